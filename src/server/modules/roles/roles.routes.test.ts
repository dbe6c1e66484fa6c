import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/Role';
type Role = { id: number; name: string; displayName: string; description: string; isStatic: boolean; grantedPermissions: string[] };
let t: TestApp;
let admin: string;
let tenantId: number;
let tenantAdmin: string;
let hostRole: Role;
let tenantRole: Role;
let n = 0;

const create = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call('POST', `${api}/Create`, { token, body: { name: `Hlutverk${++n}`, displayName: `Hlutverk ${n}`, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as Role;
};
const row = async (id: number) => (await t.database.db.select().from(roles).where(eq(roles.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  tenantId = (await t.tenant()).id;
  // A role may gain only permissions its editor holds (decision 0003), so the tenant's editor holds Pages.Log.
  tenantAdmin = (await t.userWith(['Pages.Roles', 'Pages.Log'], { tenantId })).token;
  hostRole = await create(admin, { grantedPermissions: ['Pages.Log'] });
  tenantRole = await create(tenantAdmin, { grantedPermissions: ['Pages.Log'] });
});
afterAll(() => t.close());

/** 401 without a session, 403 with the wrong permission and with none. */
async function expectGuarded(verb: string, method: string, input: { query?: Record<string, string | number>; body?: unknown }) {
  expect((await t.call(verb, `${api}/${method}`, input)).status).toBe(401);
  for (const permissions of [[], ['Pages.Users']]) {
    const res = await t.call(verb, `${api}/${method}`, { ...input, token: (await t.userWith(permissions)).token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('The permission Pages.Roles is missing.');
  }
}

describe('Role/Create', () => {
  it('creates a role of the caller’s tenant with its grants', async () => {
    const role = await create(admin, {
      name: 'Skodari',
      displayName: 'Skoðari',
      description: 'Les skrár',
      grantedPermissions: ['Pages.Users', 'Audit.Log'],
    });
    expect(role).toEqual({
      id: expect.any(Number),
      name: 'Skodari',
      // ABP's normalized name, by which its clients key the role.
      normalizedName: 'SKODARI',
      displayName: 'Skoðari',
      description: 'Les skrár',
      isStatic: false,
      grantedPermissions: ['Audit.Log', 'Pages.Users'],
    });
    expect(await row(role.id)).toMatchObject({ tenantId: null, isStatic: false });
    expect((await row(tenantRole.id)).tenantId).toBe(tenantId);
  });

  it('answers 450 for a taken name in the same tenant only', async () => {
    const res = await t.call('POST', `${api}/Create`, { token: admin, body: { name: 'pilot', displayName: 'X' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 450, message: 'Hlutverkið pilot er þegar til.' });
    const en = await t.call('POST', `${api}/Create`, { token: admin, language: 'en', body: { name: hostRole.name, displayName: 'X' } });
    expect(en.body.error).toMatchObject({ code: 450, message: `A role named ${hostRole.name} already exists.` });
    await create(tenantAdmin, { name: hostRole.name });
  });

  it('answers 400 for an invalid name, a missing display name or an unknown permission', async () => {
    const bad = await t.call('POST', `${api}/Create`, { token: admin, language: 'en', body: { name: '1-Hlutverk', displayName: '' } });
    expect(bad.status).toBe(400);
    expect(wordsOf(bad.body)).toEqual(
      expect.arrayContaining([
        { members: ['name'], message: 'Start with a letter; only English letters, digits and . _ - are allowed.' },
        { members: ['displayName'], message: 'Enter a display name' },
      ]),
    );
    const unknown = await t.call('POST', `${api}/Create`, {
      token: admin,
      language: 'en',
      body: { name: 'Nytt', displayName: 'N', grantedPermissions: ['Pages.Nothing'] },
    });
    expect(wordsOf(unknown.body)).toEqual([{ message: 'There is no permission named Pages.Nothing.', members: ['grantedPermissions'] }]);
    expect((await t.database.db.select().from(roles).where(eq(roles.name, 'Nytt'))).length).toBe(0);
  });

  it('answers 401 and 403', () => expectGuarded('POST', 'Create', { body: { name: 'Gaeslulaust', displayName: 'G' } }));
});

describe('Role/Update', () => {
  it('changes the names and replaces the grants', async () => {
    const role = await create(admin, { grantedPermissions: ['Pages.Log', 'Pages.Users'] });
    const res = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: {
        id: role.id,
        name: `${role.name}b`,
        displayName: 'Endurnefnt',
        description: 'Ný lýsing',
        grantedPermissions: ['Pages.Roles'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      ...role,
      name: `${role.name}b`,
      normalizedName: `${role.name}B`.toUpperCase(),
      displayName: 'Endurnefnt',
      description: 'Ný lýsing',
      grantedPermissions: ['Pages.Roles'],
    });
    const grants = await t.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    expect(grants.map((g) => g.name)).toEqual(['Pages.Roles']);
  });

  it('keeps the grants and the description a caller leaves out, and takes every grant away only when told', async () => {
    const role = await create(admin, { description: 'Les skrár', grantedPermissions: ['Pages.Log', 'Pages.Users'] });
    const renamed = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: { id: role.id, name: role.name, displayName: 'Bara nafnið' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result).toEqual({ ...role, displayName: 'Bara nafnið' });
    const emptied = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...role, grantedPermissions: [] } });
    expect(emptied.body.result.grantedPermissions).toEqual([]);
  });

  it('answers 450 when renaming to a taken name', async () => {
    const role = await create(admin);
    const res = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...role, name: hostRole.name.toUpperCase() } });
    expect(res.body.error?.code).toBe(450);
    expect((await row(role.id)).name).toBe(role.name);
  });

  it('answers 400 naming the members', async () => {
    const res = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...hostRole, id: 'x', name: 'a b' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['id', 'name']);
  });

  it('answers 401, 403, and 404 for another tenant’s role in both directions', async () => {
    await expectGuarded('PUT', 'Update', { body: hostRole });
    expect((await t.call('PUT', `${api}/Update`, { token: admin, body: { ...tenantRole, displayName: 'Stolið' } })).status).toBe(404);
    expect((await t.call('PUT', `${api}/Update`, { token: tenantAdmin, body: { ...hostRole, displayName: 'Stolið' } })).status).toBe(404);
    expect((await row(tenantRole.id)).displayName).toBe(tenantRole.displayName);
    expect((await row(hostRole.id)).displayName).toBe(hostRole.displayName);
  });
});

describe('Role/Delete', () => {
  it('deletes a role', async () => {
    const role = await create(admin);
    const res = await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: role.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(await row(role.id)).toBeUndefined();
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: role.id } })).status).toBe(404);
  });

  it('answers 400, 401, 403, and 404 for another tenant’s role in both directions', async () => {
    const bad = await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
    await expectGuarded('DELETE', 'Delete', { query: { Id: hostRole.id } });
    expect((await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: tenantRole.id } })).status).toBe(404);
    expect((await t.call('DELETE', `${api}/Delete`, { token: tenantAdmin, query: { Id: hostRole.id } })).status).toBe(404);
    expect(await row(tenantRole.id)).toBeDefined();
    expect(await row(hostRole.id)).toBeDefined();
  });
});

describe('Role/Get and Role/GetRoleForEdit', () => {
  it('Get answers one role with its grants', async () => {
    const res = await t.call('GET', `${api}/Get`, { token: admin, query: { id: hostRole.id } });
    expect(res.body.result).toEqual({ ...hostRole, grantedPermissions: ['Pages.Log'] });
  });

  it('GetRoleForEdit answers the role, every permission in the request’s language and the granted names', async () => {
    const res = await t.call('GET', `${api}/GetRoleForEdit`, { token: admin, language: 'en', query: { Id: hostRole.id } });
    expect(res.status).toBe(200);
    const { grantedPermissions: _g, ...role } = hostRole;
    expect(res.body.result.role).toEqual(role);
    expect(res.body.result.grantedPermissionNames).toEqual(['Pages.Log']);
    expect(res.body.result.permissions).toHaveLength(15);
    expect(res.body.result.permissions).toContainEqual({
      name: 'Pages.Log',
      displayName: 'System logs',
      description: 'System logs',
      isPage: true,
    });
  });

  for (const method of ['Get', 'GetRoleForEdit']) {
    it(`${method} answers 400, 401, 403, and 404 for another tenant’s role in both directions`, async () => {
      const bad = await t.call('GET', `${api}/${method}`, { token: admin, query: { Id: 'eitt' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
      await expectGuarded('GET', method, { query: { Id: hostRole.id } });
      expect((await t.call('GET', `${api}/${method}`, { token: admin, query: { Id: tenantRole.id } })).status).toBe(404);
      expect((await t.call('GET', `${api}/${method}`, { token: tenantAdmin, query: { Id: hostRole.id } })).status).toBe(404);
      expect((await t.call('GET', `${api}/${method}`, { token: tenantAdmin, query: { Id: tenantRole.id } })).status).toBe(200);
    });
  }
});

describe('Role/GetAllPermissions', () => {
  it('answers all fifteen permissions, named in the request’s language and marked page or other', async () => {
    const is = await t.call('GET', `${api}/GetAllPermissions`, { token: admin });
    expect(is.status).toBe(200);
    expect(is.body.result.items).toHaveLength(15);
    expect(is.body.result.items[1]).toEqual({ name: 'Pages.Users', displayName: 'Notendur', description: 'Notendur', isPage: true });
    expect(is.body.result.items.find((p: { name: string }) => p.name === 'Audit.Log').isPage).toBe(false);
    const en = await t.call('GET', `${api}/GetAllPermissions`, { token: tenantAdmin, language: 'en' });
    expect(en.body.result.items[1].displayName).toBe('Users');
    expect(en.body.result.items.map((p: { name: string }) => p.name)).toEqual(is.body.result.items.map((p: { name: string }) => p.name));
  });

  it('answers 401 and 403', () => expectGuarded('GET', 'GetAllPermissions', {}));
});
