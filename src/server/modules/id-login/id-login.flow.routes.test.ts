import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { developmentIdProvider } from '../../adapters/id-provider/provider';
import { createTestApp, type TestApp } from '../../test/harness';
import { freePort } from '../../test/ports';
import { addPilotRecord } from '../pilots';
import { idApi, idLogin, ProviderBrowser, providerCode } from './id-login.test-support';

/**
 * The whole login with the national electronic ID against a real oidc-provider on loopback: the
 * development provider, mounted in the app listening on 127.0.0.1, reached over the socket both by
 * the portal (discovery, code exchange, refresh) and by the scripted browser.
 */

const person = {
  amerika: '0101302989',
  afrika: '0101303019',
  faereyjar: '0101302399',
  /** The one with an e-mail address the provider vouches for. */
  utlond: '0101307789',
};

let t: TestApp;
/** How far the portal's clock is ahead of the wall clock. */
let ahead = 0;

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({
    publicUrl: `http://127.0.0.1:${port}`,
    idProvider: (publicUrl) => developmentIdProvider(publicUrl, 'an installation secret of the flow test'),
    now: () => new Date(Date.now() + ahead),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  expect((t.app.server.address() as AddressInfo).port).toBe(port);
});
afterAll(() => t?.close());

const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
const currentUser = async (token: string) =>
  (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token })).body.result.user;

describe('a first login through the provider', () => {
  it('answers a registration with the provider’s person, which signs in a pilot who pays at home', async () => {
    const { id: tenantId } = await t.tenant();
    const first = await idLogin(t, new ProviderBrowser(), person.amerika, { tenantId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({
      outcome: 'register',
      registrationToken: expect.any(String),
      person: { name: 'Gervimaður', surname: 'Ameríka', idNumber: '010130-2989', dateOfBirth: '1930-01-01', emailAddress: null },
    });

    const registration = {
      registrationToken: first.body.result.registrationToken,
      userTypeId: UserType.Pilot,
      emailAddress: 'amerika@example.com',
      countryCode: 'IS',
      // Not the provider's: ignored, not even read.
      name: 'Someone Else',
    };
    const registered = await t.call('POST', idApi.register, { tenantId, body: registration });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.result).toMatchObject({
      isIdLogin: true,
      isPilot: true,
      userTypeId: UserType.Pilot,
      status: UserStatus.PaymentAtHomePage,
    });
    const { rows } = await sql(
      `select u.name, u.surname, u.date_of_birth::text, u.is_email_confirmed, p.social_security_number, p.is_id_login
         from users u join pilots p on p.user_id = u.id where u.id = $1`,
      [registered.body.result.userId],
    );
    expect(rows).toEqual([
      {
        name: 'Gervimaður',
        surname: 'Ameríka',
        date_of_birth: '1930-01-01',
        is_email_confirmed: false,
        social_security_number: '010130-2989',
        is_id_login: true,
      },
    ]);
    // The address was not the provider's to vouch for: the usual confirmation link goes to it.
    const mail = await sql(`select template from mail_outbox where to_address = 'amerika@example.com'`);
    expect(mail.rows).toEqual([{ template: 'verifyEmail' }]);
    expect((await currentUser(registered.body.result.accessToken)).surname).toBe('Ameríka');

    // The registration token works once.
    const again = await t.call('POST', idApi.register, { tenantId, body: { ...registration, emailAddress: 'amerika2@example.com' } });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toMatch(/expired or has already been finished|rann út/);

    // The next login finds the person by kennitala and signs in, back to where they were going.
    const next = await idLogin(t, new ProviderBrowser(), person.amerika, { tenantId, returnUrl: '/my-site/information' });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.result).toMatchObject({
      outcome: 'signedIn',
      isIdLogin: true,
      isPilot: true,
      userId: registered.body.result.userId,
      returnUrl: '/my-site/information',
      courseRedirectUrl: null,
    });
  });

  it('takes the register’s address and phone into the record as its isKRR items at each login, which the person cannot change', async () => {
    const { id: tenantId } = await t.tenant();
    const first = await idLogin(t, new ProviderBrowser(), person.amerika, { tenantId });
    const registered = await t.call('POST', idApi.register, {
      tenantId,
      body: {
        registrationToken: first.body.result.registrationToken,
        userTypeId: UserType.Pilot,
        emailAddress: 'krr@example.com',
        countryCode: 'IS',
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const { userId, accessToken } = registered.body.result;
    const items = async () =>
      (
        await sql(
          `select 'address' as kind, a.street_address || ', ' || a.post_number || ' ' || a.post_location as value, a.is_main, a.is_krr
             from pilot_addresses a join pilots p on p.id = a.pilot_id where p.user_id = $1
           union all
           select 'phone', n.phone_number, n.is_main, n.is_krr
             from pilot_phone_numbers n join pilots p on p.id = n.pilot_id where p.user_id = $1
           order by 1, 2`,
          [userId],
        )
      ).rows;
    expect(await items()).toEqual([
      { kind: 'address', value: 'Borgartún 21, 105 Reykjavík', is_main: true, is_krr: true },
      { kind: 'phone', value: '+354 555 0101', is_main: true, is_krr: true },
    ]);
    // The person adds an address of their own and makes it main; the register's item is theirs to read, not to delete.
    const [{ id: pilotId }] = (await sql(`select id from pilots where user_id = $1`, [userId])).rows;
    const own = await t.call('POST', '/api/services/app/Pilot/CreatePilotAddress', {
      token: accessToken,
      tenantId,
      body: { pilotId, streetAddress: 'Laugavegur 1', postNumber: '101', postLocation: 'Reykjavík', isMainAddress: true },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const [registerAddress] = (
      await sql(`select a.id from pilot_addresses a join pilots p on p.id = a.pilot_id where p.user_id = $1 and a.is_krr`, [userId])
    ).rows;
    const removed = await t.call('DELETE', '/api/services/app/Pilot/DeletePilotAddress', {
      token: accessToken,
      tenantId,
      query: { id: registerAddress.id },
    });
    expect(removed.status).not.toBe(200);
    // The next login brings the register's items again, once each, and leaves the person's own main.
    expect((await idLogin(t, new ProviderBrowser(), person.amerika, { tenantId })).status).toBe(200);
    expect(await items()).toEqual([
      { kind: 'address', value: 'Borgartún 21, 105 Reykjavík', is_main: false, is_krr: true },
      { kind: 'address', value: 'Laugavegur 1, 101 Reykjavík', is_main: true, is_krr: false },
      { kind: 'phone', value: '+354 555 0101', is_main: true, is_krr: true },
    ]);
  });

  it('confirms the address the provider vouched for, and sends organisations and contact persons on to step 2 unpaid', async () => {
    const { id: tenantId } = await t.tenant();
    const first = await idLogin(t, new ProviderBrowser(), person.utlond, { tenantId });
    expect(first.body.result.outcome).toBe('register');
    expect(first.body.result.person.emailAddress).toBe('gervimadur.utlond@example.com');
    const registered = await t.call('POST', idApi.register, {
      tenantId,
      body: {
        registrationToken: first.body.result.registrationToken,
        userTypeId: UserType.Under250,
        emailAddress: 'Gervimadur.Utlond@example.com',
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.result).toMatchObject({
      isIdLogin: true,
      isPilot: false,
      userTypeId: UserType.Under250,
      status: UserStatus.NeedPaymentToLogin,
    });
    const { rows } = await sql(`select is_email_confirmed from users where id = $1`, [registered.body.result.userId]);
    expect(rows[0].is_email_confirmed).toBe(true);

    const contact = await idLogin(t, new ProviderBrowser(), person.faereyjar, { tenantId });
    const asContact = await t.call('POST', idApi.register, {
      tenantId,
      body: {
        registrationToken: contact.body.result.registrationToken,
        userTypeId: UserType.ContactPerson,
        emailAddress: 'faereyjar@example.com',
      },
    });
    expect(asContact.body.result).toMatchObject({
      userTypeId: UserType.ContactPerson,
      status: UserStatus.NeedPaymentToLogin,
      isIdLogin: true,
    });
  });

  it('refuses an address that is another account’s, and lets the person try another', async () => {
    const { id: tenantId } = await t.tenant();
    const other = await t.userWith([Permission.Pilot], { tenantId, fields: { userName: 'taken', emailAddress: 'taken@example.com' } });
    expect(other.id).toBeGreaterThan(0);
    const first = await idLogin(t, new ProviderBrowser(), person.afrika, { tenantId });
    const body = { registrationToken: first.body.result.registrationToken, userTypeId: UserType.Pilot, emailAddress: 'taken@example.com' };
    const refused = await t.call('POST', idApi.register, { tenantId, body });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe(449);
    const accepted = await t.call('POST', idApi.register, { tenantId, body: { ...body, emailAddress: 'afrika@example.com' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('sends a pilot on to the course platform when the setting names one', async () => {
    const { id: tenantId } = await t.tenant();
    const first = await idLogin(t, new ProviderBrowser(), person.afrika, { tenantId });
    await t.call('POST', idApi.register, {
      tenantId,
      body: {
        registrationToken: first.body.result.registrationToken,
        userTypeId: UserType.Pilot,
        emailAddress: 'afrika.course@example.com',
      },
    });
    await sql(`update settings set value = 'https://courses.example.is/island' where id = 26`);
    try {
      const next = await idLogin(t, new ProviderBrowser(), person.afrika, { tenantId });
      expect(next.body.result).toMatchObject({ outcome: 'signedIn', courseRedirectUrl: 'https://courses.example.is/island' });
    } finally {
      await sql(`update settings set value = '' where id = 26`);
    }
  });
});

describe('linking an existing account', () => {
  it('offers the account with the verified address, links it once its password is proved, and then signs in directly', async () => {
    const { id: tenantId } = await t.tenant();
    const owner = await t.userWith([Permission.Pilot], {
      tenantId,
      fields: { userName: 'utlond', emailAddress: 'gervimadur.utlond@example.com', userTypeId: UserType.Pilot },
    });
    await addPilotRecord(t.database.db, {
      tenantId,
      userId: owner.id,
      pilotTypeId: UserType.Pilot,
      email: 'gervimadur.utlond@example.com',
    });

    const first = await idLogin(t, new ProviderBrowser(), person.utlond, { tenantId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({ outcome: 'link', linkToken: expect.any(String), userNameOrEmailAddress: 'utlond' });
    const { linkToken } = first.body.result;

    const wrong = await t.call('POST', idApi.link, { tenantId, body: { linkToken, password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toMatch(/Wrong user name or password|Rangt/);
    const linked = await t.call('POST', idApi.link, { tenantId, body: { linkToken, password: 'Test-Password-1' } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.result).toMatchObject({ isIdLogin: true, userId: owner.id });
    const { rows } = await sql(`select social_security_number, is_id_login from pilots where user_id = $1`, [owner.id]);
    // The kennitala is the provider's; the name and date of birth stay the account's own.
    expect(rows).toEqual([{ social_security_number: '010130-7789', is_id_login: false }]);

    const second = await t.call('POST', idApi.link, { tenantId, body: { linkToken, password: 'Test-Password-1' } });
    expect(second.status).toBe(400);

    const next = await idLogin(t, new ProviderBrowser(), person.utlond, { tenantId });
    expect(next.body.result).toMatchObject({ outcome: 'signedIn', userId: owner.id });
  });

  it('signs staff in through the provider without asking again for a second factor, which the password still needs (decision 0026)', async () => {
    const { id: tenantId } = await t.tenant();
    const staff = await t.userWith([Permission.Pilot, Permission.Users], {
      tenantId,
      fields: { userName: 'starfsmadur', emailAddress: 'gervimadur.utlond@example.com', userTypeId: UserType.Pilot },
    });
    await addPilotRecord(t.database.db, {
      tenantId,
      userId: staff.id,
      pilotTypeId: UserType.Pilot,
      email: 'gervimadur.utlond@example.com',
    });
    const first = await idLogin(t, new ProviderBrowser(), person.utlond, { tenantId });
    const linked = await t.call('POST', idApi.link, {
      tenantId,
      body: { linkToken: first.body.result.linkToken, password: 'Test-Password-1' },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);

    const next = await idLogin(t, new ProviderBrowser(), person.utlond, { tenantId });
    expect(next.body.result).toMatchObject({ outcome: 'signedIn', userId: staff.id, accessToken: expect.any(String) });
    expect((await currentUser(next.body.result.accessToken)).userName).toBe('starfsmadur');
    const byPassword = await t.call('POST', '/api/TokenAuth/Authenticate', {
      tenantId,
      body: { userNameOrEmailAddress: 'starfsmadur', password: 'Test-Password-1' },
    });
    expect(byPassword.body.result).toMatchObject({ accessToken: null, requiresTwoFactorVerification: true });
  });

  it('refuses to link an account whose person another login proved in the meantime', async () => {
    const { id: tenantId } = await t.tenant();
    const owner = await t.userWith([Permission.Pilot], {
      tenantId,
      fields: { userName: 'utlond2', emailAddress: 'gervimadur.utlond@example.com' },
    });
    await addPilotRecord(t.database.db, {
      tenantId,
      userId: owner.id,
      pilotTypeId: UserType.Pilot,
      email: 'gervimadur.utlond@example.com',
    });
    const first = await idLogin(t, new ProviderBrowser(), person.utlond, { tenantId });
    // A kennitala typed on the account would not stop the link (decision 0021); a proved person does.
    await sql(`update pilots set social_security_number = '120190-2139' where user_id = $1`, [owner.id]);
    await sql(
      `insert into id_bindings (user_id, tenant_id, issuer, subject, id_number) values ($1, $2, 'elsewhere', 'someone', '1201902139')`,
      [owner.id, tenantId],
    );
    const refused = await t.call('POST', idApi.link, {
      tenantId,
      body: { linkToken: first.body.result.linkToken, password: 'Test-Password-1' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/already been linked|þegar verið tengd/);
  });
});

describe('the provider’s session', () => {
  async function signedIn(sub: string) {
    const { id: tenantId } = await t.tenant();
    const browser = new ProviderBrowser();
    const first = await idLogin(t, browser, sub, { tenantId });
    const registered = await t.call('POST', idApi.register, {
      tenantId,
      body: { registrationToken: first.body.result.registrationToken, userTypeId: UserType.Pilot, emailAddress: `${sub}@example.com` },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    return { browser, tenantId, token: registered.body.result.accessToken as string, userId: registered.body.result.userId as number };
  }
  const timeLeft = async (token: string) => (await t.call('GET', idApi.timeLeft, { token })).body.result;

  it('counts down the access token’s time and refreshes it before it runs out', async () => {
    const { token } = await signedIn(person.faereyjar);
    const fresh = await timeLeft(token);
    expect(fresh.isIdLogin).toBe(true);
    expect(fresh.secondsLeft).toBeGreaterThan(14 * 60);
    ahead += 12 * 60_000;
    const later = await timeLeft(token);
    expect(later.secondsLeft).toBeLessThan(4 * 60);
    expect(later.secondsLeft).toBeGreaterThan(0);
    const refreshed = await t.call('GET', idApi.refresh, { token, query: { token: 'ignored' } });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.result.secondsLeft).toBeGreaterThan(14 * 60);
    expect((await timeLeft(token)).secondsLeft).toBeGreaterThan(14 * 60);
  });

  it('ends the portal session when the provider refuses the refresh', async () => {
    const { token, userId } = await signedIn(person.afrika);
    await sql(`update id_login_sessions set refresh_token = 'spent' where user_id = $1`, [userId]);
    const refused = await t.call('GET', idApi.refresh, { token });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.result.secondsLeft).toBeLessThan(0);
    expect((await t.call('GET', idApi.timeLeft, { token })).status).toBe(401);
  });

  it('logs out at the provider through the server’s redirect, which carries no ID token, and comes back to the home page', async () => {
    const { token, browser } = await signedIn(person.amerika);
    const { rows: held } = await sql(`select id_token from id_login_sessions order by creation_time desc limit 1`);
    const { body } = await t.call('GET', idApi.logoutUrl, { token });
    // The browser is handed the portal's own address with a single-use ticket, never the ID token.
    expect(JSON.stringify(body)).not.toContain(held[0].id_token);
    expect(JSON.stringify(body)).not.toContain('id_token_hint');
    const ticketUrl = new URL(body.result.endSessionUrl);
    expect(`${ticketUrl.origin}${ticketUrl.pathname}`).toBe(`${t.deps.publicUrl}/api/Account/IDLogout`);
    const redirected = await t.call('GET', ticketUrl.pathname, { query: Object.fromEntries(ticketUrl.searchParams) });
    expect(redirected.status).toBe(303);
    expect(redirected.headers['cache-control']).toBe('no-store');
    const endSession = new URL(String(redirected.headers.location));
    // Used once: the same ticket again leads home, with no token.
    const replayed = await t.call('GET', ticketUrl.pathname, { query: Object.fromEntries(ticketUrl.searchParams) });
    expect(replayed.headers.location).toBe(`${t.deps.publicUrl}/`);
    expect(endSession.href.startsWith(`${t.deps.idProvider.issuer}/`)).toBe(true);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${t.deps.publicUrl}/`);
    // Nor does the provider's address, which stays in the browser's history: the portal is named by its client id.
    expect(endSession.searchParams.has('id_token_hint')).toBe(false);
    expect(endSession.href).not.toContain(held[0].id_token);
    expect(endSession.searchParams.get('client_id')).toBe(t.deps.idProvider.clientId);

    const question = await browser.follow(endSession.href);
    expect(question.response!.status, browser.page).toBe(200);
    const form = /<form[^>]*action="([^"]+)"[^>]*>[\s\S]*?name="xsrf" value="([^"]+)"/.exec(browser.page);
    expect(form, browser.page).not.toBeNull();
    const confirmed = await browser.follow(
      new URL(form![1], endSession).href,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf: form![2], logout: 'yes' }),
      },
      `${t.deps.publicUrl}/`,
    );
    expect(confirmed.url).toBe(`${t.deps.publicUrl}/`);
    // The provider's session is over: the next login asks who the person is again.
    const again = await browser.follow((await t.call('GET', idApi.getUrl)).body.result.authorizationUrl, {}, t.deps.idProvider.redirectUri);
    expect(again.response?.status).toBe(200);
    expect(browser.page).toContain('name="sub"');

    expect((await t.call('POST', '/api/TokenAuth/Logout', { token, body: {} })).status).toBe(200);
    expect((await t.call('GET', idApi.timeLeft, { token })).status).toBe(401);
  });

  it('ends every portal session of the provider’s session on its front-channel logout, and only with its issuer', async () => {
    const { token, userId } = await signedIn(person.utlond);
    const { rows } = await sql(`select sid from id_login_sessions where user_id = $1`, [userId]);
    const sid = rows[0].sid as string;
    expect(sid).toBeTruthy();

    const stranger = await fetch(`${t.deps.publicUrl}${idApi.frontChannel}?iss=${encodeURIComponent('https://other.example')}&sid=${sid}`);
    expect(stranger.status).toBe(200);
    expect((await t.call('GET', idApi.timeLeft, { token })).status).toBe(200);

    const notice = await fetch(`${t.deps.publicUrl}${idApi.frontChannel}?iss=${encodeURIComponent(t.deps.idProvider.issuer)}&sid=${sid}`);
    expect(notice.status).toBe(200);
    expect(notice.headers.get('content-type')).toMatch(/text\/html/);
    expect(notice.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(notice.headers.get('x-frame-options')).toBeNull();
    expect(await notice.text()).toContain('<script src="/front-channel-logout.js"></script>');
    expect((await t.call('GET', idApi.timeLeft, { token })).status).toBe(401);
  });
});

describe('answers that are not the provider’s to this login', () => {
  it('refuses an unknown state, a replayed code and state, a nonce that does not match, and a code of another attempt', async () => {
    const { id: tenantId } = await t.tenant();
    const browser = new ProviderBrowser();
    const { code, state } = await providerCode(t, browser, person.amerika, { tenantId });

    const unknown = await t.call('POST', idApi.handler, { tenantId, headers: browser.portal, body: { code, state: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toMatch(/not found, has expired or has already been used|fannst ekki/);
    // Another tenant's attempt is no attempt here.
    expect((await t.call('POST', idApi.handler, { tenantId: null, headers: browser.portal, body: { code, state } })).status).toBe(400);

    const used = await t.call('POST', idApi.handler, { tenantId, headers: browser.portal, body: { code, state } });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const replayed = await t.call('POST', idApi.handler, { tenantId, headers: browser.portal, body: { code, state } });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error?.message).toMatch(/already been used|þegar verið notuð/);

    const tampered = await providerCode(t, browser, person.amerika, { tenantId });
    await sql(`update id_login_attempts set nonce = 'not-the-nonce-sent' where state = $1`, [tampered.state]);
    const wrongNonce = await t.call('POST', idApi.handler, { tenantId, headers: browser.portal, body: tampered });
    expect(wrongNonce.status).toBe(400);
    expect(wrongNonce.body.error?.message).toMatch(/refused the login|hafnaði/);

    // Nobody signs in to a tenant that has been switched off.
    const closing = await providerCode(t, browser, person.amerika, { tenantId });
    await sql(`update tenants set is_active = false where id = $1`, [tenantId]);
    const closed = await t.call('POST', idApi.handler, { tenantId, headers: browser.portal, body: closing });
    await sql(`update tenants set is_active = true where id = $1`, [tenantId]);
    expect(closed.status).toBe(400);
    expect(closed.body.error?.message).toMatch(/inactive|óvirk/i);

    // A code is bound to its attempt's PKCE verifier: another attempt's state cannot redeem it.
    const a = await providerCode(t, browser, person.amerika, { tenantId });
    const b = await providerCode(t, browser, person.amerika, { tenantId });
    const crossed = await t.call('POST', idApi.handler, { tenantId, headers: browser.portal, body: { code: a.code, state: b.state } });
    expect(crossed.status).toBe(400);
  });
});
