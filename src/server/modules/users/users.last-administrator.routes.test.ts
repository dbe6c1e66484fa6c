import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../../shared/permissions';
import { roles, userRoles, users } from '../../db/schema';
import { violatedConstraint } from '../../kernel/errors';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Decision 0027: the last active holder of a tenant's Admin role keeps it, whoever asks and
 * whichever way: a tenant's only administrator once removed their own Admin role, and nothing but
 * the database could give the tenant one back.
 */

const api = '/api/services/app/User';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A tenant whose one administrator holds its static Admin role, and another user who holds every permission. */
async function tenantWithOneAdministrator() {
  const { id: tenantId } = await t.tenant();
  const [adminRole] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, 'Admin')));
  const administrator = await t.userWith([], { tenantId });
  await t.database.db.delete(userRoles).where(eq(userRoles.userId, administrator.id));
  await t.database.db.insert(userRoles).values({ userId: administrator.id, roleId: adminRole.id });
  const colleague = await t.userWith([...allPermissionNames], { tenantId });
  const token = await t.login(administrator.userName, 'Test-Password-1', tenantId);
  return { tenantId, adminRoleId: adminRole.id, administrator: { ...administrator, token }, colleague };
}

const updateBody = (user: { id: number; userName: string }, changes: Record<string, unknown>) => ({
  id: user.id,
  userName: user.userName,
  emailAddress: `${user.userName}@example.com`,
  name: 'Jón',
  surname: 'Jónsson',
  ...changes,
});

const holds = async (userId: number, roleId: number) =>
  (
    await t.database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
  ).length === 1;

describe('the last administrator of a tenant', () => {
  it('cannot take the Admin role from themselves, in either language', async () => {
    const s = await tenantWithOneAdministrator();
    const body = updateBody(s.administrator, { roleNames: [] });
    const en = await t.call('PUT', `${api}/Update`, { token: s.administrator.token, body, language: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.error?.message).toBe(
      "This is the tenant's only active administrator, so they keep the Admin role. Give the role to another active user first.",
    );
    const is = await t.call('PUT', `${api}/Update`, { token: s.administrator.token, body, language: 'is' });
    expect(is.body.error?.message).toBe(
      'Þetta er eini virki stjórnandi leigjandans, svo hann heldur hlutverkinu Admin. Gefðu öðrum virkum notanda hlutverkið fyrst.',
    );
    expect(await holds(s.administrator.id, s.adminRoleId)).toBe(true);
  });

  it('is not deactivated, deleted or stripped by anyone else either', async () => {
    const s = await tenantWithOneAdministrator();
    const as = { token: s.colleague.token, language: 'en' as const };
    for (const changes of [{ isActive: false }, { roleNames: ['Pilot'] }]) {
      const res = await t.call('PUT', `${api}/Update`, { ...as, body: updateBody(s.administrator, changes) });
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(res.body.error?.message).toMatch(/only active administrator/);
    }
    const deleted = await t.call('DELETE', `${api}/Delete`, { ...as, query: { Id: s.administrator.id } });
    expect(deleted.status).toBe(400);
    expect(deleted.body.error?.message).toMatch(/only active administrator/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.administrator.id));
    expect(row).toMatchObject({ isActive: true, isDeleted: false });
    expect(await holds(s.administrator.id, s.adminRoleId)).toBe(true);
  });

  it('may give the role up once another active user holds it', async () => {
    const s = await tenantWithOneAdministrator();
    await t.database.db.insert(userRoles).values({ userId: s.colleague.id, roleId: s.adminRoleId });
    const res = await t.call('PUT', `${api}/Update`, {
      token: s.administrator.token,
      body: updateBody(s.administrator, { roleNames: [] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await holds(s.administrator.id, s.adminRoleId)).toBe(false);
  });

  it('is kept by the database on every other path: a removed role, a deactivation, a deletion', async () => {
    const s = await tenantWithOneAdministrator();
    const refused = (error: unknown) => violatedConstraint(error) === 'tenant_keeps_an_administrator';
    const { db } = t.database;
    await expect(db.delete(userRoles).where(eq(userRoles.userId, s.administrator.id))).rejects.toSatisfy(refused);
    await expect(db.update(users).set({ isActive: false }).where(eq(users.id, s.administrator.id))).rejects.toSatisfy(refused);
    await expect(db.update(users).set({ isDeleted: true }).where(eq(users.id, s.administrator.id))).rejects.toSatisfy(refused);
    await expect(db.delete(users).where(eq(users.id, s.administrator.id))).rejects.toSatisfy(refused);
    expect(await holds(s.administrator.id, s.adminRoleId)).toBe(true);
    // A role taken and given back in one transaction, as User/Update replaces a person's roles, passes.
    await t.database.db.transaction(async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, s.administrator.id));
      await tx.insert(userRoles).values({ userId: s.administrator.id, roleId: s.adminRoleId });
    });
    expect(await holds(s.administrator.id, s.adminRoleId)).toBe(true);
  });
});
