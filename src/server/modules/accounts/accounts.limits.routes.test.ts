import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/factories/users';
import { defaultFailedSignInLimits } from '../../kernel/sign-in-throttle';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: { max: 3, timeWindow: 60_000 }, anonymousWrite: { max: 2, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

describe('rate limits on anonymous writes', () => {
  it('answers 429 in the envelope after too many sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call('POST', '/api/TokenAuth/Authenticate', {
        body: { userNameOrEmailAddress: 'admin', password: 'wrong' },
        language: 'en',
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ success: false, __abp: true });
        expect(res.body.error?.message).toMatch(/Too many attempts/);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('counts sign-ins per account, so one address can sign in many people', async () => {
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => t.userWith([])));
    expect(others.every((o) => o.token)).toBe(true);
  });

  it('limits password reset requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: 'x@example.com' } })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('failed sign-ins (decision 0004)', () => {
  let s: TestApp;
  beforeAll(async () => {
    // Generous request limits, so only the budget of failures (at its defaults) is at work.
    s = await createTestApp({
      rateLimits: { login: { max: 10_000, timeWindow: 60_000 }, anonymousWrite: { max: 10_000, timeWindow: 60_000 } },
    });
  });
  afterAll(() => s.close());

  const password = 'Test-Password-1';
  const signIn = async (from: string, userNameOrEmailAddress: string, secret: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      remoteAddress: from,
      headers: { '.aspnetcore.culture': 'c=en|uic=en' },
      payload: { userNameOrEmailAddress, password: secret },
    });
    return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
  };
  const people = async (count: number, prefix: string) => {
    const names = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
    for (const userName of names) {
      await insertUser(s.database.db, {
        tenantId: null,
        userName,
        name: 'Nemandi',
        surname: 'Prófsson',
        emailAddress: `${userName}@example.com`,
        password,
        isEmailConfirmed: true,
      });
    }
    return names;
  };

  it('stops one address spraying a password over 40 names before the 40th, and only that address', async () => {
    const names = [...(await people(10, 'spray')), ...Array.from({ length: 30 }, (_, i) => `nobody${i}`)];
    const statuses: number[] = [];
    for (const name of names) statuses.push((await signIn('203.0.113.7', name, 'Sumar-2026!')).status);
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBe(defaultFailedSignInLimits.perAddress.max);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);

    const refused = await signIn('203.0.113.7', 'spray0', password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, __abp: true, error: { message: expect.stringMatching(/^Too many attempts/) } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(defaultFailedSignInLimits.perAddress.timeWindow / 1000);
    expect((await signIn('198.51.100.3', 'spray0', password)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so fresh addresses from it do not escape', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) statuses.push((await signIn(`2001:db8:7:7::${i.toString(16)}`, `v6nobody${i}`, 'Sumar-2026!')).status);
    expect(statuses.indexOf(429)).toBe(defaultFailedSignInLimits.perAddress.max);
    expect((await signIn('2001:db8:7:8::1', 'v6nobody1', 'Sumar-2026!')).status).toBe(400);
  });

  it('pauses an attacker’s address for an account, never the owner signing in from elsewhere', async () => {
    const [owner] = await people(1, 'target');
    const attacker = '198.51.100.66';
    const tries: number[] = [];
    for (let i = 0; i < 8; i++) tries.push((await signIn(attacker, owner, `guess-${i}`)).status);
    expect(tries).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    // The same account by its e-mail address, and even with the right password: still paused from there.
    const paused = await signIn(attacker, `${owner}@example.com`, password);
    expect(paused.status).toBe(429);
    expect(paused.body.error.message).toMatch(/^Too many wrong passwords for this account from your network/);
    expect(Number(paused.retryAfter)).toBeGreaterThan(0);

    expect((await signIn('192.0.2.10', owner, 'a typo')).status).toBe(400);
    expect((await signIn('192.0.2.10', owner, password)).status).toBe(200);
    expect((await signIn(attacker, owner, password)).status).toBe(429);
    const { rows } = await s.database.pool.query(`select result from login_attempts where client_ip = $1 order by id`, [attacker]);
    expect(rows.map((r) => r.result)).toEqual([...Array(5).fill('InvalidPassword'), ...Array(5).fill('LockedOut')]);
  });

  it('pauses a name that is nobody’s as it pauses an account, so the pause tells nothing', async () => {
    const tries: number[] = [];
    for (let i = 0; i < 6; i++) tries.push((await signIn('198.51.100.77', 'enginn', `guess-${i}`)).status);
    expect(tries).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('lets a room of 40 behind one address sign in, a few typing a wrong password first', async () => {
    const room = await people(40, 'room');
    const results = await Promise.all(
      room.map(async (userName, i) => {
        if (i % 5 === 0) expect((await signIn('203.0.113.50', userName, 'vitlaust')).status).toBe(400);
        return (await signIn('203.0.113.50', userName, password)).status;
      }),
    );
    expect(results).toEqual(Array(40).fill(200));
  });
});
