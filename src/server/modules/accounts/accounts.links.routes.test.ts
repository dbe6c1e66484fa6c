import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkTokenIn, startSmtpServer } from '../../test/smtp';

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

describe('password reset by e-mail', () => {
  it('mails a single-use link in the user’s language that leads to a new password', async () => {
    const { userName } = await t.userWith([], { fields: { emailAddress: 'gudrun@example.com', language: 'en' } });
    const asked = await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: 'gudrun@example.com' } });
    expect(asked.body.result).toBe(true);
    const mail = await smtp.mailTo('gudrun@example.com');
    expect(mail.subject).toBe('Reset your password');
    const token = linkTokenIn(mail.decoded, 'verify-reset-password')!;

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
    const first = linkTokenIn((await smtp.mailTo('helgi@example.com', 1)).decoded, 'verify-reset-password')!;
    await t.call('POST', '/api/TokenAuth/ResendEmailChangePassword', { body: { emailOrUsername: 'helgi@example.com' } });
    const second = linkTokenIn((await smtp.mailTo('helgi@example.com', 2)).decoded, 'verify-reset-password')!;
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token: first } })).status).toBe(400);
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token: second } })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    await t.userWith([], { fields: { emailAddress: 'sigga@example.com' } });
    await t.call('POST', '/api/TokenAuth/ResetPassword', { body: { emailOrUsername: 'sigga@example.com' } });
    const token = linkTokenIn((await smtp.mailTo('sigga@example.com')).decoded, 'verify-reset-password')!;
    await t.database.pool.query(`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'reset-password'`);
    expect((await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token } })).status).toBe(400);
  });

  it('records the mail as sent in the outbox', async () => {
    const { rows } = await t.database.pool.query(`select status, sent_time from mail_outbox where to_address = 'gudrun@example.com'`);
    expect(rows).toEqual([{ status: 'sent', sent_time: expect.any(Date) }]);
  });
});
