import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/factories/users';
import { roles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

/** Nobody edits, deactivates, deletes, unlocks or re-roles a user who holds more (decision 0009). */
const api = '/api/services/app/User';
let t: TestApp;
let n = 0;

type User = { id: number; userName: string; emailAddress: string; roleNames: string[] } & Record<string, unknown>;
const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const getAs = async (token: string, id: number) => (await t.call('GET', `${api}/Get`, { token, query: { Id: id } })).body.result as User;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every way a user administrator could change the target, each of which must be refused. */
async function expectNoChangeTo(token: string, target: User, lacking: RegExp) {
  const before = await row(target.id);
  const attempts: [string, Record<string, unknown> | null][] = [
    ['a new e-mail address', { ...target, emailAddress: `gripid${++n}@example.com` }],
    ['deactivation', { ...target, isActive: false }],
    ['roles taken away', { ...target, roleNames: [] }],
    ['a lifted lockout', { ...target, unlock: true }],
    ['a new name', { ...target, name: 'Yfirtekinn' }],
    ['deletion', null],
  ];
  for (const [what, body] of attempts) {
    const res = body
      ? await t.call('PUT', `${api}/Update`, { token, language: 'en', body })
      : await t.call('DELETE', `${api}/Delete`, { token, language: 'en', query: { Id: target.id } });
    expect(res.status, what).toBe(403);
    expect(res.body.error?.message, what).toBe('You are not allowed to do this.');
    expect(res.body.error?.details, what).toMatch(lacking);
  }
  expect(await row(target.id)).toEqual(before);
  expect((await getAs(token, target.id)).roleNames).toEqual(target.roleNames);
}

describe('on the host', () => {
  it('a holder of Pages.Users alone cannot change the administrator’s address, activity, roles, lockout or existence', async () => {
    const [{ id }] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(isNull(users.tenantId), eq(users.userName, 'admin')));
    const clerk = await t.userWith(['Pages.Users']);
    const target = await getAs(clerk.token, id);
    expect(target.roleNames).toEqual(['ADMIN']);
    await expectNoChangeTo(
      clerk.token,
      target,
      /^This user holds the permission [\w.]+, which you do not, so only someone who holds it can change their account\.$/,
    );
    expect(await t.loginAsAdmin()).toBeTruthy();
    const icelandic = await t.call('DELETE', `${api}/Delete`, { token: clerk.token, query: { Id: id } });
    expect(icelandic.body.error?.details).toMatch(/^Notandinn hefur heimildina [\w.]+ sem þú hefur ekki/);
  });

  it('names the one permission the editor lacks, even when they hold all the others', async () => {
    const target = await t.userWith(['Pages.Users', 'Pages.Log']);
    const editor = await t.userWith(['Pages.Users', 'Pages.Roles']);
    await expectNoChangeTo(editor.token, await getAs(editor.token, target.id), /permission Pages\.Log,/);
  });

  it('still lets an editor change users who hold no more than they do', async () => {
    const editor = await t.userWith(['Pages.Users', 'Pages.Log']);
    for (const held of [[], ['Pages.Log'], ['Pages.Users', 'Pages.Log']]) {
      const target = await getAs(editor.token, (await t.userWith(held)).id);
      const res = await t.call('PUT', `${api}/Update`, {
        token: editor.token,
        body: { ...target, name: 'Breytt', isActive: false, unlock: true },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toMatchObject({ name: 'Breytt', isActive: false });
      expect((await t.call('DELETE', `${api}/Delete`, { token: editor.token, query: { Id: target.id } })).status).toBe(200);
    }
  });
});

describe('in a tenant', () => {
  it('a tenant’s holder of Pages.Users cannot change the tenant’s administrator either', async () => {
    const { id: tenantId } = await t.tenant();
    const [{ id: adminRoleId }] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.name, 'Admin')));
    const adminId = await insertUser(t.database.db, {
      tenantId,
      userName: 'stjori',
      name: 'Leigjanda',
      surname: 'Stjóri',
      emailAddress: 'stjori@leigjandi.is',
      password: 'Test-Password-1',
      isEmailConfirmed: true,
      roleIds: [adminRoleId],
    });
    const clerk = await t.userWith(['Pages.Users'], { tenantId });
    await expectNoChangeTo(clerk.token, await getAs(clerk.token, adminId), /^This user holds the permission [\w.]+, which you do not/);
    expect(await t.login('stjori@leigjandi.is', 'Test-Password-1', tenantId)).toBeTruthy();
    // The tenant's administrator, holding everything, may change the clerk.
    const tenantAdmin = await t.login('stjori', 'Test-Password-1', tenantId);
    const res = await t.call('PUT', `${api}/Update`, {
      token: tenantAdmin,
      body: { ...(await getAs(tenantAdmin, clerk.id)), isActive: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
