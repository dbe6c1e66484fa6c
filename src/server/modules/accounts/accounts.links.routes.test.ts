import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpServer } from '../../test/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailTo(address: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.filter((m) => m.to.includes(address));
    if (found.length >= count) return found[count - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

const linkIn = (text: string, route: string) => new RegExp(`http://portal\\.test/${route}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

const registration = {
  name: 'Þórdís Ýr',
  surname: 'Ægisdóttir',
  emailAddress: 'thordis@example.com',
  password: 'Flug-Drauma-2026',
  dateOfBirth: '1990-05-17',
  countryCode: 'is',
};

describe('Account/Register and TokenAuth/VerifyToken', () => {
  it('registers a pilot who can sign in only after confirming the address by the mailed link', async () => {
    const res = await t.call('POST', '/api/services/app/Account/Register', { body: registration, language: 'is' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ canLogin: false, emailConfirmationRequired: true });
    const refused = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'thordis@example.com', password: registration.password },
    });
    expect(refused.status).toBe(400);

    const mail = await mailTo('thordis@example.com');
    expect(mail.subject).toBe('Staðfestu netfangið þitt');
    expect(mail.decoded).toContain('Góðan dag Þórdís Ýr');
    const token = linkIn(mail.decoded, 'verify/3/1')!;
    expect(token).toBeTruthy();

    const verified = await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } });
    expect(verified.body.result).toEqual({ userName: 'thordis@example.com', emailAddress: 'thordis@example.com' });
    expect((await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token } })).status).toBe(400);

    const signedIn = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'thordis@example.com', password: registration.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result).toMatchObject({ isPilot: true, userTypeId: 3, status: 0 });
    const config = await t.call('GET', '/AbpUserConfiguration/GetAll', { token: signedIn.body.result.accessToken });
    expect(config.body.result.auth.grantedPermissions).toEqual({ 'Pages.Pilot.Permission': 'true' });
  });

  it('stores only a hash of the link token', async () => {
    const { rows } = await t.database.pool.query(`select token_hash from user_tokens`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(smtp.received.some((m) => rows.some((r) => m.decoded.includes(r.token_hash)))).toBe(false);
  });

  it('answers 449 for an address already registered', async () => {
    const res = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: 'THORDIS@example.com' },
      language: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 449, message: 'The e-mail address thordis@example.com is already in use.' });
  });

  it('checks names, e-mail, password and date of birth', async () => {
    const res = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, name: 'R2-D2', emailAddress: 'not-an-address', password: 'short', dateOfBirth: '1990-13-01' },
      language: 'en',
    });
    expect(res.status).toBe(400);
    const members = res.body.error!.validationErrors!.map((v) => v.members[0]).sort();
    expect(members).toEqual(['dateOfBirth', 'emailAddress', 'name', 'password']);
    const future = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: 'future@example.com', dateOfBirth: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    expect(future.body.error?.validationErrors?.[0].members).toEqual(['dateOfBirth']);
    const impossible = await t.call('POST', '/api/services/app/Account/Register', {
      body: { ...registration, emailAddress: 'feb@example.com', dateOfBirth: '1990-02-30' },
    });
    expect(impossible.status).toBe(400);
  });

  it('refuses an unknown verification token', async () => {
    const res = await t.call('POST', '/api/TokenAuth/VerifyToken', { body: { token: 'x'.repeat(43) }, language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/invalid, has expired or has already been used/);
  });
});

describe('password reset by e-mail', () => {
  it('mails a single-use link in the user’s language that leads to a new password', async () => {
    const { userName } = await t.userWith([], { fields: { emailAddress: 'gudrun@example.com', language: 'en' } });
    const asked = await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: 'gudrun@example.com' } });
    expect(asked.body.result).toBe(true);
    const mail = await mailTo('gudrun@example.com');
    expect(mail.subject).toBe('Reset your password');
    const token = linkIn(mail.decoded, 'verify-reset-password')!;

    const verified = await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token } });
    expect(verified.status).toBe(200);
    const { userId, passwordResetCode } = verified.body.result;
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token } })).status).toBe(400);

    const oldToken = await t.login(userName, 'Test-Password-1');
    const weak = await t.call('POST', '/api/TokenAuth/ChangeNewPassword', { body: { userId, passwordResetCode, newPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error?.validationErrors?.[0].members).toEqual(['newPassword']);
    const wrongUser = await t.call('POST', '/api/TokenAuth/ChangeNewPassword', {
      body: { userId: userId + 1000, passwordResetCode, newPassword: 'Nytt-Lykilord-9' },
    });
    expect(wrongUser.status).toBe(400);
    const changed = await t.call('POST', '/api/TokenAuth/ChangeNewPassword', {
      body: { userId, passwordResetCode, newPassword: 'Nytt-Lykilord-9' },
    });
    expect(changed.body.result).toBe(true);
    expect((await t.call('GET', '/AbpUserConfiguration/GetAll', { token: oldToken })).body.result.session.userId).toBeNull();
    expect(await t.login(userName, 'Nytt-Lykilord-9')).toBeTruthy();
    const reused = await t.call('POST', '/api/TokenAuth/ChangeNewPassword', {
      body: { userId, passwordResetCode, newPassword: 'Annad-Lykilord-9' },
    });
    expect(reused.status).toBe(400);
  });

  it('answers true for an unknown account and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await t.call('POST', '/api/TokenAuth/ResendEmailChangePassword', { body: { emailOrUsername: 'ghost@example.com' } });
    expect(res.body.result).toBe(true);
    await new Promise((r) => setTimeout(r, 700));
    expect(smtp.received.length).toBe(before);
  });

  it('makes an earlier link stop working when a new one is sent', async () => {
    await t.userWith([], { fields: { emailAddress: 'helgi@example.com' } });
    await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: 'helgi@example.com' } });
    const first = linkIn((await mailTo('helgi@example.com', 1)).decoded, 'verify-reset-password')!;
    await t.call('POST', '/api/TokenAuth/ResendEmailChangePassword', { body: { emailOrUsername: 'helgi@example.com' } });
    const second = linkIn((await mailTo('helgi@example.com', 2)).decoded, 'verify-reset-password')!;
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token: first } })).status).toBe(400);
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token: second } })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    await t.userWith([], { fields: { emailAddress: 'sigga@example.com' } });
    await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: 'sigga@example.com' } });
    const token = linkIn((await mailTo('sigga@example.com')).decoded, 'verify-reset-password')!;
    await t.database.pool.query(`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'reset-password'`);
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token } })).status).toBe(400);
  });

  it('records the mail as sent in the outbox', async () => {
    const { rows } = await t.database.pool.query(`select status, sent_time from mail_outbox where to_address = 'gudrun@example.com'`);
    expect(rows).toEqual([{ status: 'sent', sent_time: expect.any(Date) }]);
  });
});
