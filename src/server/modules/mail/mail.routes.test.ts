import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

const api = '/api/services/app/Mail';
type Mail = { id: number; toAddress: string; subject: string; template: string; language: string; status: string; creationTime: string; sentTime: string | null };
let t: TestApp;
let admin: string;
let tenantId: number;
let tenantReader: string;
let hostMail: number;
let tenantMail: number;

/** Asks for a password reset, which writes one mail to the outbox; answers its id. */
async function resetMail(userName: string, tenant: number | null = null) {
  const res = await t.call('POST', '/api/TokenAuth/ResetPassword', { tenantId: tenant, body: { emailOrUsername: userName } });
  expect(res.body.result).toBe(true);
  const [row] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  tenantId = (await t.tenant()).id;
  const tenantUser = await t.userWith(['Pages.Users'], { tenantId, fields: { language: 'en' } });
  tenantReader = tenantUser.token;
  hostMail = await resetMail('admin');
  tenantMail = await resetMail(tenantUser.userName, tenantId);
});
afterAll(() => t.close());

async function expectGuarded(method: string, query: Record<string, string | number> = {}) {
  expect((await t.call('GET', `${api}/${method}`, { query })).status).toBe(401);
  for (const permissions of [[], ['Pages.Roles']]) {
    const res = await t.call('GET', `${api}/${method}`, { query, token: (await t.userWith(permissions)).token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('The permission Pages.Users is missing.');
  }
}

describe('Mail/GetAll', () => {
  it('lists the caller’s tenant’s outbox, newest first, in the recipient’s language', async () => {
    const second = await resetMail('admin');
    const res = await t.call('GET', `${api}/GetAll`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(2);
    expect(res.body.result.items.map((m: Mail) => m.id)).toEqual([second, hostMail]);
    expect(res.body.result.items[1]).toEqual({
      id: hostMail,
      toAddress: 'admin@example.com',
      subject: 'Endurstilla lykilorð',
      template: 'resetPassword',
      language: 'is',
      status: 'queued',
      creationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sentTime: null,
    });
    expect(res.body.result.items[0]).not.toHaveProperty('html');
  });

  it('leaves out another tenant’s mail, in both directions', async () => {
    const host = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 1000 } });
    expect(host.body.result.items.map((m: Mail) => m.id)).not.toContain(tenantMail);
    const tenant = await t.call('GET', `${api}/GetAll`, { token: tenantReader });
    expect(tenant.body.result.items.map((m: Mail) => m.id)).toEqual([tenantMail]);
    expect(tenant.body.result.items[0]).toMatchObject({ language: 'en', subject: 'Reset your password' });
  });

  it('filters by recipient and keyword and pages', async () => {
    await t.userWith([], { fields: { emailAddress: 'Bref.Beri@Example.com' } });
    const toBref = await resetMail('bref.beri@example.com');
    const byAddress = await t.call('GET', `${api}/GetAll`, { token: admin, query: { ToAddress: 'BREF.BERI@example.com' } });
    expect(byAddress.body.result.items.map((m: Mail) => m.id)).toEqual([toBref]);
    const byKeyword = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'beri@' } });
    expect(byKeyword.body.result.items.map((m: Mail) => m.id)).toEqual([toBref]);
    const bySubject = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'endurstilla' } });
    expect(bySubject.body.result.totalCount).toBe(3);
    const page = await t.call('GET', `${api}/GetAll`, { token: admin, query: { SkipCount: 1, MaxResultCount: 1 } });
    expect(page.body.result.items).toHaveLength(1);
    expect(page.body.result.totalCount).toBe(3);
    expect(page.body.result.items[0].id).not.toBe(toBref);
  });

  it('answers 400 naming the member', async () => {
    const res = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['maxResultCount']);
    const long = await t.call('GET', `${api}/GetAll`, { token: admin, query: { ToAddress: `${'a'.repeat(260)}@example.com` } });
    expect(long.body.error?.validationErrors?.[0].members).toEqual(['toAddress']);
  });

  it('answers 401 and 403', () => expectGuarded('GetAll'));
});

describe('Mail/Get', () => {
  it('answers one mail with its text and HTML, the link in both', async () => {
    const res = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: hostMail } });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, hostMail));
    expect(res.body.result).toMatchObject({ id: hostMail, toAddress: 'admin@example.com', template: 'resetPassword', text: row.text, html: row.html, lastError: null });
    const link = /http:\/\/portal\.test\/verify-reset-password\/[\w-]+/.exec(res.body.result.text)?.[0];
    expect(link).toBeTruthy();
    expect(res.body.result.html).toContain(link);
    expect(res.body.result.html).toContain('<html lang="is">');
  });

  it('answers 404 for another tenant’s mail, in both directions, and for an unknown id', async () => {
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: tenantMail } })).status).toBe(404);
    expect((await t.call('GET', `${api}/Get`, { token: tenantReader, query: { Id: hostMail } })).status).toBe(404);
    expect((await t.call('GET', `${api}/Get`, { token: tenantReader, query: { Id: tenantMail } })).status).toBe(200);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 99_999 } })).status).toBe(404);
  });

  it('answers 400 naming the member', async () => {
    const res = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['id']);
  });

  it('answers 401 and 403', () => expectGuarded('Get', { Id: hostMail }));
});
