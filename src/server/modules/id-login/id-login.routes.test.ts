import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { islandIsProvider } from '../../adapters/id-provider/provider';
import { createTestApp, testPublicUrl, type TestApp } from '../../test/harness';
import { inProcessFetch } from '../../test/in-process-fetch';
import { readOperations } from '../../test/openapi-operations';
import { freePort } from '../../test/ports';
import { idLoginJobs } from './id-login-cleanup.job';
import { idApi, idLogin, ProviderBrowser } from './id-login.test-support';

/** The calls' contract: what they take and refuse, who may call them, and the development provider's pages, in-process. */

let t: TestApp;
let browser: () => ProviderBrowser;

beforeAll(async () => {
  t = await createTestApp();
  browser = () => new ProviderBrowser(inProcessFetch(testPublicUrl, () => t.app));
});
afterAll(() => t?.close());

const validation = (reply: { body: { error: { validationErrors: { members: string[] }[] | null } | null } }) =>
  reply.body.error?.validationErrors?.flatMap((v) => v.members) ?? [];

describe('Account/GetIDLoginUrl', () => {
  it('answers the development provider’s authorization address with PKCE S256, state and nonce kept on the server', async () => {
    const reply = await t.call('GET', idApi.getUrl, { query: { returnUrl: '/my-site/default' }, language: 'en' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result.isDevelopmentProvider).toBe(true);
    const url = new URL(reply.body.result.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${testPublicUrl}/dev-idp/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: t.deps.idProvider.clientId,
      response_type: 'code',
      redirect_uri: `${testPublicUrl}/signin-oidc`,
      scope: 'openid profile email address phone offline_access',
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    const { rows } = await t.database.pool.query(
      `select nonce, code_verifier, return_url, expires_at from id_login_attempts where state = $1`,
      [params.state],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].nonce).toBe(params.nonce);
    expect(rows[0].return_url).toBe('/my-site/default');
    expect(crypto.createHash('sha256').update(rows[0].code_verifier).digest('base64url')).toBe(params.code_challenge);
    // Never sent to the browser.
    expect(JSON.stringify(reply.body)).not.toContain(rows[0].code_verifier);
    expect(rows[0].expires_at.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses a return address that is not a path on this site', async () => {
    for (const returnUrl of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'my-site']) {
      const reply = await t.call('GET', idApi.getUrl, { query: { returnUrl } });
      expect(reply.status, returnUrl).toBe(400);
      expect(validation(reply), returnUrl).toEqual(['returnUrl']);
    }
  });
});

describe('the calls’ input and callers', () => {
  it('refuses input the contract does not allow with 400, naming the members', async () => {
    const cases: [string, string, Record<string, unknown>, string[]][] = [
      ['POST', idApi.handler, { state: 'short' }, ['code', 'state']],
      [
        'POST',
        idApi.register,
        { registrationToken: 'x'.repeat(43), userTypeId: 9, emailAddress: 'not an address' },
        ['userTypeId', 'emailAddress'],
      ],
      ['POST', idApi.link, { linkToken: 'x'.repeat(43) }, ['password']],
    ];
    for (const [verb, path, body, members] of cases) {
      const reply = await t.call(verb, path, { body });
      expect(reply.status, path).toBe(400);
      expect(validation(reply).sort(), path).toEqual(members.sort());
    }
  });

  it('answers an unknown registration or link token as a business error, never as unauthorised', async () => {
    const register = await t.call('POST', idApi.register, {
      body: { registrationToken: 'x'.repeat(43), userTypeId: 3, emailAddress: 'someone@example.com' },
      language: 'en',
    });
    expect(register.status).toBe(400);
    expect(register.body.unAuthorizedRequest).toBe(false);
    expect(register.body.error?.message).toBe(
      'The registration with electronic ID has expired or has already been finished. Log in with electronic ID again.',
    );
    const link = await t.call('POST', idApi.link, { body: { linkToken: 'x'.repeat(43), password: 'whatever-1' } });
    expect(link.status).toBe(400);
    expect(link.body.unAuthorizedRequest).toBe(false);
  });

  it('documents every call with who may call it, so the authorization matrix and the fuzz test cover them', async () => {
    const documented = Object.fromEntries((await readOperations(t.app)).map((op) => [op.id, op.access?.level]));
    expect(documented).toMatchObject({
      Account_GetIDLoginUrl: 'anonymous',
      Account_IDLoginHandler: 'anonymous',
      Account_RegisterByIDLogin: 'anonymous',
      Account_LinkIDLogin: 'anonymous',
      Account_FrontChannelLogout: 'anonymous',
      Account_GetIDLoginTimeLeft: 'signedIn',
      Account_RefreshIDPortenToken: 'signedIn',
      Account_GetIDLogoutUrl: 'signedIn',
      Pilot_CreateUserOnCoursePlatform: 'signedIn',
    });
  });

  it('asks for a session on the calls about the provider’s session (401)', async () => {
    for (const path of [idApi.timeLeft, idApi.refresh, idApi.logoutUrl]) {
      const reply = await t.call('GET', path);
      expect(reply.status, path).toBe(401);
      expect(reply.body.unAuthorizedRequest).toBe(true);
    }
  });

  it('tells a session that did not come through the provider that it has nothing there', async () => {
    const { token } = await t.userWith([Permission.Pilot]);
    expect((await t.call('GET', idApi.timeLeft, { token })).body.result).toEqual({ secondsLeft: 0, isIdLogin: false });
    expect((await t.call('GET', idApi.refresh, { token, query: { token: 'anything' } })).body.result).toEqual({
      secondsLeft: 0,
      isIdLogin: false,
    });
    expect((await t.call('GET', idApi.logoutUrl, { token })).body.result).toEqual({ endSessionUrl: null });
  });

  it('ends nothing on a front-channel notice without a session, and refuses text no database would take', async () => {
    const reply = await t.call('GET', idApi.frontChannel, { language: 'en' });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<html lang="en">');
    expect(reply.body).toContain('You have been logged out of the Drone Portal.');
    expect((await t.call('GET', idApi.frontChannel, { query: { sid: 'a\u0000b' } })).status).toBe(400);
  });
});

describe('the development provider', () => {
  it('publishes its metadata: code flow with S256 only, ES256 ID tokens, end_session, refresh', async () => {
    const reply = await t.call('GET', '/dev-idp/.well-known/openid-configuration');
    expect(reply.status).toBe(200);
    const metadata = reply.body as unknown as Record<string, string[]>;
    expect(metadata).toMatchObject({
      issuer: `${testPublicUrl}/dev-idp`,
      authorization_endpoint: `${testPublicUrl}/dev-idp/auth`,
      end_session_endpoint: `${testPublicUrl}/dev-idp/session/end`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['nationalId', 'name', 'birthdate', 'email', 'email_verified']));
    expect(metadata.id_token_signing_alg_values_supported).toContain('ES256');
  });

  it('shows a test login in both languages: the persons to choose, labelled, no script, clearly a test', async () => {
    const started = await t.call('GET', idApi.getUrl);
    const at = browser();
    const shown = await at.follow(started.body.result.authorizationUrl, {}, t.deps.idProvider.redirectUri);
    expect(shown.response?.status).toBe(200);
    expect(shown.response?.headers.get('content-security-policy')).toContain("script-src 'self'");
    const icelandic = at.page;
    expect(icelandic).toContain('<html lang="is">');
    expect(icelandic).toMatch(/<h1>Innskráning með rafrænum skilríkjum<\/h1>/);
    expect(icelandic).toContain('Prófunarinnskráning');
    expect(icelandic).not.toMatch(/<script/i);
    const radios = [...icelandic.matchAll(/<input type="radio" name="sub" id="([^"]+)"/g)].map((m) => m[1]);
    expect(radios.length).toBeGreaterThanOrEqual(3);
    for (const id of radios) expect(icelandic).toContain(`<label for="${id}">`);
    expect(icelandic).toContain('<legend>');
    expect(icelandic).toMatch(/\d{6}-\d{4}/);

    await at.follow(`${shown.url}?lang=en`);
    expect(at.page).toContain('<html lang="en">');
    expect(at.page).toContain('Test login');
    expect(at.page).toContain('Choose a test person to log in as');
  });

  it('sends the person back to the portal with an error when they cancel', async () => {
    const started = await t.call('GET', idApi.getUrl);
    const at = browser();
    const shown = await at.follow(started.body.result.authorizationUrl, {}, t.deps.idProvider.redirectUri);
    const back = await at.follow(`${shown.url}/abort`, { method: 'POST' }, t.deps.idProvider.redirectUri);
    const params = new URL(back.url).searchParams;
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe(new URL(started.body.result.authorizationUrl).searchParams.get('state'));
  });

  it('runs a whole login in-process too, as the API tests and the matrix reach it; the tokens of an ended session are cleared', async () => {
    const reply = await idLogin(t, browser(), '0101302989');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result.outcome).toBe('register');
    const registered = await t.call('POST', idApi.register, {
      body: { registrationToken: reply.body.result.registrationToken, userTypeId: 3, emailAddress: 'in-process@example.com' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const { accessToken: token, userId } = registered.body.result;
    await t.database.pool.query(
      `insert into id_login_attempts (state, nonce, code_verifier, expires_at) values ('old-state', 'n', 'v', now() - interval '2 days')`,
    );

    const [cleanup] = idLoginJobs(t.deps);
    const held = async () => (await t.database.pool.query(`select 1 from id_login_sessions where user_id = $1`, [userId])).rowCount;
    const oldAttempt = async () => (await t.database.pool.query(`select 1 from id_login_attempts where state = 'old-state'`)).rowCount;
    await cleanup.run({}, { retryCount: 0, retryLimit: 0 });
    expect(await held()).toBe(1);
    expect(await oldAttempt()).toBe(0);
    expect((await t.call('POST', '/api/TokenAuth/Logout', { token, body: {} })).status).toBe(200);
    await cleanup.run({}, { retryCount: 0, retryLimit: 0 });
    expect(await held()).toBe(0);
  });
});

describe('with Ísland.is configured', () => {
  it('has no development provider, and answers 502 while the provider cannot be reached', async () => {
    const port = await freePort();
    const configured = await createTestApp({
      idProvider: (publicUrl) =>
        islandIsProvider(publicUrl, { issuer: `http://127.0.0.1:${port}/idp`, clientId: '@portal', clientSecret: 'a-client-secret' }),
    });
    try {
      expect((await configured.call('GET', '/dev-idp/.well-known/openid-configuration')).status).toBe(404);
      const reply = await configured.call('GET', idApi.getUrl, { language: 'en' });
      expect(reply.status).toBe(502);
      expect(reply.body.error?.message).toBe('The identity provider could not be reached. Try again in a moment.');
    } finally {
      await configured.close();
    }
  });
});
