import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertUser } from '../../seed/factories/users';
import { createTestApp, testAdminPassword, type TestApp } from '../../test/harness';

const person = (userName: string) => ({
  tenantId: null,
  userName,
  name: 'Anna',
  surname: 'Jónsdóttir',
  emailAddress: `${userName}@example.com`,
  password: 'Test-Password-1',
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authenticate = (body: object, tenantId?: number) => t.call('POST', '/api/TokenAuth/Authenticate', { body, tenantId, language: 'en' });

describe('TokenAuth/Authenticate', () => {
  it('signs in by user name or e-mail address and answers the token reply', async () => {
    // Someone without a second factor and without staff permissions: the reply every client knows.
    const { id, userName } = await t.userWith([]);
    const byName = await authenticate({ userNameOrEmailAddress: userName, password: 'Test-Password-1' });
    expect(byName.status).toBe(200);
    expect(Object.keys(byName.body.result).sort()).toEqual(
      ['accessToken', 'encryptedAccessToken', 'expireInSeconds', 'isPilot', 'status', 'userId', 'userTypeId'].sort(),
    );
    expect(byName.body.result).toMatchObject({ expireInSeconds: 86400, isPilot: false, userTypeId: null, status: 0, userId: id });
    expect(byName.body.result.accessToken).toMatch(/^ey/);
    expect(byName.body.result.encryptedAccessToken).not.toBe(byName.body.result.accessToken);
    const byEmail = await authenticate({
      userNameOrEmailAddress: `${userName.toUpperCase()}@example.com`,
      password: 'Test-Password-1',
      rememberClient: true,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.result.expireInSeconds).toBe(30 * 86400);
  });

  it('answers the administrator’s right password with the second step, not a token', async () => {
    const byEmail = await authenticate({ userNameOrEmailAddress: 'ADMIN@example.com', password: testAdminPassword });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.result).toMatchObject({ accessToken: null, requiresTwoFactorVerification: true, userId: 1 });
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await authenticate({ userNameOrEmailAddress: 'admin', password: 'nope' });
    const unknown = await authenticate({ userNameOrEmailAddress: 'nobody', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.error?.message).toBe('Wrong user name or password.');
    expect(unknown.body.error?.message).toBe(wrong.body.error?.message);
  });

  it('answers 400 naming the missing member', async () => {
    const res = await authenticate({ userNameOrEmailAddress: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['password']);
  });

  it('pauses an account for the address after five wrong passwords from it, even with the right one', async () => {
    const { userName } = await t.userWith([]);
    for (let i = 0; i < 5; i++) expect((await authenticate({ userNameOrEmailAddress: userName, password: 'wrong' })).status).toBe(400);
    const locked = await authenticate({ userNameOrEmailAddress: userName, password: 'Test-Password-1' });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    expect(locked.body.error?.message).toMatch(/^Too many wrong passwords for this account from your network\. Try again in 5 minutes/);
    const { rows } = await t.database.pool.query(`select result from login_attempts where user_name_or_email_address = $1 order by id`, [
      userName,
    ]);
    expect(rows.map((r) => r.result)).toEqual(['Success', ...Array(5).fill('InvalidPassword'), 'LockedOut']);
  });

  it('refuses an inactive user and one whose e-mail address is not confirmed', async () => {
    await insertUser(t.database.db, { ...person('sofandi'), isActive: false, isEmailConfirmed: true });
    await insertUser(t.database.db, { ...person('ostadfestur'), isActive: true, isEmailConfirmed: false });
    const inactive = await authenticate({ userNameOrEmailAddress: 'sofandi', password: 'Test-Password-1' });
    expect(inactive.body.error?.message).toMatch(/inactive/);
    const unconfirmed = await authenticate({ userNameOrEmailAddress: 'ostadfestur', password: 'Test-Password-1' });
    expect(unconfirmed.body.error?.message).toMatch(/Confirm your e-mail/);
  });

  it('signs in within a tenant only with that tenant header', async () => {
    const tenant = await t.tenant();
    const { userName } = await t.userWith([], { tenantId: tenant.id });
    expect((await authenticate({ userNameOrEmailAddress: userName, password: 'Test-Password-1' })).status).toBe(400);
    expect((await authenticate({ userNameOrEmailAddress: userName, password: 'Test-Password-1' }, tenant.id)).status).toBe(200);
  });
});

describe('TokenAuth/Logout', () => {
  it('ends the session at once', async () => {
    const token = await t.loginAsAdmin();
    expect((await t.call('GET', '/api/services/app/User/GetAll', { token })).status).toBe(200);
    const res = await t.call('POST', '/api/TokenAuth/Logout', { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    expect((await t.call('GET', '/api/services/app/User/GetAll', { token })).status).toBe(401);
  });

  it('ends the session named by the token parameter without a header', async () => {
    const token = await t.loginAsAdmin();
    await t.call('POST', '/api/TokenAuth/Logout', { body: { token } });
    expect((await t.call('GET', '/api/services/app/User/GetAll', { token })).status).toBe(401);
  });

  it('answers 400 for a token parameter that is not text', async () => {
    expect((await t.call('POST', '/api/TokenAuth/Logout', { body: { token: 42 } })).status).toBe(400);
  });
});

describe('Session/GetCurrentLoginInformations and AbpUserConfiguration/GetAll', () => {
  it('describe the signed-in user, tenant and roles', async () => {
    const token = await t.loginAsAdmin();
    const res = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token });
    expect(res.body.result.user).toMatchObject({ id: 1, userName: 'admin', emailAddress: 'admin@example.com', language: 'is' });
    expect(res.body.result.tenant).toBeNull();
    expect(res.body.result.userRole).toEqual(['Admin']);
    expect(res.body.result.application.version).toBe('test');
    // ABP's ApplicationInfoDto names the installation's features; real time follows setting 25.
    expect(res.body.result.application.features).toEqual({
      RealTimeNotifications: true,
      NationalIdLogin: false,
      DevelopmentIdLogin: true,
      ExternalCoursePlatform: false,
    });
    await t.database.pool.query(`update settings set value = 'false' where id = 25`);
    try {
      const off = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token });
      expect(off.body.result.application.features.RealTimeNotifications).toBe(false);
    } finally {
      await t.database.pool.query(`update settings set value = 'true' where id = 25`);
    }
  });

  it('names the tenant of the header for an anonymous caller', async () => {
    const tenant = await t.tenant('Norurflug');
    const res = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { tenantId: tenant.id });
    expect(res.body.result.tenant).toMatchObject({ id: tenant.id, tenancyName: 'Norurflug' });
    const garbage = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { headers: { 'Abp.TenantId': 'null' } });
    expect(garbage.body.result.tenant).toBeNull();
  });

  it('grants permissions with their exact case and public settings to anyone', async () => {
    const anonymous = await t.call('GET', '/AbpUserConfiguration/GetAll');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.result.auth.allPermissions['Pages.Users']).toBe('true');
    expect(anonymous.body.result.auth.grantedPermissions).toEqual({});
    expect(anonymous.body.result.setting.values).toMatchObject({ IsMaintenance: 'false', IsWarning: 'false', NumberQuestion: '40' });
    expect(anonymous.body.result.setting.values.SFTPPassword).toBeUndefined();
    expect(anonymous.body.result.timing.timeZoneInfo.iana.timeZoneId).toBe('Atlantic/Reykjavik');
    const token = await t.loginAsAdmin();
    const admin = await t.call('GET', '/AbpUserConfiguration/GetAll', { token });
    expect(admin.body.result.auth.grantedPermissions['Pages.Administrator']).toBe('true');
    expect(admin.body.result.session.userId).toBe(1);
  });

  it('turns multi-tenancy on only while a tenant is active, so the public is offered no choice of one otherwise', async () => {
    const enabled = async () => (await t.call('GET', '/AbpUserConfiguration/GetAll')).body.result.multiTenancy.isEnabled;
    // The other tests of the file use the tenants as they were: they are woken again at the end.
    const { rows } = await t.database.pool.query<{ id: number }>('update tenants set is_active = false where is_active returning id');
    try {
      await vi.waitFor(async () => expect(await enabled()).toBe(false));
      await t.tenant('Austurflug');
      await vi.waitFor(async () => expect(await enabled()).toBe(true));
    } finally {
      await t.database.pool.query('update tenants set is_active = true where id = any($1::int[])', [rows.map((row) => row.id)]);
    }
  });

  it('gives what an ABP client reads at start-up, with ABP’s names and shapes', async () => {
    const { result } = (await t.call('GET', '/AbpUserConfiguration/GetAll')).body;
    expect(result.multiTenancy).toEqual({
      isEnabled: expect.any(Boolean),
      ignoreFeatureCheckForHostUsers: false,
      sides: { host: 2, tenant: 1 },
    });
    expect(result.session).toMatchObject({ userId: null, impersonatorUserId: null, impersonatorTenantId: null, multiTenancySide: 2 });
    expect(result.features.allFeatures['App.RealTimeNotifications']).toEqual({ value: 'true' });
    for (const feature of Object.values(result.features.allFeatures) as { value: string }[])
      expect(['true', 'false']).toContain(feature.value);
    expect(result.setting.values).toMatchObject({
      'Abp.Localization.DefaultLanguageName': 'is',
      'Abp.Timing.TimeZone': 'Greenwich Standard Time',
    });
    expect(result.clock.provider).toBe('utcClockProvider');
    expect(result.timing.timeZoneInfo).toEqual({
      windows: {
        timeZoneId: 'Greenwich Standard Time',
        baseUtcOffsetInMilliseconds: 0,
        currentUtcOffsetInMilliseconds: 0,
        isDaylightSavingTimeNow: false,
      },
      iana: { timeZoneId: 'Atlantic/Reykjavik' },
    });
    expect(result.security).toEqual({ antiForgery: { tokenCookieName: 'XSRF-TOKEN', tokenHeaderName: 'X-XSRF-TOKEN' } });
    expect(result.nav).toEqual({ menus: {} });
    expect(result.custom).toEqual({});
  });

  it('answers the permissions a user holds now, after their role gains one, and the same again while it has not', async () => {
    const user = await t.userWith(['Pages.Log']);
    const granted = async () =>
      (await t.call('GET', '/AbpUserConfiguration/GetAll', { token: user.token })).body.result.auth.grantedPermissions as Record<
        string,
        string
      >;
    expect(await granted()).toEqual({ 'Pages.Log': 'true' });
    expect(await granted()).toEqual({ 'Pages.Log': 'true' });
    await t.database.pool.query(
      `insert into role_permissions (role_id, name) select role_id, 'Pages.Users' from user_roles where user_id = $1`,
      [user.id],
    );
    // The actor cache hears of the change through the database; the answer follows within a second.
    let answer = await granted();
    for (const until = Date.now() + 1000; !answer['Pages.Users'] && Date.now() < until;) answer = await granted();
    expect(answer).toEqual({ 'Pages.Log': 'true', 'Pages.Users': 'true' });
  });

  it('resolves the culture from header, then user, then cookie, then Accept-Language, then is', async () => {
    const culture = async (headers: Record<string, string>, token?: string) =>
      (await t.call('GET', '/AbpUserConfiguration/GetAll', { headers, token })).body.result.localization.currentCulture.name;
    expect(await culture({})).toBe('is');
    expect(await culture({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(await culture({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('is');
    expect(await culture({ cookie: '.AspNetCore.Culture=c%3Den%7Cuic%3Den', 'accept-language': 'is' })).toBe('en');
    expect(await culture({ '.AspNetCore.Culture': 'en', cookie: '.AspNetCore.Culture=c%3Dis%7Cuic%3Dis' })).toBe('en');
    const token = await t.loginAsAdmin();
    expect(await culture({ 'accept-language': 'en' }, token)).toBe('is');
  });
});

describe('Account/IsTenantAvailable', () => {
  it('tells available, inactive and missing tenants apart', async () => {
    const res = await t.call('POST', '/api/services/app/Account/IsTenantAvailable', { body: { tenancyName: 'default' } });
    expect(res.body.result).toEqual({ state: 1, tenantId: expect.any(Number) });
    await t.database.pool.query(`update tenants set is_active = false where id = $1`, [(await t.tenant('Sofandi')).id]);
    expect(
      (await t.call('POST', '/api/services/app/Account/IsTenantAvailable', { body: { tenancyName: 'Sofandi' } })).body.result.state,
    ).toBe(2);
    expect((await t.call('POST', '/api/services/app/Account/IsTenantAvailable', { body: { tenancyName: 'Enginn' } })).body.result).toEqual({
      state: 3,
      tenantId: null,
    });
    expect((await t.call('POST', '/api/services/app/Account/IsTenantAvailable', { body: {} })).status).toBe(400);
  });
});
