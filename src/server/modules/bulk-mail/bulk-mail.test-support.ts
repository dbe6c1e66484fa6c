import { and, count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { RecruitmentStatus } from '../../../shared/enums';
import { mailingRecipients, mailings, organizations, userOrganizations } from '../../db/schema';
import { insertUser } from '../../seed/factories/users';
import type { TestApp } from '../../test/harness';

/** Shared set-up of the bulk e-mail tests: tenants with people, organisations and their members. */
export const userApi = '/api/services/app/User';
export const mailingApi = '/api/services/app/Mailing';

let n = 0;

/** A tenant of its own with an administrator of users; the administrator is a recipient too. */
export async function tenantWithAdmin(t: TestApp) {
  const tenantId = (await t.tenant()).id;
  const admin = await t.userWith(['Pages.Users'], { tenantId, fields: { name: 'Stjóri', surname: 'Póstsson' } });
  return { tenantId, admin: admin.token, adminId: admin.id, adminEmail: `${admin.userName}@example.com` };
}

/** A person of the tenant with no permissions, reading in `language`; written by the users' factory, so an inactive one can be made. */
export async function person(
  t: TestApp,
  tenantId: number,
  options: { language?: 'is' | 'en'; isActive?: boolean; emailAddress?: string } = {},
) {
  const k = ++n;
  const userName = `vidtakandi${k}_${Math.random().toString(36).slice(2, 8)}`;
  const emailAddress = options.emailAddress ?? `${userName}@example.com`;
  const id = await insertUser(t.database.db, {
    tenantId,
    userName,
    name: 'Anna',
    surname: `Sendisdóttir${'abcdefghij'[k % 10]}`,
    emailAddress,
    password: 'Test-Password-1',
    isEmailConfirmed: true,
    language: options.language ?? 'is',
    isActive: options.isActive ?? true,
  });
  return { id, userName, emailAddress: emailAddress.toLowerCase() };
}

/** An organisation of the tenant written straight to its table, with members by state. */
export async function organizationWith(t: TestApp, tenantId: number, members: { userId: number; approved: boolean }[]) {
  const k = ++n;
  const [org] = await t.database.db
    .insert(organizations)
    .values({
      tenantId,
      userTypeId: 1,
      name: `Flugfélagið ${k} ehf.`,
      organizationNumber: `6${String(k).padStart(5, '0')}-0000`,
      address: 'Skeifan 3',
      postCode: '108',
      email: `org${k}@example.com`,
      phoneNumber: '5551234',
    })
    .returning({ id: organizations.id, name: organizations.name });
  for (const member of members)
    await t.database.db.insert(userOrganizations).values({
      userId: member.userId,
      organizationId: org.id,
      organizationRoleId: 1,
      recruitmentStatusId: member.approved ? RecruitmentStatus.Approved : RecruitmentStatus.WaitingForApprove,
    });
  return org;
}

export const message = (extra: Record<string, unknown> = {}) => ({
  subject: 'Tilkynning um drónaflug',
  content: 'Flights over the harbour are closed on Saturday.',
  contentIcelandic: 'Flug yfir höfninni er bannað á laugardag.',
  ...extra,
});

export async function recipientsOf(t: TestApp, mailingId: number) {
  return t.database.db.select().from(mailingRecipients).where(eq(mailingRecipients.mailingId, mailingId)).orderBy(mailingRecipients.id);
}

export async function mailingCountWithKey(t: TestApp, key: string): Promise<number> {
  const [{ n: total }] = await t.database.db.select({ n: count() }).from(mailings).where(eq(mailings.idempotencyKey, key));
  return total;
}

/** The batch jobs queued for a send, as pg-boss keeps them. */
export async function queuedBatches(t: TestApp, mailingId: number): Promise<number> {
  const { rows } = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'mailing-batch' and (data->>'mailingId')::int = ${mailingId}`,
  );
  return rows[0].n;
}

/** Waits until the send has no recipient left to send; answers its summary. */
export async function untilDone(t: TestApp, token: string, id: number, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const res = await t.call('GET', `${mailingApi}/Get`, { token, query: { Id: id } });
    expect(res.status).toBe(200);
    if (res.body.result.remainingCount === 0 && res.body.result.finishedTime) return res.body.result;
    if (Date.now() - started > timeoutMs) throw new Error(`send ${id} not done: ${JSON.stringify(res.body.result)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function statusCounts(t: TestApp, mailingId: number) {
  const rows = await t.database.db
    .select({ status: mailingRecipients.status, n: count() })
    .from(mailingRecipients)
    .where(and(eq(mailingRecipients.mailingId, mailingId)))
    .groupBy(mailingRecipients.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
