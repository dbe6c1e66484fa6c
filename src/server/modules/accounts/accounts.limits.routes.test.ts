import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      const res = await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: 'admin', password: 'wrong' }, language: 'en' });
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
