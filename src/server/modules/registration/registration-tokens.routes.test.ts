import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/en/errors.json';
import { UserStatus } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkTokenIn, startSmtpServer } from '../../test/smtp';
import { organizationDetails } from '../organizations/organizations.test-support';
import { payOnSandbox, sendCallback, signedCallback } from '../payments/payments.test-support';

/**
 * Decision 0024: the registration token is a step credential, not a session. It ends when the
 * registration does, and with a sign-out or a password change; the calls that take it then answer
 * nothing of the person, and none of them ever answers a session for it.
 */

const minute = 60 * 1000;
const hour = 60 * minute;
let clock = Date.now();
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let n = 0;
const password = 'Flug-Drauma-2026';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A person who registered themselves and followed the mailed link: their address and registration token. */
async function registrant(userTypeId: 3 | 4) {
  const emailAddress = `skraning${++n}@example.com`;
  const body = { name: 'Þórdís', surname: 'Ægisdóttir', emailAddress, password, dateOfBirth: '1990-05-17', userTypeId };
  expect((await t.call('POST', '/api/services/app/Account/Register', { body })).status).toBe(200);
  const link = linkTokenIn((await smtp.mailTo(emailAddress)).decoded, `verify-register/${userTypeId}/2`)!;
  const verified = await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token: link, userTypeId } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { emailAddress, link, token: verified.body.result.registrationToken as string };
}

/** Every call that takes a registration token, as the wizard makes them. */
const tokenCalls = (token: string) => ({
  getPilotByToken: () => t.call('GET', '/api/TokenAuth/getPilotByToken', { query: { token }, language: 'en' }),
  getOrganizationByToken: () => t.call('GET', '/api/TokenAuth/GetOrganizationByToken', { query: { token }, language: 'en' }),
  getOrganizationByTokenByPost: () => t.call('POST', '/api/TokenAuth/GetOrganizationByToken', { body: { token }, language: 'en' }),
  registerOrganization: () =>
    t.call('POST', '/api/services/app/Organization/RegisterOrganization', {
      body: { token, organizationTypeId: 1, isManualRegistration: true, ...organizationDetails() },
      language: 'en',
    }),
  updatePaymentAccount: () =>
    t.call('POST', '/api/services/app/Organization/UpdatePaymentAccount', {
      body: { token, isPrivateContactPersonPayment: true },
      language: 'en',
    }),
  registerPrivatePayment: () =>
    t.call('POST', '/api/services/app/Payment/RegisterPrivatePayment', { body: { token, pilotType: 4 }, language: 'en' }),
  registerOrganizationPayment: () =>
    t.call('POST', '/api/services/app/Payment/RegisterOrganizationPayment', { body: { token, organizationId: 1 }, language: 'en' }),
  checkValidPayment: () =>
    t.call('POST', '/api/services/app/Payment/CheckValidPayment', { body: { token, isOrgPayment: false }, language: 'en' }),
  pushInfoBack: () =>
    t.call('POST', '/api/services/app/Payment/PushUserAndOrgInfoBackToBackend', { body: { token, isOrgPayment: false }, language: 'en' }),
});

/** Every call refuses the token with the words given, and answers nothing of the person. */
async function expectRefusedEverywhere(token: string, message: string) {
  for (const [name, call] of Object.entries(tokenCalls(token))) {
    const res = await call();
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.error?.message, name).toBe(message);
    expect(res.body.result, name).toBeNull();
  }
}

const sessionsOf = async (emailAddress: string) =>
  (
    await t.database.pool.query(
      'select count(*)::int as n from user_sessions s join users u on u.id = s.user_id where u.email_address = $1',
      [emailAddress],
    )
  ).rows[0].n as number;

describe('a registration token', () => {
  it('never becomes a session, and is refused on every call once the contact person has paid', async () => {
    const person = await registrant(4);
    const calls = tokenCalls(person.token);
    expect((await calls.getPilotByToken()).body.result).toMatchObject({ firstName: 'Þórdís', email: person.emailAddress });

    const chosen = await calls.updatePaymentAccount();
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.result).toMatchObject({
      accessToken: null,
      encryptedAccessToken: null,
      userTypeId: 4,
      status: UserStatus.NeedPaymentToLogin,
    });
    expect(await sessionsOf(person.emailAddress)).toBe(0);

    const order = await calls.registerPrivatePayment();
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    await payOnSandbox(t, order.body.result);
    // The provider's word ends the registration, and the token with it.
    expect((await sendCallback(t, signedCallback(t, order.body.result))).status).toBe(200);

    await expectRefusedEverywhere(person.token, en.registrationStepEnded);
    expect(await sessionsOf(person.emailAddress)).toBe(0);
  });

  it('is refused on every call after the person changes their password', async () => {
    const person = await registrant(3);
    const session = await t.login(person.emailAddress, password);
    const changed = await t.call('POST', '/api/services/app/User/ChangePassword', {
      token: session,
      body: { currentPassword: password, newPassword: 'Annad-Lykilord-2026' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectRefusedEverywhere(person.token, en.registrationStepEnded);
  });

  it('is refused on every call after the person signs out', async () => {
    const person = await registrant(3);
    const session = await t.login(person.emailAddress, password);
    expect((await tokenCalls(person.token).getPilotByToken()).status).toBe(200);
    expect((await t.call('POST', '/api/TokenAuth/Logout', { token: session, body: {} })).status).toBe(200);
    await expectRefusedEverywhere(person.token, en.registrationStepEnded);
  });

  it('lives an hour from the confirmed link, and then says its time ran out', async () => {
    const person = await registrant(3);
    clock += 59 * minute;
    expect((await tokenCalls(person.token).getPilotByToken()).status).toBe(200);
    clock += 2 * minute;
    await expectRefusedEverywhere(person.token, en.registrationStepExpired);
  });
});

describe('a mailed link', () => {
  it('says whether it was used, replaced by a newer one or ran out, and lives 48 hours', async () => {
    const person = await registrant(3);
    const again = await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', {
      body: { token: person.link, userTypeId: 3 },
      language: 'en',
    });
    expect(again.body.error?.message).toBe(en.linkUsed);

    // A second link for the same address replaces the first.
    const emailAddress = `skraning${++n}@example.com`;
    const body = { name: 'Ari', surname: 'Ægisson', emailAddress, password, dateOfBirth: '1990-05-17', userTypeId: 1 };
    await t.call('POST', '/api/services/app/Organization/Register', { body });
    const first = linkTokenIn((await smtp.mailTo(emailAddress)).decoded, 'verify-register/1/2')!;
    await t.call('POST', '/api/services/app/Organization/resend', { body: { email: emailAddress, password, userTypeId: 1 } });
    const second = linkTokenIn((await smtp.mailTo(emailAddress, 2)).decoded, 'verify-register/1/2')!;
    const replaced = await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', {
      body: { token: first, userTypeId: 1 },
      language: 'en',
    });
    expect(replaced.body.error?.message).toBe(en.linkRevoked);

    const verify = (token: string, userTypeId: number) =>
      t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId }, language: 'en' });
    clock += 47 * hour;
    expect((await verify(second, 1)).status).toBe(200);
    const late = await registrantLink(3);
    clock += 48 * hour + minute;
    expect((await verify(late, 3)).body.error?.message).toBe(en.linkExpired);
  });
});

/** The mailed link of a new registrant, not followed. */
async function registrantLink(userTypeId: 3 | 4) {
  const emailAddress = `skraning${++n}@example.com`;
  const body = { name: 'Þórdís', surname: 'Ægisdóttir', emailAddress, password, dateOfBirth: '1990-05-17', userTypeId };
  expect((await t.call('POST', '/api/services/app/Account/Register', { body })).status).toBe(200);
  return linkTokenIn((await smtp.mailTo(emailAddress)).decoded, `verify-register/${userTypeId}/2`)!;
}
