import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { soon } from '../../test/soon';

/**
 * The users page names each person's roles from names kept in memory (`role-names-cache.ts`). Two
 * portals on one database: a rename made by any statement is seen on both well inside the cache's
 * five-minute lifetime, so only the database's notification can explain it; a role made after the
 * names were kept is named at once.
 */
const api = '/api/services/app/User';
let a: TestApp;
let b: TestApp;
let adminOf: Map<TestApp, string>;

beforeAll(async () => {
  a = await createTestApp();
  b = await a.reopen();
  adminOf = new Map([
    [a, await a.loginAsAdmin()],
    [b, await b.loginAsAdmin()],
  ]);
});
afterAll(async () => {
  await b?.app.close();
  await b?.database.close();
  await a?.close();
});

type Item = { id: number; roleNames: string[] };
const pageOf = async (t: TestApp, userName: string) =>
  (await t.call('GET', `${api}/GetAll`, { token: adminOf.get(t), query: { Keyword: userName } })).body.result.items as Item[];
const roleNamesFromGet = async (t: TestApp, id: number) =>
  (await t.call('GET', `${api}/Get`, { token: adminOf.get(t), query: { Id: id } })).body.result.roleNames as string[];

/**
 * Gives the person new roles, named as given, written by bare inserts: a role made with grants also
 * writes `role_permissions`, whose trigger tells every portal to forget its actors, and so its role
 * names too, which would hide a page that does not look a new role up.
 */
async function giveNewRoles(t: TestApp, userId: number, names: string[]) {
  for (const name of names) {
    const role = await t.database.pool.query<{ id: number }>(
      'insert into roles (tenant_id, name, display_name) values (null, $1, $1) returning id',
      [name],
    );
    await t.database.pool.query('insert into user_roles (user_id, role_id) values ($1, $2)', [userId, role.rows[0].id]);
  }
}

/** A person holding their own test role (test/harness.ts) and `more` new roles besides. */
async function personWith(t: TestApp, more: string[]) {
  const user = await t.userWith([]);
  await giveNewRoles(t, user.id, more);
  return user;
}

/** Two pages of the person on the portal: the first may find their roles new and read the names again. */
async function keepNamesFor(t: TestApp, userName: string) {
  await pageOf(t, userName);
  await pageOf(t, userName);
}

describe('the role names on the users page', () => {
  it('name a person’s roles in the order User/Get names them, whatever order the roles were made in', async () => {
    const suffix = Date.now().toString(36);
    // Made last to first: the ids run against the names' order.
    const user = await personWith(a, [`Örn ${suffix}`, `Bára ${suffix}`, `Aðalhlutverk ${suffix}`]);
    for (const t of [a, b]) {
      const [item] = await pageOf(t, user.userName);
      expect(item.roleNames).toHaveLength(4);
      expect(item.roleNames).toEqual(await roleNamesFromGet(t, user.id));
    }
  });

  it('name a role made after the names were kept, at once', async () => {
    const person = await personWith(a, []);
    // The test role's grants were announced (above); let that arrive before the names are kept.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await keepNamesFor(a, person.userName);
    await giveNewRoles(a, person.id, [`Nýtt hlutverk ${Date.now().toString(36)}`]);
    const [item] = await pageOf(a, person.userName);
    expect(item.roleNames).toHaveLength(2);
    expect(item.roleNames).toEqual(await roleNamesFromGet(a, person.id));
  });

  it('follow a renamed role on every portal', async () => {
    const user = await personWith(a, []);
    for (const t of [a, b]) await keepNamesFor(t, user.userName);
    const role = await a.database.pool.query<{ id: number; name: string }>(
      'select r.id, r.name from roles r join user_roles ur on ur.role_id = r.id where ur.user_id = $1',
      [user.id],
    );
    const renamed = `${role.rows[0].name} endurnefnt`;
    await a.database.pool.query('update roles set name = $2 where id = $1', [role.rows[0].id, renamed]);
    for (const t of [a, b]) {
      const [item] = await soon(
        () => pageOf(t, user.userName),
        ([answer]) => answer.roleNames.includes(renamed.toUpperCase()),
      );
      expect(item.roleNames).toEqual([renamed.toUpperCase()]);
    }
  });
});
