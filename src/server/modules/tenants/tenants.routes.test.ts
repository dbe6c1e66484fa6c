import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, roles, tenants, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/Tenant';
type Tenant = { id: number; tenancyName: string; name: string; isActive: boolean; creationTime: string };
let t: TestApp;
let admin: string;
let tenantUser: string;
let n = 0;

const create = async (body: Record<string, unknown> = {}, language?: 'is' | 'en') => {
  const res = await t.call('POST', `${api}/Create`, {
    token: admin,
    language,
    body: { tenancyName: `Leigjandi${++n}`, name: `Flugfélag ${n}`, adminEmailAddress: `stjori${n}@example.com`, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as Tenant;
};
const row = async (id: number) => (await t.database.db.select().from(tenants).where(eq(tenants.id, id)))[0];
const statusOf = async (token: string) => (await t.call('GET', '/api/services/app/User/GetUserStatusIdByCurrentUser', { token })).status;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  tenantUser = (await t.userWith(['Pages.Tenants'], { tenantId: (await t.tenant()).id })).token;
});
afterAll(() => t.close());

/** 401 without a session; 403 without Pages.Tenants, and 403 for a tenant's user who has it (host only). */
async function expectGuarded(verb: string, method: string, input: { query?: Record<string, string | number>; body?: unknown }) {
  expect((await t.call(verb, `${api}/${method}`, input)).status).toBe(401);
  expect((await t.call(verb, `${api}/${method}`, { ...input, token: (await t.userWith(['Pages.Users'])).token })).status).toBe(403);
  const foreign = await t.call(verb, `${api}/${method}`, { ...input, token: tenantUser, language: 'en' });
  expect(foreign.status).toBe(403);
  expect(foreign.body.error?.details).toBe("Only the portal's own administrators may do this.");
}

describe('Tenant/Create', () => {
  it('creates the tenant with its static roles and an unconfirmed admin, and mails the admin a link', async () => {
    const tenant = await create({ tenancyName: 'Drongo', name: 'Drónagó ehf.', adminEmailAddress: 'Stjori@Drongo.is' }, 'en');
    expect(tenant).toEqual({
      id: expect.any(Number),
      tenancyName: 'Drongo',
      name: 'Drónagó ehf.',
      isActive: true,
      creationTime: expect.any(String),
    });
    const staticRoles = await t.database.db.select().from(roles).where(eq(roles.tenantId, tenant.id));
    expect(
      staticRoles
        .filter((r) => r.isStatic)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Admin', 'ContactPerson', 'Organization', 'Pilot']);
    const [tenantAdmin] = await t.database.db.select().from(users).where(eq(users.tenantId, tenant.id));
    expect(tenantAdmin).toMatchObject({ userName: 'admin', emailAddress: 'stjori@drongo.is', isEmailConfirmed: false, isActive: true });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenant.id));
    expect(mail).toMatchObject({
      toAddress: 'stjori@drongo.is',
      template: 'tenantAdmin',
      language: 'en',
      status: 'queued',
      userId: tenantAdmin.id,
    });
    expect(mail.subject).toBe('Administrator account for Drónagó ehf.');
    expect(mail.text).toMatch(/http:\/\/portal\.test\/verify-reset-password\/\S+/);
  });

  it('shows the mail in the new tenant’s outbox, not the host’s users’, but to the host’s administrator with its tenant', async () => {
    const tenant = await create();
    const reader = await t.userWith(['Pages.Users'], { tenantId: tenant.id });
    const inTenant = await t.call('GET', '/api/services/app/Mail/GetAll', { token: reader.token });
    expect(inTenant.body.result.items).toEqual([
      expect.objectContaining({
        template: 'tenantAdmin',
        toAddress: `stjori${n}@example.com`,
        subject: `Aðgangur stjórnanda fyrir Flugfélag ${n}`,
      }),
    ]);
    const hostReader = await t.userWith(['Pages.Users']);
    const inHost = await t.call('GET', '/api/services/app/Mail/GetAll', {
      token: hostReader.token,
      query: { ToAddress: `stjori${n}@example.com` },
    });
    expect(inHost.body.result.totalCount).toBe(0);
    // Decision 0009: the host's administrator sees every tenant's kept mail, named by tenant.
    const forAdmin = await t.call('GET', '/api/services/app/Mail/GetAll', { token: admin, query: { ToAddress: `stjori${n}@example.com` } });
    expect(forAdmin.body.result.items).toEqual([expect.objectContaining({ template: 'tenantAdmin', tenantId: tenant.id })]);
  });

  it('answers 450 for a taken tenancy name, whatever its case', async () => {
    const res = await t.call('POST', `${api}/Create`, {
      token: admin,
      body: { tenancyName: 'default', name: 'X', adminEmailAddress: 'x@example.com' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 450, message: 'Leigjandinn default er þegar til.' });
    const en = await t.call('POST', `${api}/Create`, {
      token: admin,
      language: 'en',
      body: { tenancyName: 'Drongo', name: 'X', adminEmailAddress: 'x@example.com' },
    });
    expect(en.body.error).toMatchObject({ code: 450, message: 'A tenant named Drongo already exists.' });
    expect((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'x@example.com'))).length).toBe(0);
  });

  it('answers 400 naming the members', async () => {
    const res = await t.call('POST', `${api}/Create`, {
      token: admin,
      language: 'en',
      body: { tenancyName: '9lives', name: 'N', adminEmailAddress: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual(
      expect.arrayContaining([
        { members: ['tenancyName'], message: 'Start with a letter; only English letters, digits, _ and - are allowed.' },
        { members: ['adminEmailAddress'], message: 'Enter a valid e-mail address.' },
      ]),
    );
  });

  it('answers 401 and 403, host only', () =>
    expectGuarded('POST', 'Create', { body: { tenancyName: 'Gaeslulaus', name: 'G', adminEmailAddress: 'g@example.com' } }));
});

describe('Tenant/Update', () => {
  it('renames a tenant', async () => {
    const tenant = await create();
    const res = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: { id: tenant.id, tenancyName: `${tenant.tenancyName}x`, name: 'Nýtt nafn', isActive: true },
    });
    expect(res.body.result).toEqual({ ...tenant, tenancyName: `${tenant.tenancyName}x`, name: 'Nýtt nafn' });
    expect(await row(tenant.id)).toMatchObject({ tenancyName: `${tenant.tenancyName}x`, name: 'Nýtt nafn' });
  });

  it('deactivating signs the tenant’s users out and stops sign-in; reactivating lets them in again', async () => {
    const { id } = await t.tenant();
    const user = await t.userWith([], { tenantId: id });
    const tenant = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: id } });
    const off = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...tenant.body.result, isActive: false } });
    expect(off.body.result.isActive).toBe(false);
    expect(await statusOf(user.token)).toBe(401);
    const login = await t.call('POST', '/api/TokenAuth/Authenticate', {
      tenantId: id,
      body: { userNameOrEmailAddress: user.userName, password: 'Test-Password-1' },
    });
    expect(login.status).toBe(400);
    expect(login.body.error?.message).toBe('Leigjandinn er óvirkur.');
    await t.call('PUT', `${api}/Update`, { token: admin, body: { ...tenant.body.result, isActive: true } });
    expect(await statusOf(await t.login(user.userName, 'Test-Password-1', id))).toBe(200);
  });

  it('answers 450 for another tenant’s tenancy name and 400 naming the members', async () => {
    const tenant = await create();
    const taken = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...tenant, tenancyName: 'DEFAULT' } });
    expect(taken.body.error?.code).toBe(450);
    expect((await row(tenant.id)).tenancyName).toBe(tenant.tenancyName);
    const bad = await t.call('PUT', `${api}/Update`, { token: admin, body: { id: tenant.id, tenancyName: tenant.tenancyName, name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['isActive', 'name']);
  });

  it('answers 401, 403 and 404', async () => {
    const tenant = await create();
    await expectGuarded('PUT', 'Update', { body: { ...tenant, name: 'Rænt' } });
    expect((await t.call('PUT', `${api}/Update`, { token: admin, body: { ...tenant, id: 99_999 } })).status).toBe(404);
    expect((await row(tenant.id)).name).toBe(tenant.name);
  });
});

describe('Tenant/Delete', () => {
  it('deletes softly, signs the users out and stops sign-in', async () => {
    const tenant = await create();
    const user = await t.userWith([], { tenantId: tenant.id });
    const res = await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: tenant.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(await row(tenant.id)).toMatchObject({ isDeleted: true, isActive: false });
    expect(await statusOf(user.token)).toBe(401);
    await expect(t.login(user.userName, 'Test-Password-1', tenant.id)).rejects.toThrow(/failed/);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: tenant.id } })).status).toBe(404);
    expect((await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: tenant.id } })).status).toBe(404);
    // The name can be used again.
    await create({ tenancyName: tenant.tenancyName });
  });

  it('answers 400, 401 and 403', async () => {
    const tenant = await create();
    const bad = await t.call('DELETE', `${api}/Delete`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
    await expectGuarded('DELETE', 'Delete', { query: { Id: tenant.id } });
    expect((await row(tenant.id)).isDeleted).toBe(false);
  });
});

describe('Tenant/Get and Tenant/GetAll', () => {
  it('Get answers one tenant, 400 for a bad id, 401, 403 and 404', async () => {
    const tenant = await create();
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: tenant.id } })).body.result).toEqual(tenant);
    const bad = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: '1.5' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
    await expectGuarded('GET', 'Get', { query: { Id: tenant.id } });
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 99_999 } })).status).toBe(404);
  });

  it('GetAll searches, filters by active state, pages and sorts by name in Icelandic order', async () => {
    for (const [name, isActive] of [
      ['Örn ehf', true],
      ['Þota hf', false],
      ['Zeta sf', true],
      ['Ás ehf', true],
      ['Alfa ehf', false],
    ] as const) {
      await create({ name: `${name} leitarprófun`, isActive });
    }
    const all = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'LEITARPRÓFUN' } });
    expect(all.body.result.totalCount).toBe(5);
    expect(all.body.result.items.map((x: Tenant) => x.name.split(' ')[0])).toEqual(['Alfa', 'Ás', 'Zeta', 'Þota', 'Örn']);
    const page = await t.call('GET', `${api}/GetAll`, {
      token: admin,
      query: { Keyword: 'leitarprófun', SkipCount: 2, MaxResultCount: 2 },
    });
    expect(page.body.result.items.map((x: Tenant) => x.name.split(' ')[0])).toEqual(['Zeta', 'Þota']);
    const inactive = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'leitarprófun', IsActive: false } });
    expect(inactive.body.result.items.map((x: Tenant) => x.name.split(' ')[0])).toEqual(['Alfa', 'Þota']);
  });

  it('GetAll leaves out deleted tenants', async () => {
    const tenant = await create();
    await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: tenant.id } });
    const all = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 1000 } });
    expect(all.body.result.items.map((x: Tenant) => x.id)).not.toContain(tenant.id);
    expect(all.body.result.items.map((x: Tenant) => x.tenancyName)).toContain('Default');
    const live = await t.database.db
      .select()
      .from(tenants)
      .where(and(eq(tenants.isDeleted, false)));
    expect(all.body.result.totalCount).toBe(live.length);
  });

  it('GetAll answers 400, 401 and 403', async () => {
    const bad = await t.call('GET', `${api}/GetAll`, { token: admin, query: { SkipCount: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['skipCount']);
    await expectGuarded('GET', 'GetAll', {});
  });
});
