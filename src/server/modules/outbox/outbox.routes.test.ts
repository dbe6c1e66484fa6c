import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, tenants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowById } from '../../test/rows';

/** The outbox with no SMTP server: mail is kept, and only the host's administrator reads its body. */
const api = '/api/services/app/Mail';
type Mail = {
  id: number;
  tenantId: number | null;
  tenancyName: string | null;
  toAddress: string;
  html?: string | null;
  text?: string | null;
};
let t: TestApp;
let admin: string;
let tenantId: number;
let tenancyName: string;
let tenantReader: string;
let hostReader: string;
let hostMail: number;
let tenantMail: number;

/** Asks for a password reset, which writes one mail to the outbox; answers its id. */
async function resetMail(userName: string, tenant: number | null = null) {
  const res = await t.call('POST', '/api/TokenAuth/ResetPassword', { tenantId: tenant, body: { emailOrUsername: userName } });
  expect(res.body.result).toBe(true);
  const [row] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row.id;
}
const idsOf = (res: { body: { result: { items: Mail[] } } }) => res.body.result.items.map((m) => m.id);
const linkPattern = /verify-reset-password\/[\w-]{20,}|verify\/\d+\/\d+\/[\w-]{20,}/;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  tenantId = (await t.tenant()).id;
  [{ tenancyName }] = await t.database.db.select({ tenancyName: tenants.tenancyName }).from(tenants).where(eq(tenants.id, tenantId));
  const tenantUser = await t.userWith(['Pages.Users'], { tenantId, fields: { language: 'en' } });
  tenantReader = tenantUser.token;
  hostReader = (await t.userWith(['Pages.Users'])).token;
  hostMail = await resetMail('admin');
  tenantMail = await resetMail(tenantUser.userName, tenantId);
});
afterAll(() => t.close());

async function expectGuarded(verb: string, method: string, options: { query?: Record<string, string | number>; body?: unknown } = {}) {
  expect((await t.call(verb, `${api}/${method}`, options)).status).toBe(401);
  for (const permissions of [[], ['Pages.Roles']]) {
    const res = await t.call(verb, `${api}/${method}`, { ...options, token: (await t.userWith(permissions)).token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('The permission Pages.Users is missing.');
  }
}

describe('no way up through the outbox', () => {
  it('a user administrator who asks for the administrator’s reset finds no link or code in the outbox', async () => {
    const attacker = await t.userWith(['Pages.Users']);
    const mailId = await resetMail('admin');
    expect((await rowById(t, mailOutbox, mailId)).text).toMatch(linkPattern);
    const list = await t.call('GET', `${api}/GetAll`, {
      token: attacker.token,
      query: { Keyword: 'admin@example.com', MaxResultCount: 100 },
    });
    expect(list.status).toBe(200);
    expect(idsOf(list)).toContain(mailId);
    const one = await t.call('GET', `${api}/Get`, { token: attacker.token, query: { Id: mailId } });
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({ id: mailId, toAddress: 'admin@example.com', html: null, text: null });
    for (const res of [list, one]) expect(JSON.stringify(res.body)).not.toMatch(linkPattern);
  });

  it('a tenant’s user administrator sees summaries of their own tenant only, never a body', async () => {
    const res = await t.call('GET', `${api}/Get`, { token: tenantReader, query: { Id: tenantMail } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: tenantMail, tenantId, tenancyName, html: null, text: null });
    expect(JSON.stringify(res.body)).not.toMatch(linkPattern);
  });

  it('the host’s administrator reads the kept mail of every tenant in full', async () => {
    const res = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: tenantMail } });
    expect(res.status).toBe(200);
    const row = await rowById(t, mailOutbox, tenantMail);
    expect(res.body.result).toMatchObject({ id: tenantMail, tenantId, tenancyName, text: row.text, html: row.html });
    expect(res.body.result.text).toMatch(linkPattern);
  });

  it('so a pilot of the Default tenant, which has no administrator, can still be given their confirmation link', async () => {
    const [defaultTenant] = await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenancyName, 'Default'));
    const registration = {
      name: 'Ása',
      surname: 'Sjálfskráð',
      emailAddress: 'asa.default@example.com',
      password: 'Flug-Drauma-2026',
      dateOfBirth: '1990-05-17',
      countryCode: 'is',
    };
    expect((await t.call('POST', '/api/services/app/Account/Register', { tenantId: defaultTenant.id, body: registration })).status).toBe(
      200,
    );
    const list = await t.call('GET', `${api}/GetAll`, { token: admin, query: { ToAddress: registration.emailAddress } });
    expect(list.body.result.items).toEqual([
      expect.objectContaining({ tenantId: defaultTenant.id, tenancyName: 'Default', template: 'verifyEmail' }),
    ]);
    const mail = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: list.body.result.items[0].id } });
    const token = /verify-register\/3\/2\/([\w-]{43})/.exec(mail.body.result.text)?.[1];
    expect((await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } })).status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/TokenAuth/Authenticate', {
          tenantId: defaultTenant.id,
          body: { userNameOrEmailAddress: registration.emailAddress, password: registration.password },
        })
      ).status,
    ).toBe(200);
  });
});

describe('Mail/GetAll', () => {
  it('lists summaries newest first, with tenant, attempts and last error, and never a body', async () => {
    const second = await resetMail('admin');
    const res = await t.call('GET', `${api}/GetAll`, { token: hostReader, query: { ToAddress: 'admin@example.com', MaxResultCount: 100 } });
    expect(res.status).toBe(200);
    expect(idsOf(res)[0]).toBe(second);
    expect(idsOf(res)).toContain(hostMail);
    expect(res.body.result.items.find((m: Mail) => m.id === hostMail)).toEqual({
      id: hostMail,
      tenantId: null,
      tenancyName: null,
      toAddress: 'admin@example.com',
      subject: 'Endurstilla lykilorð',
      template: 'resetPassword',
      language: 'is',
      status: 'queued',
      attempts: 0,
      lastError: null,
      creationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sentTime: null,
    });
    // Not even the host's administrator gets bodies in the list.
    const all = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 100 } });
    for (const item of all.body.result.items) expect(item).not.toHaveProperty('text');
  });

  it('shows a tenant’s users their tenant, the host’s users the host, and the host’s administrator everything', async () => {
    const tenant = await t.call('GET', `${api}/GetAll`, { token: tenantReader, query: { MaxResultCount: 1000 } });
    expect(idsOf(tenant)).toEqual([tenantMail]);
    expect(tenant.body.result.items[0]).toMatchObject({ language: 'en', subject: 'Reset your password', tenantId, tenancyName });
    const host = await t.call('GET', `${api}/GetAll`, { token: hostReader, query: { MaxResultCount: 1000 } });
    expect(idsOf(host)).toContain(hostMail);
    expect(idsOf(host)).not.toContain(tenantMail);
    expect(host.body.result.items.every((m: Mail) => m.tenantId === null)).toBe(true);
    const everything = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 1000 } });
    expect(idsOf(everything)).toEqual(expect.arrayContaining([hostMail, tenantMail]));
  });

  it('filters by recipient and keyword and pages', async () => {
    await t.userWith([], { fields: { emailAddress: 'Bref.Beri@Example.com' } });
    const toBref = await resetMail('bref.beri@example.com');
    const byAddress = await t.call('GET', `${api}/GetAll`, { token: hostReader, query: { ToAddress: 'BREF.BERI@example.com' } });
    expect(idsOf(byAddress)).toEqual([toBref]);
    const byKeyword = await t.call('GET', `${api}/GetAll`, { token: hostReader, query: { Keyword: 'beri@' } });
    expect(idsOf(byKeyword)).toEqual([toBref]);
    const bySubject = await t.call('GET', `${api}/GetAll`, { token: tenantReader, query: { Keyword: 'reset your' } });
    expect(bySubject.body.result.totalCount).toBe(1);
    const page = await t.call('GET', `${api}/GetAll`, { token: hostReader, query: { SkipCount: 1, MaxResultCount: 1 } });
    expect(page.body.result.items).toHaveLength(1);
    expect(page.body.result.totalCount).toBeGreaterThan(2);
    expect(page.body.result.items[0].id).not.toBe(toBref);
  });

  it('answers 400 naming the member', async () => {
    const res = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['maxResultCount']);
    const long = await t.call('GET', `${api}/GetAll`, { token: admin, query: { ToAddress: `${'a'.repeat(260)}@example.com` } });
    expect(long.body.error?.validationErrors?.[0].members).toEqual(['toAddress']);
  });

  it('answers 401 and 403', () => expectGuarded('GET', 'GetAll'));
});

describe('Mail/Get', () => {
  it('answers the host’s administrator one kept mail with its text and HTML, the link in both', async () => {
    const res = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: hostMail } });
    expect(res.status).toBe(200);
    const row = await rowById(t, mailOutbox, hostMail);
    expect(res.body.result).toMatchObject({
      id: hostMail,
      toAddress: 'admin@example.com',
      template: 'resetPassword',
      text: row.text,
      html: row.html,
      lastError: null,
    });
    const link = /http:\/\/portal\.test\/verify-reset-password\/[\w-]+/.exec(res.body.result.text)?.[0];
    expect(link).toBeTruthy();
    expect(res.body.result.html).toContain(link);
    expect(res.body.result.html).toContain('<html lang="is">');
  });

  it('answers 404 for another tenant’s mail, and for an unknown id', async () => {
    expect((await t.call('GET', `${api}/Get`, { token: hostReader, query: { Id: tenantMail } })).status).toBe(404);
    expect((await t.call('GET', `${api}/Get`, { token: tenantReader, query: { Id: hostMail } })).status).toBe(404);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 99_999 } })).status).toBe(404);
  });

  it('answers 400 naming the member', async () => {
    const res = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['id']);
  });

  it('answers 401 and 403', () => expectGuarded('GET', 'Get', { query: { Id: hostMail } }));
});

describe('Mail/Resend', () => {
  const jobsFor = async (mailId: number) =>
    (await t.database.pool.query(`select id from pgboss.job where name = 'send-mail' and (data->>'mailId')::int = $1`, [mailId])).rows
      .length;

  it('queues a mail that went or failed once more, as a job, clearing the last error', async () => {
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 6, lastError: '550 mailbox full' })
      .where(eq(mailOutbox.id, tenantMail));
    const before = await jobsFor(tenantMail);
    const res = await t.call('POST', `${api}/Resend`, { token: tenantReader, body: { id: tenantMail } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ id: tenantMail, status: 'queued', attempts: 6, lastError: null, tenantId });
    expect(res.body.result).not.toHaveProperty('text');
    expect(await jobsFor(tenantMail)).toBe(before + 1);
    expect(await rowById(t, mailOutbox, tenantMail)).toMatchObject({ status: 'queued', lastError: null });
  });

  it('refuses a mail still queued, so one mail never goes twice at once', async () => {
    const before = await jobsFor(hostMail);
    const res = await t.call('POST', `${api}/Resend`, { token: admin, language: 'en', body: { id: hostMail } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('The mail is still waiting to be sent. It can be sent again once it has gone or failed.');
    expect(await jobsFor(hostMail)).toBe(before);
  });

  it('lets the host’s administrator re-send any tenant’s mail, and answers 404 for another tenant’s otherwise', async () => {
    await t.database.db.update(mailOutbox).set({ status: 'kept' }).where(eq(mailOutbox.id, tenantMail));
    expect((await t.call('POST', `${api}/Resend`, { token: hostReader, body: { id: tenantMail } })).status).toBe(404);
    expect((await rowById(t, mailOutbox, tenantMail)).status).toBe('kept');
    expect((await t.call('POST', `${api}/Resend`, { token: admin, body: { id: tenantMail } })).status).toBe(200);
    await t.database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, hostMail));
    expect((await t.call('POST', `${api}/Resend`, { token: tenantReader, body: { id: hostMail } })).status).toBe(404);
    expect((await t.call('POST', `${api}/Resend`, { token: admin, body: { id: 99_999 } })).status).toBe(404);
  });

  it('answers 400 naming the member', async () => {
    const res = await t.call('POST', `${api}/Resend`, { token: admin, body: { id: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['id']);
  });

  it('answers 401 and 403', () => expectGuarded('POST', 'Resend', { body: { id: hostMail } }));
});
