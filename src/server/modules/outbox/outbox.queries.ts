import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, tenants } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { containsPattern } from '../../db/like';

/** Which tenants' mail a reader sees: one tenant (null for the host), or every tenant. */
export type MailScope = { tenantId: number | null } | 'allTenants';

const inScope = (scope: MailScope): SQL | undefined => (scope === 'allTenants' ? undefined : inTenant(mailOutbox.tenantId, scope.tenantId));

/** Everything but the body, which leaves the database only when the policy allows it. */
const summaryColumns = {
  id: mailOutbox.id,
  tenantId: mailOutbox.tenantId,
  tenancyName: tenants.tenancyName,
  toAddress: mailOutbox.toAddress,
  language: mailOutbox.language,
  template: mailOutbox.template,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  creationTime: mailOutbox.creationTime,
  sentTime: mailOutbox.sentTime,
};

export async function findMails(
  db: Db,
  scope: MailScope,
  input: { keyword?: string; toAddress?: string; skipCount: number; maxResultCount: number },
) {
  const where = and(
    inScope(scope),
    input.toAddress ? eq(mailOutbox.toAddress, input.toAddress.toLowerCase()) : undefined,
    input.keyword
      ? or(ilike(mailOutbox.toAddress, containsPattern(input.keyword)!), ilike(mailOutbox.subject, containsPattern(input.keyword)!))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mailOutbox)
      .leftJoin(tenants, eq(tenants.id, mailOutbox.tenantId))
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(input.maxResultCount)
      .offset(input.skipCount),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total };
}

export type MailSummaryRow = Awaited<ReturnType<typeof findMails>>['rows'][number];

export async function findMail(db: Db, scope: MailScope, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, html: mailOutbox.html, text: mailOutbox.text })
    .from(mailOutbox)
    .leftJoin(tenants, eq(tenants.id, mailOutbox.tenantId))
    .where(and(inScope(scope), eq(mailOutbox.id, id)));
  return row;
}

/**
 * Puts a mail back in the queue unless it is already there, in one statement, so two re-sends at
 * once queue it once; its attempts keep counting. Answers whether it was queued.
 */
export async function requeueMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', lastError: null, sentTime: null })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'queued')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
