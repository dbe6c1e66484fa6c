import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRole } from '../../seed/factories/roles';
import { insertUser } from '../../seed/factories/users';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

const api = '/api/services/app/Role';
type Role = { id: number; name: string; displayName: string; isStatic: boolean; grantedPermissions: string[] };
let t: TestApp;
let admin: string;
let tenantId: number;
let tenantAdmin: string;

const hostRole = async (name: string) =>
  (
    await t.database.db
      .select()
      .from(roles)
      .where(and(isNull(roles.tenantId), eq(roles.name, name)))
  )[0];
const namesOf = (res: { body: { result: { items: Role[] } } }) => res.body.result.items.map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  tenantId = (await t.tenant()).id;
  // The tenant's administrator holds the tenant's Admin role, so may grant every permission (decision 0003).
  const [{ id: adminRoleId }] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, 'Admin')));
  await insertUser(t.database.db, {
    tenantId,
    userName: 'leigjandastjori',
    name: 'Leigjanda',
    surname: 'Stjóri',
    emailAddress: 'leigjandastjori@example.com',
    password: 'Test-Password-1',
    isEmailConfirmed: true,
    roleIds: [adminRoleId],
  });
  tenantAdmin = await t.login('leigjandastjori', 'Test-Password-1', tenantId);
});
afterAll(() => t.close());

describe('static roles', () => {
  it('cannot be deleted', async () => {
    const pilot = await hostRole('Pilot');
    const res = await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: pilot.id } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Ekki má eyða eða endurnefna fast hlutverk.');
    expect(await hostRole('Pilot')).toBeDefined();
  });

  it('cannot be renamed, but their display name and grants can change', async () => {
    const pilot = await hostRole('Pilot');
    const body = { id: pilot.id, name: 'Flugmadur', displayName: 'Flugmaður', grantedPermissions: ['Pages.Pilot.Permission'] };
    const renamed = await t.call('PUT', `${api}/Update`, { token: admin, language: 'en', body });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error?.message).toBe('A static role cannot be deleted or renamed.');
    expect((await hostRole('Pilot')).displayName).toBe(pilot.displayName);
    const kept = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: { ...body, name: 'Pilot', grantedPermissions: ['Pages.Pilot.Permission', 'Pages.Log'] },
    });
    expect(kept.body.result).toMatchObject({
      name: 'Pilot',
      displayName: 'Flugmaður',
      isStatic: true,
      grantedPermissions: ['Pages.Log', 'Pages.Pilot.Permission'],
    });
  });

  it('exist in a new tenant too', async () => {
    const list = await t.call('GET', `${api}/GetRolesAsync`, { token: tenantAdmin });
    const statics = list.body.result.items
      .filter((r: Role) => r.isStatic)
      .map((r: Role) => r.name)
      .sort();
    expect(statics).toEqual(['Admin', 'ContactPerson', 'Organization', 'Pilot']);
  });
});

describe('nobody grants what they do not hold', () => {
  const grantsOf = async (id: number) =>
    (await t.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, id))).map((g) => g.name).sort();
  const roleNamed = async (name: string) => (await t.database.db.select().from(roles).where(eq(roles.name, name)))[0];

  it('refuses to create a role granting a permission the creator lacks, naming it, and creates nothing', async () => {
    const editor = await t.userWith(['Pages.Roles', 'Pages.Log']);
    const body = { name: 'Umfram', displayName: 'Umfram', grantedPermissions: ['Pages.Log', 'Pages.Users'] };
    const res = await t.call('POST', `${api}/Create`, { token: editor.token, body });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      message: 'Þú hefur ekki heimild til þessarar aðgerðar.',
      details: 'Þú getur ekki veitt heimildina Pages.Users sem þú hefur ekki sjálf(ur).',
    });
    const en = await t.call('POST', `${api}/Create`, { token: editor.token, language: 'en', body });
    expect(en.body.error?.details).toBe('You cannot grant the permission Pages.Users, which you do not hold yourself.');
    expect(await roleNamed('Umfram')).toBeUndefined();
    const held = await t.call('POST', `${api}/Create`, {
      token: editor.token,
      body: { ...body, name: 'Innan', grantedPermissions: ['Pages.Log', 'Pages.Roles'] },
    });
    expect(held.status).toBe(200);
    expect(held.body.result.grantedPermissions).toEqual(['Pages.Log', 'Pages.Roles']);
  });

  it('lets an editor keep grants they lack, but add or drop only what they hold', async () => {
    const created = await t.call('POST', `${api}/Create`, {
      token: admin,
      body: { name: 'Vakt', displayName: 'Vakt', grantedPermissions: ['Pages.Tenants', 'Pages.Log'] },
    });
    expect(created.status).toBe(200);
    const role = created.body.result as Role;
    const editor = (await t.userWith(['Pages.Roles', 'Pages.Log'])).token;
    const kept = await t.call('PUT', `${api}/Update`, { token: editor, body: { ...role, displayName: 'Vaktin' } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.result).toMatchObject({ displayName: 'Vaktin', grantedPermissions: ['Pages.Log', 'Pages.Tenants'] });
    const added = await t.call('PUT', `${api}/Update`, {
      token: editor,
      language: 'en',
      body: { ...role, displayName: 'Meira', grantedPermissions: [...role.grantedPermissions, 'Pages.Users'] },
    });
    expect(added.status).toBe(403);
    expect(added.body.error?.details).toBe('You cannot grant the permission Pages.Users, which you do not hold yourself.');
    expect((await roleNamed('Vakt')).displayName).toBe('Vaktin');
    expect(await grantsOf(role.id)).toEqual(['Pages.Log', 'Pages.Tenants']);
    // Taking away what the editor lacks is refused like giving it (decision 0009).
    const stripped = await t.call('PUT', `${api}/Update`, {
      token: editor,
      language: 'en',
      body: { ...role, grantedPermissions: ['Pages.Log'] },
    });
    expect(stripped.status).toBe(403);
    expect(stripped.body.error?.details).toBe(
      'You cannot take the permission Pages.Tenants from a role, because you do not hold it yourself.',
    );
    expect(await grantsOf(role.id)).toEqual(['Pages.Log', 'Pages.Tenants']);
    const dropped = await t.call('PUT', `${api}/Update`, { token: editor, body: { ...role, grantedPermissions: ['Pages.Tenants'] } });
    expect(dropped.status).toBe(200);
    // Once dropped, giving it back is an addition like any other.
    const back = await t.call('PUT', `${api}/Update`, { token: (await t.userWith(['Pages.Roles'])).token, body: role });
    expect(back.status).toBe(403);
    expect(await grantsOf(role.id)).toEqual(['Pages.Tenants']);
    expect((await t.call('PUT', `${api}/Update`, { token: editor, body: role })).status).toBe(200);
    expect((await t.call('PUT', `${api}/Update`, { token: admin, body: { ...role, grantedPermissions: ['Pages.Log'] } })).status).toBe(200);
  });

  it('refuses an editor who widens their own role', async () => {
    const editor = await t.userWith(['Pages.Roles']);
    const [{ roleId }] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, editor.id));
    const own = (await t.call('GET', `${api}/Get`, { token: editor.token, query: { Id: roleId } })).body.result as Role;
    const res = await t.call('PUT', `${api}/Update`, {
      token: editor.token,
      body: { ...own, grantedPermissions: ['Pages.Roles', 'Pages.Users'] },
    });
    expect(res.status).toBe(403);
    expect(await grantsOf(roleId)).toEqual(['Pages.Roles']);
    expect((await t.call('GET', '/api/services/app/User/GetAll', { token: editor.token })).status).toBe(403);
  });
});

describe('grants take effect on the next request', () => {
  const getUsers = (token: string) => t.call('GET', '/api/services/app/User/GetAll', { token });

  it('a permission removed from a role is refused right away, with the same token', async () => {
    const user = await t.userWith(['Pages.Users']);
    expect((await getUsers(user.token)).status).toBe(200);
    const [{ roleId }] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    const granting = (await t.call('GET', `${api}/Get`, { token: admin, query: { Id: roleId } })).body.result;
    expect(granting.grantedPermissions).toEqual(['Pages.Users']);
    const res = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...granting, grantedPermissions: ['Pages.Log'] } });
    expect(res.status).toBe(200);
    expect((await getUsers(user.token)).status).toBe(403);
  });

  it('a deleted role’s grants are gone for its users right away', async () => {
    const roleId = await insertRole(t.database.db, { tenantId: null, name: 'Timabundid', permissions: ['Pages.Users'] });
    await insertUser(t.database.db, {
      tenantId: null,
      userName: 'timabundinn',
      name: 'Tími',
      surname: 'Bundinn',
      emailAddress: 'timi@example.com',
      password: 'Test-Password-1',
      isEmailConfirmed: true,
      roleIds: [roleId],
    });
    const token = await t.login('timabundinn', 'Test-Password-1');
    expect((await getUsers(token)).status).toBe(200);
    expect((await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: roleId } })).status).toBe(200);
    expect((await getUsers(token)).status).toBe(403);
    const user = await t.call('GET', '/api/services/app/User/GetAll', { token: admin, query: { Keyword: 'timabundinn' } });
    expect(user.body.result.items[0].roleNames).toEqual([]);
  });
});

describe('Role/GetAll', () => {
  beforeAll(async () => {
    for (const [name, displayName, permissions] of [
      ['Oryggi', 'Öryggisvörður', ['Pages.Log']],
      ['Thjonusta', 'Þjónustufulltrúi', ['Pages.Log', 'Pages.Users']],
      ['Zulu', 'Zulu-vakt', []],
      ['Akstur', 'Ákærandi', ['Pages.Users']],
      ['Adstod', 'Aðstoð', []],
    ] as const) {
      await t.call('POST', `${api}/Create`, {
        token: admin,
        body: { name, displayName, description: 'raðprófun', grantedPermissions: permissions },
      });
    }
  });

  it('searches by keyword and sorts by display name in Icelandic order', async () => {
    const res = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'raðprófun' } });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(5);
    expect(res.body.result.items.map((r: Role) => r.displayName)).toEqual([
      'Aðstoð',
      'Ákærandi',
      'Zulu-vakt',
      'Þjónustufulltrúi',
      'Öryggisvörður',
    ]);
  });

  it('pages with skipCount and maxResultCount', async () => {
    const res = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'raðprófun', SkipCount: 1, MaxResultCount: 2 } });
    expect(res.body.result.totalCount).toBe(5);
    expect(namesOf(res)).toEqual(['Akstur', 'Zulu']);
    const all = await t.call('GET', `${api}/GetAll`, { token: admin });
    expect(all.body.result.items).toHaveLength(10);
  });

  it('filters by a granted permission', async () => {
    const res = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: 'raðprófun', Permission: 'Pages.Users' } });
    expect(namesOf(res)).toEqual(['Akstur', 'Thjonusta']);
    expect(res.body.result.totalCount).toBe(2);
  });

  it('lists only the caller’s tenant’s roles', async () => {
    const tenant = await t.call('GET', `${api}/GetAll`, { token: tenantAdmin, query: { MaxResultCount: 1000 } });
    const names = namesOf(tenant);
    expect(names).toContain('Admin');
    expect(names).not.toContain('Oryggi');
    const host = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 1000 } });
    const hostIds = new Set(host.body.result.items.map((r: Role) => r.id));
    expect(tenant.body.result.items.filter((r: Role) => hostIds.has(r.id))).toEqual([]);
  });

  it('answers 400, 401 and 403', async () => {
    const bad = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 1001, SkipCount: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['maxResultCount', 'skipCount']);
    expect((await t.call('GET', `${api}/GetAll`)).status).toBe(401);
    expect((await t.call('GET', `${api}/GetAll`, { token: (await t.userWith(['Pages.Users'])).token })).status).toBe(403);
  });
});

describe('Role/GetRolesAsync', () => {
  it('answers every role of the tenant, or those granting a permission', async () => {
    const all = await t.call('GET', `${api}/GetRolesAsync`, { token: admin });
    expect(all.status).toBe(200);
    expect(namesOf(all)).toEqual(expect.arrayContaining(['Admin', 'Pilot', 'ContactPerson', 'Organization']));
    const tenants = await t.call('GET', `${api}/GetRolesAsync`, { token: admin, query: { Permission: 'Pages.Tenants' } });
    expect(namesOf(tenants)).toEqual(['Admin']);
    expect(tenants.body.result.items[0].grantedPermissions).toHaveLength(15);
  });

  it('leaves out another tenant’s roles', async () => {
    const created = await t.call('POST', `${api}/Create`, {
      token: tenantAdmin,
      body: { name: 'BaraLeigjandi', displayName: 'B', grantedPermissions: ['Pages.Log'] },
    });
    expect(created.status).toBe(200);
    const host = await t.call('GET', `${api}/GetRolesAsync`, { token: admin, query: { Permission: 'Pages.Log' } });
    expect(namesOf(host)).not.toContain('BaraLeigjandi');
    const tenant = await t.call('GET', `${api}/GetRolesAsync`, { token: tenantAdmin, query: { Permission: 'Pages.Log' } });
    expect(namesOf(tenant).sort()).toEqual(['Admin', 'BaraLeigjandi']);
  });

  it('answers 400, 401 and 403', async () => {
    const bad = await t.call('GET', `${api}/GetRolesAsync`, { token: admin, query: { Permission: 'x'.repeat(129) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['permission']);
    expect((await t.call('GET', `${api}/GetRolesAsync`)).status).toBe(401);
    expect((await t.call('GET', `${api}/GetRolesAsync`, { token: (await t.userWith([])).token })).status).toBe(403);
  });
});
