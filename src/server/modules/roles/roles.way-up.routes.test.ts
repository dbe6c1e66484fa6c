import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../../shared/permissions';
import { insertRole } from '../../seed/factories/roles';
import { insertUser } from '../../seed/factories/users';
import { rolePermissions, roles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

/** Stripping roles is a way up too; the static Admin role always keeps every permission (decision 0009). */
const api = '/api/services/app/Role';
type Role = { id: number; name: string; displayName: string; description: string; isStatic: boolean; grantedPermissions: string[] };
let t: TestApp;
let admin: string;

const adminRoleOf = async (tenantId: number | null) =>
  (
    await t.database.db
      .select()
      .from(roles)
      .where(and(tenantId === null ? isNull(roles.tenantId) : eq(roles.tenantId, tenantId), eq(roles.name, 'Admin')))
  )[0];
const grantsOf = async (id: number) =>
  (await t.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, id))).map((g) => g.name).sort();
const roleAs = async (token: string, id: number) => (await t.call('GET', `${api}/Get`, { token, query: { Id: id } })).body.result as Role;
const everything = [...allPermissionNames].sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

/** Every way to weaken the Admin role, refused; its grants, name and existence unchanged. */
async function expectAdminRoleKept(token: string, roleId: number) {
  const role = await roleAs(token, roleId);
  expect(role).toMatchObject({ name: 'Admin', isStatic: true });
  for (const grantedPermissions of [[], ['Pages.Roles'], allPermissionNames.filter((p) => p !== 'Pages.Users')]) {
    const res = await t.call('PUT', `${api}/Update`, { token, language: 'en', body: { ...role, grantedPermissions } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('The Admin role always holds every permission; its grants cannot be changed.');
  }
  const renamed = await t.call('PUT', `${api}/Update`, { token, language: 'en', body: { ...role, name: 'Stjori' } });
  expect(renamed.status).toBe(400);
  expect(renamed.body.error?.message).toBe('A static role cannot be deleted or renamed.');
  const deleted = await t.call('DELETE', `${api}/Delete`, { token, language: 'en', query: { Id: roleId } });
  expect(deleted.status).toBe(400);
  expect(deleted.body.error?.message).toBe('A static role cannot be deleted or renamed.');
  expect(await grantsOf(roleId)).toEqual(everything);
  expect((await roleAs(token, roleId)).name).toBe('Admin');
}

describe('the static Admin role', () => {
  it('keeps every permission on the host, whoever edits it; its display name may still change', async () => {
    const role = await adminRoleOf(null);
    await expectAdminRoleKept((await t.userWith(['Pages.Roles'])).token, role.id);
    await expectAdminRoleKept(admin, role.id);
    const body = { ...(await roleAs(admin, role.id)), displayName: 'Kerfisstjóri' };
    const renamedForShow = await t.call('PUT', `${api}/Update`, { token: admin, body });
    expect(renamedForShow.status, JSON.stringify(renamedForShow.body)).toBe(200);
    expect(renamedForShow.body.result).toMatchObject({ name: 'Admin', displayName: 'Kerfisstjóri', grantedPermissions: everything });
    // The administrator is not locked out: they still reach every page.
    expect((await t.call('GET', '/api/services/app/Role/GetAll', { token: admin })).status).toBe(200);
    expect((await t.call('GET', '/api/services/app/User/GetAll', { token: admin })).status).toBe(200);
  });

  it('keeps every permission in a tenant, so the tenant’s administrators are never locked out', async () => {
    const { id: tenantId } = await t.tenant();
    const role = await adminRoleOf(tenantId);
    await insertUser(t.database.db, {
      tenantId,
      userName: 'stjori',
      name: 'Leigjanda',
      surname: 'Stjóri',
      emailAddress: 'stjori@example.com',
      password: 'Test-Password-1',
      isEmailConfirmed: true,
      roleIds: [role.id],
    });
    const tenantAdmin = await t.login('stjori', 'Test-Password-1', tenantId);
    await expectAdminRoleKept((await t.userWith(['Pages.Roles'], { tenantId })).token, role.id);
    await expectAdminRoleKept(tenantAdmin, role.id);
    for (const path of ['Role/GetAll', 'User/GetAll', 'Mail/GetAll']) {
      expect((await t.call('GET', `/api/services/app/${path}`, { token: tenantAdmin })).status, path).toBe(200);
    }
  });
});

describe('taking grants away needs holding them', () => {
  it('a holder of Pages.Roles alone cannot strip another role of what it grants, on the host or in a tenant', async () => {
    for (const tenantId of [null, (await t.tenant()).id]) {
      const roleId = await insertRole(t.database.db, { tenantId, name: 'Notendastjorar', permissions: ['Pages.Users', 'Pages.Log'] });
      const editor = await t.userWith(['Pages.Roles'], { tenantId });
      const role = await roleAs(editor.token, roleId);
      const res = await t.call('PUT', `${api}/Update`, { token: editor.token, language: 'en', body: { ...role, grantedPermissions: [] } });
      expect(res.status).toBe(403);
      expect(res.body.error?.details).toMatch(
        /^You cannot take the permission Pages\.(Log|Users) from a role, because you do not hold it yourself\.$/,
      );
      expect(await grantsOf(roleId)).toEqual(['Pages.Log', 'Pages.Users']);
    }
  });

  it('nor delete a role granting what they lack, which takes it from every holder', async () => {
    const roleId = await insertRole(t.database.db, { tenantId: null, name: 'Skodarar', permissions: ['Pages.Log'] });
    const editor = await t.userWith(['Pages.Roles']);
    const res = await t.call('DELETE', `${api}/Delete`, { token: editor.token, language: 'en', query: { Id: roleId } });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('You cannot take the permission Pages.Log from a role, because you do not hold it yourself.');
    expect(await grantsOf(roleId)).toEqual(['Pages.Log']);
    const holder = await t.userWith(['Pages.Roles', 'Pages.Log']);
    expect((await t.call('DELETE', `${api}/Delete`, { token: holder.token, query: { Id: roleId } })).status).toBe(200);
  });
});
