import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { soon } from '../../test/soon';

/**
 * What `Session/GetCurrentLoginInformations` says of the signed-in user is kept in memory
 * (migration 0012). Two portals on one database: a change made anywhere, by any statement, is seen
 * on both well inside the cache's five-minute lifetime, so only the database's notification can
 * explain it.
 */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await a.reopen();
});
afterAll(async () => {
  await b?.app.close();
  await b?.database.close();
  await a?.close();
});

interface LoginInformations {
  user: { name: string; surname: string; emailAddress: string } | null;
  tenant: { name: string } | null;
  userRole: string[];
}
const informations = async (t: TestApp, token: string) =>
  (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token })).body.result as LoginInformations;

describe('the signed-in user’s login informations', () => {
  it('follow a change of name, address or roles on every portal', async () => {
    const user = await a.userWith([]);
    for (const t of [a, b]) expect((await informations(t, user.token)).user?.name).not.toBe('Ný');

    await a.database.pool.query(`update users set name = 'Ný', surname = 'Nafn', email_address = 'ny@example.com' where id = $1`, [
      user.id,
    ]);
    for (const t of [a, b]) {
      const answer = await soon(
        () => informations(t, user.token),
        (x) => x.user?.name === 'Ný',
      );
      expect(answer.user).toMatchObject({ name: 'Ný', surname: 'Nafn', emailAddress: 'ny@example.com' });
    }

    // Every test user holds a role of its own (test/harness.ts).
    const role = await a.database.pool.query<{ id: number; name: string }>(
      `select r.id, r.name from roles r join user_roles ur on ur.role_id = r.id where ur.user_id = $1`,
      [user.id],
    );
    expect(role.rows).toHaveLength(1);
    const renamed = `${role.rows[0].name}X`;
    await a.database.pool.query(`update roles set name = $2 where id = $1`, [role.rows[0].id, renamed]);
    for (const t of [a, b])
      expect(
        (
          await soon(
            () => informations(t, user.token),
            (x) => x.userRole.includes(renamed),
          )
        ).userRole,
      ).toEqual([renamed]);
  });

  it('follow a renamed tenant on every portal', async () => {
    const tenant = await a.tenant();
    const user = await a.userWith([], { tenantId: tenant.id });
    for (const t of [a, b]) expect((await informations(t, user.token)).tenant?.name).toBe('Prófunarleigjandi');
    await a.database.pool.query(`update tenants set name = 'Endurnefndur' where id = $1`, [tenant.id]);
    for (const t of [a, b])
      expect(
        (
          await soon(
            () => informations(t, user.token),
            (x) => x.tenant?.name === 'Endurnefndur',
          )
        ).tenant?.name,
      ).toBe('Endurnefndur');
  });
});
