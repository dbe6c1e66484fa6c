import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { insertRole } from '../../seed/factories/roles';
import { insertUser } from '../../seed/factories/users';
import { addRecoveryCode, createTestApp, type TestApp } from '../../test/harness';
import { totpCode, totpStep } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'Test-Password-1';
const tokenAuth = (method: string, body: object, address = '127.0.0.1') =>
  t.app
    .inject({
      method: 'POST',
      url: `/api/TokenAuth/${method}`,
      payload: body,
      remoteAddress: address,
      headers: { '.aspnetcore.culture': 'en' },
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
const signIn = (userNameOrEmailAddress: string, address?: string) =>
  tokenAuth('Authenticate', { userNameOrEmailAddress, password }, address);
const sessionsOf = async (userId: number) =>
  Number((await t.database.pool.query('select count(*) from user_sessions where user_id = $1', [userId])).rows[0].count);
const codeAt = (secret: string, offset = 0) => totpCode(secret, totpStep(new Date()) + offset);

let people = 0;
/** A user holding `permissions` (staff when any is beyond a pilot's), not yet signed in. */
async function person(permissions: string[]) {
  const n = ++people;
  const roleId = await insertRole(t.database.db, { tenantId: null, name: `SecondFactorRole${n}`, permissions });
  const userName = `person${n}_${Date.now().toString(36)}`;
  const id = await insertUser(t.database.db, {
    tenantId: null,
    name: 'Jón',
    surname: 'Jónsson',
    emailAddress: `${userName}@example.com`,
    userName,
    password,
    isEmailConfirmed: true,
    roleIds: [roleId],
  });
  return { id, userName };
}

/** Staff who set up an app at their first sign-in: its secret and their recovery codes. */
async function enrolledStaff(permissions: string[] = [Permission.Users]) {
  const who = await person(permissions);
  const first = await signIn(who.userName);
  const setup = await tokenAuth('BeginTotpEnrolment', { twoFactorTicket: first.body.result.twoFactorTicket });
  const done = await tokenAuth('CompleteTotpEnrolment', {
    twoFactorTicket: first.body.result.twoFactorTicket,
    code: codeAt(setup.body.result.secret),
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return {
    ...who,
    secret: setup.body.result.secret as string,
    recoveryCodes: done.body.result.recoveryCodes as string[],
    token: done.body.result.accessToken as string,
  };
}

describe('staff without a second factor', () => {
  it('get an enrolment step for their right password, never a session', async () => {
    const staff = await person([Permission.Examinations]);
    const reply = await signIn(staff.userName);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      accessToken: null,
      encryptedAccessToken: null,
      requiresTwoFactorVerification: true,
      twoFactorStep: 'enrol',
      twoFactorAuthProviders: ['Totp', 'Passkey'],
      twoFactorTicketExpireInSeconds: 900,
      userId: staff.id,
    });
    expect(await sessionsOf(staff.id)).toBe(0);
    // The ticket is no bearer token.
    const asBearer = await t.call('GET', '/api/services/app/SecondFactor/GetMine', { token: reply.body.result.twoFactorTicket });
    expect(asBearer.status).toBe(401);
  });

  it('set up an app with its first code and get the session and ten recovery codes; the ticket works once', async () => {
    const staff = await person([Permission.Users]);
    const ticket = (await signIn(staff.userName)).body.result.twoFactorTicket;
    const setup = await tokenAuth('BeginTotpEnrolment', { twoFactorTicket: ticket });
    expect(setup.body.result.otpauthUri).toMatch(/^otpauth:\/\/totp\/Dr%C3%B3nag%C3%A1tt:person\d+_\w+\?secret=[A-Z2-7]{32}&/);
    expect(setup.body.result.qrCodeSvg).toMatch(/^<svg/);
    const wrong = await tokenAuth('CompleteTotpEnrolment', { twoFactorTicket: ticket, code: codeAt(setup.body.result.secret, 5) });
    expect(wrong.status).toBe(400);
    expect(await sessionsOf(staff.id)).toBe(0);
    const done = await tokenAuth('CompleteTotpEnrolment', { twoFactorTicket: ticket, code: codeAt(setup.body.result.secret) });
    expect(done.status).toBe(200);
    expect(done.body.result.accessToken).toMatch(/^ey/);
    expect(done.body.result.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.result.recoveryCodes).size).toBe(10);
    const again = await tokenAuth('CompleteTotpEnrolment', { twoFactorTicket: ticket, code: codeAt(setup.body.result.secret, 1) });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/^This sign-in step has ended/);
  });

  it('keep the secret sealed and the recovery codes hashed', async () => {
    const staff = await enrolledStaff();
    const { rows } = await t.database.pool.query('select secret_sealed from user_totp where user_id = $1', [staff.id]);
    expect(rows[0].secret_sealed).not.toContain(staff.secret);
    expect(rows[0].secret_sealed).toMatch(/^v1\./);
    const codes = (await t.database.pool.query('select code_hash from user_recovery_codes where user_id = $1', [staff.id])).rows;
    expect(codes).toHaveLength(10);
    for (const code of staff.recoveryCodes) expect(codes.map((c) => c.code_hash)).not.toContain(code.replace('-', ''));
  });
});

describe('the second step of a sign-in', () => {
  it('asks for the factor and answers the token reply for a code of the app', async () => {
    const staff = await enrolledStaff();
    const reply = await signIn(staff.userName);
    expect(reply.body.result).toMatchObject({
      accessToken: null,
      twoFactorStep: 'verify',
      twoFactorAuthProviders: ['Totp', 'RecoveryCode'],
    });
    const before = await sessionsOf(staff.id);
    const done = await tokenAuth('AuthenticateSecondFactor', {
      twoFactorTicket: reply.body.result.twoFactorTicket,
      code: codeAt(staff.secret, 1),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result).toMatchObject({ expireInSeconds: 86400, userId: staff.id });
    expect(await sessionsOf(staff.id)).toBe(before + 1);
    const me = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: done.body.result.accessToken });
    expect(me.body.result.user.id).toBe(staff.id);
  });

  it('refuses a code used before (a replay), and a used ticket', async () => {
    const staff = await enrolledStaff();
    const first = await signIn(staff.userName);
    const code = codeAt(staff.secret, 1);
    expect((await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: first.body.result.twoFactorTicket, code })).status).toBe(200);
    const reused = await tokenAuth('AuthenticateSecondFactor', {
      twoFactorTicket: first.body.result.twoFactorTicket,
      code: codeAt(staff.secret),
    });
    expect(reused.body.error.message).toMatch(/^This sign-in step has ended/);
    const second = await signIn(staff.userName);
    const replay = await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: second.body.result.twoFactorTicket, code });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe('This code has already been used. Wait for the next code in your authenticator app.');
  });

  it('takes each recovery code once', async () => {
    const staff = await enrolledStaff();
    const [code] = staff.recoveryCodes;
    const first = await signIn(staff.userName);
    expect(
      (await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: first.body.result.twoFactorTicket, code: code.toUpperCase() }))
        .status,
    ).toBe(200);
    const second = await signIn(staff.userName);
    const again = await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: second.body.result.twoFactorTicket, code });
    expect(again.status).toBe(400);
    const mine = await t.call('GET', '/api/services/app/SecondFactor/GetMine', { token: staff.token });
    expect(mine.body.result.recoveryCodesLeft).toBe(9);
  });

  it('refuses an expired ticket and one that a password change ended', async () => {
    const staff = await enrolledStaff();
    const late = (await signIn(staff.userName)).body.result.twoFactorTicket;
    await t.database.pool.query(
      `update user_tokens set expires_at = now() - interval '1 second' where user_id = $1 and purpose = 'second-factor'`,
      [staff.id],
    );
    expect((await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: late, code: codeAt(staff.secret, 1) })).status).toBe(400);
    const pending = (await signIn(staff.userName)).body.result.twoFactorTicket;
    const changed = await t.call('POST', '/api/services/app/User/ChangePassword', {
      token: staff.token,
      body: { currentPassword: password, newPassword: 'Another-Password-2' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const refused = await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: pending, code: codeAt(staff.secret, 1) });
    expect(refused.body.error.message).toMatch(/^This sign-in step has ended/);
  });

  it('pauses the second step after five wrong codes from an address, and a right password does not lift it', async () => {
    const staff = await enrolledStaff();
    const address = '10.44.0.7';
    for (let i = 0; i < 5; i++) {
      const ticket = (await signIn(staff.userName, address)).body.result.twoFactorTicket;
      expect(
        (
          await tokenAuth(
            'AuthenticateSecondFactor',
            { twoFactorTicket: ticket, code: '000000' === codeAt(staff.secret) ? '111111' : '000000' },
            address,
          )
        ).status,
      ).toBe(400);
    }
    const ticket = (await signIn(staff.userName, address)).body.result.twoFactorTicket;
    const paused = await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: ticket, code: codeAt(staff.secret, 1) }, address);
    expect(paused.status).toBe(429);
    // Elsewhere the owner goes on.
    const elsewhere = (await signIn(staff.userName, '10.44.0.8')).body.result.twoFactorTicket;
    expect(
      (await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: elsewhere, code: codeAt(staff.secret, 1) }, '10.44.0.8')).status,
    ).toBe(200);
    const { rows } = await t.database.pool.query(`select result from login_attempts where user_id = $1 and client_ip = $2 order by id`, [
      staff.id,
      address,
    ]);
    expect(rows.map((r) => r.result).filter((r) => r !== 'SecondFactorRequired')).toEqual([
      ...Array(5).fill('InvalidSecondFactor'),
      'LockedOut',
    ]);
  });

  it('answers 400 naming the member for no answer, a malformed ticket or code', async () => {
    const staff = await enrolledStaff();
    const ticket = (await signIn(staff.userName)).body.result.twoFactorTicket;
    const none = await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: ticket });
    expect(none.body.error.validationErrors[0].members).toEqual(['code']);
    const short = await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: 'x', code: '123456' });
    expect(short.body.error.validationErrors[0].members).toEqual(['twoFactorTicket']);
  });
});

describe('a person’s own second factors', () => {
  it('a pilot turns the second step on with an app, and off again', async () => {
    const pilot = await person([Permission.Pilot]);
    const plain = await signIn(pilot.userName);
    expect(plain.body.result.accessToken).toMatch(/^ey/);
    const token = plain.body.result.accessToken;
    const setup = await t.call('POST', '/api/services/app/SecondFactor/BeginTotp', { token });
    const confirmed = await t.call('POST', '/api/services/app/SecondFactor/ConfirmTotp', {
      token,
      body: { code: codeAt(setup.body.result.secret) },
    });
    expect(confirmed.body.result.recoveryCodes).toHaveLength(10);
    expect((await t.call('GET', '/api/services/app/SecondFactor/GetMine', { token })).body.result).toMatchObject({
      isRequired: false,
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await signIn(pilot.userName)).body.result).toMatchObject({ accessToken: null, twoFactorStep: 'verify' });
    expect((await t.call('DELETE', '/api/services/app/SecondFactor/RemoveTotp', { token })).status).toBe(200);
    expect((await signIn(pilot.userName)).body.result.accessToken).toMatch(/^ey/);
    expect((await t.call('GET', '/api/services/app/SecondFactor/GetMine', { token })).body.result.recoveryCodesLeft).toBe(0);
  });

  it('staff may not remove their last factor', async () => {
    const staff = await enrolledStaff();
    const refused = await t.call('DELETE', '/api/services/app/SecondFactor/RemoveTotp', { token: staff.token, language: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/must keep at least one second factor/);
  });

  it('new recovery codes replace the old ones', async () => {
    const staff = await enrolledStaff();
    const fresh = await t.call('POST', '/api/services/app/SecondFactor/RegenerateRecoveryCodes', { token: staff.token });
    expect(fresh.body.result.recoveryCodes).toHaveLength(10);
    const ticket = (await signIn(staff.userName)).body.result.twoFactorTicket;
    expect((await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: ticket, code: staff.recoveryCodes[0] })).status).toBe(400);
    expect(
      (await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: ticket, code: fresh.body.result.recoveryCodes[0] })).status,
    ).toBe(200);
  });

  it('changes one’s own factors only within a quarter of an hour of signing in', async () => {
    const staff = await enrolledStaff();
    await t.database.pool.query(`update user_sessions set creation_time = now() - interval '16 minutes' where user_id = $1`, [staff.id]);
    const calls: [string, string][] = [
      ['POST', 'RegenerateRecoveryCodes'],
      ['POST', 'BeginTotp'],
      ['POST', 'BeginPasskey'],
      ['DELETE', 'RemoveTotp'],
    ];
    for (const [method, name] of calls) {
      const refused = await t.call(method as 'POST', `/api/services/app/SecondFactor/${name}`, { token: staff.token, language: 'en' });
      expect(refused.status, name).toBe(400);
      expect(refused.body.error?.message, name).toMatch(/sign in again before you change how you sign in/);
    }
    // Reading them stays open, and a new sign-in opens the changes again.
    expect((await t.call('GET', '/api/services/app/SecondFactor/GetMine', { token: staff.token })).body.result.totpEnabled).toBe(true);
    const ticket = (await signIn(staff.userName)).body.result.twoFactorTicket;
    const again = await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: ticket, code: staff.recoveryCodes[1] });
    const fresh = await t.call('POST', '/api/services/app/SecondFactor/RegenerateRecoveryCodes', { token: again.body.result.accessToken });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/services/app/SecondFactor/GetMine')).status).toBe(401);
    expect((await t.call('POST', '/api/services/app/SecondFactor/RegenerateRecoveryCodes')).status).toBe(401);
  });
});

describe('User/ResetSecondFactor', () => {
  const reset = (token: string, id: number) =>
    t.call('POST', '/api/services/app/User/ResetSecondFactor', { token, body: { id }, language: 'en' });

  it('clears another user’s factors, ends their sessions and is in the audit log', async () => {
    const admin = await t.loginAsAdmin();
    const staff = await enrolledStaff([Permission.Examinations]);
    const res = await reset(admin, staff.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.call('GET', '/api/services/app/SecondFactor/GetMine', { token: staff.token })).status).toBe(401);
    expect((await signIn(staff.userName)).body.result.twoFactorStep).toBe('enrol');
    const { rows } = await t.database.pool.query(`select service, entity_id from audit_logs where method = 'ResetSecondFactor'`);
    expect(rows).toContainEqual({ service: 'User', entity_id: String(staff.id) });
  });

  it('is refused for one’s own, for someone who holds more, without Pages.Users, without a session; 404 for another tenant’s', async () => {
    const manager = await enrolledStaff([Permission.Users]);
    expect((await reset(manager.token, manager.id)).status).toBe(403);
    expect((await reset(manager.token, 1)).status).toBe(403);
    const other = await enrolledStaff([Permission.Examinations]);
    expect((await reset(other.token, manager.id)).status).toBe(403);
    expect((await t.call('POST', '/api/services/app/User/ResetSecondFactor', { body: { id: other.id } })).status).toBe(401);
    const tenant = await t.tenant();
    const foreign = await t.userWith([], { tenantId: tenant.id });
    expect((await reset(manager.token, foreign.id)).status).toBe(404);
    expect((await reset(manager.token, 0)).status).toBe(400);
  });
});

it('a test’s helper may add a recovery code for a person', async () => {
  const staff = await enrolledStaff();
  const code = await addRecoveryCode(t.deps, staff.id);
  const ticket = (await signIn(staff.userName)).body.result.twoFactorTicket;
  expect((await tokenAuth('AuthenticateSecondFactor', { twoFactorTicket: ticket, code })).status).toBe(200);
});
