import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingLimits } from '../../../shared/contracts/bulk-mail';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  mailingApi,
  mailingCountWithKey,
  message,
  organizationWith,
  person,
  queuedBatches,
  recipientsOf,
  tenantWithAdmin,
  userApi,
} from './bulk-mail.test-support';

/** The bulk e-mail calls with no workers running: what a call writes and queues, and who may make it. */
let t: TestApp;
let home: Awaited<ReturnType<typeof tenantWithAdmin>>;
let foreign: Awaited<ReturnType<typeof tenantWithAdmin>>;
let icelandic: { id: number; emailAddress: string };
let english: { id: number; emailAddress: string };
let inactive: { id: number; emailAddress: string };
let waiting: { id: number; emailAddress: string };
let organization: { id: number; name: string };
let foreignOrganization: { id: number; name: string };
let foreignUser: { id: number; emailAddress: string };
let foreignMailing: number;
let outsider: string;

const send = (path: string, body: unknown, token = home.admin) => t.call('POST', `${userApi}/${path}`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  home = await tenantWithAdmin(t);
  foreign = await tenantWithAdmin(t);
  icelandic = await person(t, home.tenantId, { language: 'is' });
  english = await person(t, home.tenantId, { language: 'en' });
  inactive = await person(t, home.tenantId, { isActive: false });
  waiting = await person(t, home.tenantId);
  organization = await organizationWith(t, home.tenantId, [
    { userId: icelandic.id, approved: true },
    { userId: english.id, approved: true },
    { userId: inactive.id, approved: true },
    { userId: waiting.id, approved: false },
  ]);
  foreignUser = await person(t, foreign.tenantId);
  foreignOrganization = await organizationWith(t, foreign.tenantId, [{ userId: foreignUser.id, approved: true }]);
  const res = await send('SendEmailToAllUsers', message(), foreign.admin);
  foreignMailing = res.body.result.id;
  outsider = (await t.userWith(['Pages.Organizations'], { tenantId: home.tenantId })).token;
});
afterAll(() => t.close());

describe('User/SendEmail', () => {
  it('starts a send to one user: the send, its one recipient and its first batch, in their language', async () => {
    const res = await send('SendEmail', { userId: english.id, ...message() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      target: 'user',
      targetName: expect.stringMatching(/^Anna Sendisdóttir/),
      subject: 'Tilkynning um drónaflug',
      recipientCount: 1,
      sentCount: 0,
      failedCount: 0,
      remainingCount: 1,
      finishedTime: null,
    });
    const recipients = await recipientsOf(t, res.body.result.id);
    expect(recipients).toEqual([
      expect.objectContaining({ userId: english.id, emailAddress: english.emailAddress, language: 'en', status: 'pending' }),
    ]);
    expect(await queuedBatches(t, res.body.result.id)).toBe(1);
  });

  it('to an inactive user writes a send of no one, finished at once, and queues nothing', async () => {
    const res = await send('SendEmail', { userId: inactive.id, ...message() });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ recipientCount: 0, remainingCount: 0, finishedTime: expect.any(String) });
    expect(await queuedBatches(t, res.body.result.id)).toBe(0);
  });

  it('answers 400 for a missing subject, an over-long subject or content, a line break in the subject and no content at all', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '  ' }, 'subject'],
      [{ subject: 'x'.repeat(mailingLimits.subjectMax + 1) }, 'subject'],
      [{ subject: 'Halló\r\nBcc: someone@example.com' }, 'subject'],
      [{ subjectEnglish: 'Hello\nBcc: someone@example.com' }, 'subjectEnglish'],
      [{ subjectEnglish: 'x'.repeat(mailingLimits.subjectMax + 1) }, 'subjectEnglish'],
      [{ draftId: 0 }, 'draftId'],
      [{ content: 'x'.repeat(mailingLimits.contentMax + 1) }, 'content'],
      [{ contentIcelandic: 'x'.repeat(mailingLimits.contentMax + 1) }, 'contentIcelandic'],
      [{ content: ' ', contentIcelandic: '\n' }, 'contentIcelandic'],
      [{ idempotencyKey: 'not-a-uuid' }, 'idempotencyKey'],
      [{ userId: 0 }, 'userId'],
    ];
    for (const [change, member] of cases) {
      const res = await send('SendEmail', { userId: english.id, ...message(change) });
      expect(res.status, member).toBe(400);
      expect(res.body.error!.validationErrors!.map((v: { members: string[] }) => v.members[0])).toContain(member);
    }
  });

  it('takes the message in one language only; the other readers get that one', async () => {
    const res = await send('SendEmail', { userId: icelandic.id, ...message({ contentIcelandic: '' }) });
    expect(res.status).toBe(200);
  });

  it('answers 404 for another tenant’s user or one who does not exist', async () => {
    expect((await send('SendEmail', { userId: foreignUser.id, ...message() })).status).toBe(404);
    expect((await send('SendEmail', { userId: 2_000_000_000, ...message() })).status).toBe(404);
  });
});

describe('User/SendEmailToAllUsers', () => {
  it('reaches every active user of the tenant with an address once, and nobody of another tenant', async () => {
    const twin = await person(t, home.tenantId);
    // Two accounts whose addresses differ only in case and spaces are one address.
    await t.database.db.execute(sql`update users set email_address = ${` ${icelandic.emailAddress.toUpperCase()} `} where id = ${twin.id}`);
    const res = await send('SendEmailToAllUsers', message());
    expect(res.status).toBe(200);
    const recipients = await recipientsOf(t, res.body.result.id);
    const addresses = recipients.map((r) => r.emailAddress.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toEqual(
      expect.arrayContaining([icelandic.emailAddress, english.emailAddress, waiting.emailAddress, home.adminEmail]),
    );
    expect(addresses).not.toContain(inactive.emailAddress);
    expect(addresses).not.toContain(foreignUser.emailAddress);
    // The older account of the shared address names the recipient.
    expect(recipients.find((r) => r.emailAddress.toLowerCase() === icelandic.emailAddress)?.userId).toBe(icelandic.id);
    expect(res.body.result).toMatchObject({ target: 'allUsers', targetName: null, recipientCount: recipients.length });
    expect(await queuedBatches(t, res.body.result.id)).toBe(1);
  });

  it('answers 400 without a subject', async () => {
    const res = await send('SendEmailToAllUsers', message({ subject: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error!.validationErrors![0].members).toEqual(['subject']);
  });
});

describe('User/SendEmailToOrgMembers', () => {
  it('reaches the organisation’s active, approved members only', async () => {
    const res = await send('SendEmailToOrgMembers', { orgId: organization.id, ...message() });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ target: 'organization', targetName: organization.name, recipientCount: 2 });
    const recipients = await recipientsOf(t, res.body.result.id);
    expect(recipients.map((r) => r.userId).sort()).toEqual([icelandic.id, english.id].sort());
    expect(recipients.find((r) => r.userId === english.id)?.language).toBe('en');
  });

  it('answers 400 for a bad organisation id and 404 for another tenant’s organisation', async () => {
    expect((await send('SendEmailToOrgMembers', { orgId: 'x', ...message() })).status).toBe(400);
    expect((await send('SendEmailToOrgMembers', { orgId: foreignOrganization.id, ...message() })).status).toBe(404);
  });
});

describe('the same send twice', () => {
  it('answers the first send for a repeated idempotency key and starts nothing more, even at the same moment', async () => {
    const idempotencyKey = randomUUID();
    const body = { orgId: organization.id, ...message({ idempotencyKey }) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('SendEmailToOrgMembers', body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.result.id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    const again = await send('SendEmailToOrgMembers', body);
    expect(again.body.result.id).toBe(id);
    expect(await mailingCountWithKey(t, idempotencyKey)).toBe(1);
    expect(await recipientsOf(t, id)).toHaveLength(2);
    expect(await queuedBatches(t, id)).toBe(1);
  });

  it('keeps keys apart between tenants', async () => {
    const idempotencyKey = randomUUID();
    const ours = await send('SendEmailToAllUsers', message({ idempotencyKey }));
    const theirs = await send('SendEmailToAllUsers', message({ idempotencyKey }), foreign.admin);
    expect(theirs.status).toBe(200);
    expect(theirs.body.result.id).not.toBe(ours.body.result.id);
  });
});

describe('Mailing/GetAll and Mailing/Get', () => {
  it('lists the tenant’s sends newest first, and one send with its message', async () => {
    const first = await send('SendEmail', { userId: icelandic.id, ...message({ subject: 'Fyrst' }) });
    const second = await send('SendEmail', { userId: icelandic.id, ...message({ subject: 'Svo' }) });
    const list = await t.call('GET', `${mailingApi}/GetAll`, { token: home.admin, query: { MaxResultCount: 100 } });
    expect(list.status).toBe(200);
    const ids = list.body.result.items.map((m: { id: number }) => m.id);
    expect(ids.indexOf(second.body.result.id)).toBeLessThan(ids.indexOf(first.body.result.id));
    expect(ids).not.toContain(foreignMailing);
    expect(list.body.result.totalCount).toBe(ids.length);
    const one = await t.call('GET', `${mailingApi}/Get`, { token: home.admin, query: { Id: second.body.result.id } });
    expect(one.body.result).toMatchObject({
      id: second.body.result.id,
      subject: 'Svo',
      contentIcelandic: message().contentIcelandic,
      remainingCount: 1,
    });
  });

  it('answers 400 for bad paging and ids, 404 for another tenant’s send', async () => {
    expect((await t.call('GET', `${mailingApi}/GetAll`, { token: home.admin, query: { MaxResultCount: 0 } })).status).toBe(400);
    expect((await t.call('GET', `${mailingApi}/Get`, { token: home.admin, query: { Id: 'x' } })).status).toBe(400);
    expect((await t.call('GET', `${mailingApi}/Get`, { token: home.admin, query: { Id: foreignMailing } })).status).toBe(404);
  });
});

describe('Mailing/GetFailedRecipients and Mailing/RetryFailed', () => {
  it('lists failed addresses with the reason, and moves only them back to waiting with one batch', async () => {
    const res = await send('SendEmailToOrgMembers', { orgId: organization.id, ...message() });
    const id = res.body.result.id;
    // As a batch would leave them: one refused, one sent.
    await t.database.db.execute(sql`update mailing_recipients set status = 'failed', last_error = '550 Mailbox unavailable', attempts = 1
      where mailing_id = ${id} and user_id = ${english.id}`);
    await t.database.db.execute(
      sql`update mailing_recipients set status = 'sent', attempts = 1 where mailing_id = ${id} and user_id = ${icelandic.id}`,
    );
    const failed = await t.call('GET', `${mailingApi}/GetFailedRecipients`, { token: home.admin, query: { MailingId: id } });
    expect(failed.status).toBe(200);
    expect(failed.body.result).toEqual({
      totalCount: 1,
      items: [
        expect.objectContaining({ emailAddress: english.emailAddress, error: '550 Mailbox unavailable', attempts: 1, language: 'en' }),
      ],
    });
    const retry = await t.call('POST', `${mailingApi}/RetryFailed`, { token: home.admin, body: { id } });
    expect(retry.status).toBe(200);
    expect(retry.body.result).toMatchObject({ sentCount: 1, failedCount: 0, remainingCount: 1, finishedTime: null });
    const rows = await recipientsOf(t, id);
    expect(rows.find((r) => r.userId === english.id)?.status).toBe('pending');
    expect(rows.find((r) => r.userId === icelandic.id)?.status).toBe('sent');
    expect(await queuedBatches(t, id)).toBe(2);
    // Nothing failed now: a second retry queues nothing.
    await t.call('POST', `${mailingApi}/RetryFailed`, { token: home.admin, body: { id } });
    expect(await queuedBatches(t, id)).toBe(2);
  });

  it('answers 400 for bad ids and 404 for another tenant’s send', async () => {
    expect((await t.call('POST', `${mailingApi}/RetryFailed`, { token: home.admin, body: { id: -1 } })).status).toBe(400);
    expect((await t.call('GET', `${mailingApi}/GetFailedRecipients`, { token: home.admin, query: {} })).status).toBe(400);
    expect((await t.call('POST', `${mailingApi}/RetryFailed`, { token: home.admin, body: { id: foreignMailing } })).status).toBe(404);
    const failed = await t.call('GET', `${mailingApi}/GetFailedRecipients`, { token: home.admin, query: { MailingId: foreignMailing } });
    expect(failed.status).toBe(404);
  });
});

describe('Mailing/GetAudience', () => {
  it('names the target and counts its addresses before anything is sent', async () => {
    const org = await t.call('GET', `${mailingApi}/GetAudience`, {
      token: home.admin,
      query: { Target: 'organization', OrgId: organization.id },
    });
    expect(org.body.result).toEqual({ target: 'organization', targetName: organization.name, recipientCount: 2 });
    const user = await t.call('GET', `${mailingApi}/GetAudience`, { token: home.admin, query: { Target: 'user', UserId: inactive.id } });
    expect(user.body.result).toMatchObject({ target: 'user', recipientCount: 0 });
    const all = await t.call('GET', `${mailingApi}/GetAudience`, { token: home.admin, query: { Target: 'allUsers' } });
    const sent = await send('SendEmailToAllUsers', message());
    expect(all.body.result).toEqual({ target: 'allUsers', targetName: null, recipientCount: sent.body.result.recipientCount });
  });

  it('answers 400 for an unknown target or a missing id, 404 for another tenant’s user or organisation', async () => {
    expect((await t.call('GET', `${mailingApi}/GetAudience`, { token: home.admin, query: { Target: 'everyone' } })).status).toBe(400);
    const missing = await t.call('GET', `${mailingApi}/GetAudience`, { token: home.admin, query: { Target: 'user' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error!.validationErrors![0].members).toEqual(['userId']);
    const queries: Record<string, string | number>[] = [
      { Target: 'user', UserId: foreignUser.id },
      { Target: 'organization', OrgId: foreignOrganization.id },
    ];
    for (const query of queries) expect((await t.call('GET', `${mailingApi}/GetAudience`, { token: home.admin, query })).status).toBe(404);
  });
});

describe('who may', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['POST', `${userApi}/SendEmail`, { body: { userId: 1, ...message() } }],
    ['POST', `${userApi}/SendEmailToAllUsers`, { body: message() }],
    ['POST', `${userApi}/SendEmailToOrgMembers`, { body: { orgId: 1, ...message() } }],
    ['GET', `${mailingApi}/GetAll`, { query: {} }],
    ['GET', `${mailingApi}/Get`, { query: { Id: 1 } }],
    ['GET', `${mailingApi}/GetFailedRecipients`, { query: { MailingId: 1 } }],
    ['POST', `${mailingApi}/RetryFailed`, { body: { id: 1 } }],
    ['GET', `${mailingApi}/GetAudience`, { query: { Target: 'allUsers' } }],
  ];

  it('answers 401 without a session and 403 without Pages.Users, and starts nothing', async () => {
    const before = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from mailings`);
    for (const [verb, path, options] of calls) {
      const anonymous = await t.call(verb, path, options);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.unAuthorizedRequest).toBe(true);
      const refused = await t.call(verb, path, { ...options, token: outsider });
      expect(refused.status, path).toBe(403);
    }
    const after = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from mailings`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
