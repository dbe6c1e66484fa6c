import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../shared/permissions';
import { createTestApp, type TestApp } from '../test/harness';
import { soon } from '../test/soon';

/**
 * The actor cache (decision 0011) against two portals on one database: `a` and `b`. A change made
 * through a portal is known there before the change's own request answers; the other portal
 * hears of it within the notification's delivery time, far inside the cache's 30 s lifetime, so
 * only the notification can explain a refusal there.
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

const currentUser = async (t: TestApp, token: string) =>
  (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token })).body.result?.user as {
    id: number;
    userName: string;
  } | null;

const listUsers = async (t: TestApp, token: string) => (await t.call('GET', '/api/services/app/User/GetAll', { token })).status;

/** The answer once it is `expected`, asked for at most a second; the last answer if it never is. */
const becomes = <T>(ask: () => Promise<T>, expected: T) => soon(ask, (answer) => answer === expected, { withinMs: 1000 });

describe('the actor cache', () => {
  it('keeps the actor: a change that no trigger reports is not seen until something is', async () => {
    const user = await a.userWith([]);
    const status = async () => (await a.call('GET', '/api/services/app/User/GetUserStatusIdByCurrentUser', { token: user.token })).status;
    expect(await status()).toBe(200);
    const client = await a.database.pool.connect();
    try {
      // Replication mode skips triggers, as a change restored from elsewhere would.
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      await client.query(`update user_sessions set revoked_at = now() where user_id = $1`, [user.id]);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await status()).toBe(200);
    await a.database.pool.query(`update users set language = 'en' where id = $1`, [user.id]);
    expect(await status()).toBe(401);
  });

  it('refuses a session logged out on one portal at once there, and on the other portal as soon as it hears', async () => {
    const user = await a.userWith([]);
    expect((await currentUser(a, user.token))?.id).toBe(user.id);
    expect((await currentUser(b, user.token))?.id).toBe(user.id);
    expect((await a.call('POST', '/api/TokenAuth/Logout', { token: user.token, body: {} })).status).toBe(200);
    expect(await currentUser(a, user.token)).toBeNull();
    expect(await becomes(() => currentUser(b, user.token), null)).toBeNull();
    expect((await b.call('GET', '/api/services/app/User/GetUserStatusIdByCurrentUser', { token: user.token })).status).toBe(401);
  });

  it('takes a role’s lost permission away at once on both portals, and a deactivated user’s session with it', async () => {
    const user = await a.userWith([Permission.Users]);
    expect(await listUsers(a, user.token)).toBe(200);
    expect(await listUsers(b, user.token)).toBe(200);
    await a.database.pool.query(
      `delete from role_permissions where role_id in (select role_id from user_roles where user_id = $1) and name = $2`,
      [user.id, Permission.Users],
    );
    expect(await listUsers(a, user.token)).toBe(403);
    expect(await becomes(() => listUsers(b, user.token), 403)).toBe(403);

    await a.database.pool.query(`update users set is_active = false where id = $1`, [user.id]);
    expect(await listUsers(a, user.token)).toBe(401);
    expect(await becomes(() => listUsers(b, user.token), 401)).toBe(401);
  });

  it('gives a role added on the other portal at once', async () => {
    const user = await a.userWith([]);
    expect(await listUsers(b, user.token)).toBe(403);
    await b.database.pool.query(`insert into role_permissions (role_id, name) select role_id, $2 from user_roles where user_id = $1`, [
      user.id,
      Permission.Users,
    ]);
    expect(await listUsers(b, user.token)).toBe(200);
    expect(await becomes(() => listUsers(a, user.token), 200)).toBe(200);
  });

  it('never answers one tenant’s actor for another’s token, even for a token naming a cached session', async () => {
    const [one, two] = [await a.tenant(), await a.tenant()];
    const first = await a.userWith([], { tenantId: one.id });
    const second = await a.userWith([], { tenantId: two.id });
    for (let i = 0; i < 3; i++) {
      expect((await currentUser(a, first.token))?.id).toBe(first.id);
      expect((await currentUser(a, second.token))?.id).toBe(second.id);
    }
    const info = await a.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: second.token });
    expect(info.body.result.tenant?.id).toBe(two.id);

    // A token (signed with the portal's own key) naming the first user's cached session but the second user.
    const firstSession = (await a.database.pool.query(`select id from user_sessions where user_id = $1 and revoked_at is null`, [first.id]))
      .rows[0].id;
    const forged = await a.deps.tokens.sign({ sessionId: firstSession, userId: second.id, tenantId: two.id }, 3600);
    expect(await currentUser(a, forged)).toBeNull();
    expect((await currentUser(a, first.token))?.id).toBe(first.id);
  });

  it('does not look up a session for routes that never read it', async () => {
    const user = await a.userWith([]);
    const locker = await a.database.pool.connect();
    const settled = <T>(promise: Promise<T>) =>
      Promise.race([promise.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 400))]);
    try {
      // With the sessions table locked, any session lookup waits for the lock.
      await locker.query('begin');
      await locker.query('lock table user_sessions in access exclusive mode');
      expect(await settled(a.call('GET', '/health/live', { token: user.token }))).toBe('answered');
      const verify = a.call('GET', '/api/TokenAuth/VerifyQrCodeToken', { token: user.token, query: { token: 'no-such-token' } });
      expect(await settled(verify)).toBe('answered');
      const session = a.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: user.token });
      expect(await settled(session)).toBe('waiting');
      await locker.query('commit');
      expect((await session).body.result.user.id).toBe(user.id);
    } finally {
      await locker.query('rollback').catch(() => {});
      locker.release();
    }
  });
});
