import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

/** The calls ABP's templates make of users and accounts, as they make them. */
const api = '/api/services/app/User';
const password = 'Test-Password-1';
const newPassword = 'Nytt-Lykilord-42';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const reset = (token: string, body: Record<string, unknown>, language: 'is' | 'en' = 'en') =>
  t.call('POST', `${api}/ResetPassword`, { token, body, language });

const signsIn = async (userName: string, secret: string) =>
  (await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: userName, password: secret } })).status === 200;

describe('User/ResetPassword', () => {
  it('sets another user’s password once the administrator proves their own, and ends that user’s sessions', async () => {
    const clerk = await t.userWith(['Pages.Users', 'Pages.Pilot.Permission']);
    const person = await t.userWith(['Pages.Pilot.Permission']);
    const done = await reset(clerk.token, { adminPassword: password, userId: person.id, newPassword });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result).toBe(true);
    expect(
      (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: person.token })).body.result.user,
    ).toBeNull();
    expect(await signsIn(person.userName, password)).toBe(false);
    expect(await signsIn(person.userName, newPassword)).toBe(true);
  });

  it('refuses a wrong own password by its field, in both languages, and changes nothing', async () => {
    const clerk = await t.userWith(['Pages.Users', 'Pages.Pilot.Permission']);
    const person = await t.userWith(['Pages.Pilot.Permission']);
    for (const [language, message] of [
      ['en', 'Your own password is wrong.'],
      ['is', 'Lykilorðið þitt er rangt.'],
    ] as const) {
      const res = await reset(clerk.token, { adminPassword: 'Ekki-Rett-1', userId: person.id, newPassword }, language);
      expect(res.status).toBe(400);
      expect(wordsOf(res.body)).toEqual([{ message, members: ['adminPassword'] }]);
    }
    expect(await signsIn(person.userName, password)).toBe(true);
  });

  it('keeps the rules of every change to another account: no way up, not oneself, the tenant’s people only', async () => {
    const clerk = await t.userWith(['Pages.Users']);
    const hostAdminId = (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: admin })).body.result.user
      .id;
    expect((await reset(clerk.token, { adminPassword: password, userId: hostAdminId, newPassword })).status).toBe(403);
    expect((await reset(clerk.token, { adminPassword: password, userId: clerk.id, newPassword })).status).toBe(403);
    const tenant = await t.tenant();
    const foreigner = await t.userWith(['Pages.Pilot.Permission'], { tenantId: tenant.id });
    expect((await reset(clerk.token, { adminPassword: password, userId: foreigner.id, newPassword })).status).toBe(404);
    const pilot = await t.userWith(['Pages.Pilot.Permission']);
    expect((await reset(pilot.token, { adminPassword: password, userId: clerk.id, newPassword })).status).toBe(403);
    for (const body of [{ adminPassword: password, userId: pilot.id, newPassword: 'short' }, { userId: pilot.id, newPassword }, {}]) {
      expect((await reset(clerk.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.call('POST', `${api}/ResetPassword`, { body: { adminPassword: password, userId: pilot.id, newPassword } })).status,
    ).toBe(401);
    expect(await signsIn(pilot.userName, password)).toBe(true);
  });
});

describe('Account/Register as ABP’s template sends it', () => {
  it('refuses what the portal needs beyond the template’s fields by ABP’s validation error, naming the member', async () => {
    const res = await t.call('POST', '/api/services/app/Account/Register', {
      language: 'en',
      body: { name: 'Anna', surname: 'Jónsdóttir', userName: 'annaj', emailAddress: 'anna.j@example.com', password, captchaResponse: '' },
    });
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual([expect.objectContaining({ members: ['dateOfBirth'] })]);
  });
});
