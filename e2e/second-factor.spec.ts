import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/server/test/ports';
import { adminToken, api, at, browserOfFile, newPage, shown, signIn } from './support/browser';
import { call, createSpecDatabase, instanceAdminPassword, PortalInstance, type SpecDatabase } from './support/instances';
import { createUser, uniqueName } from './support/portal';
import { claimCode, finishByApi } from './support/second-factor';
import { t } from './support/texts';

/**
 * Staff sign in with a second factor (decision 0026): an administrator sets up an authenticator
 * app at the first sign-in and signs in with its code after; a person adds a passkey on their
 * page and signs in with it, through Chromium's virtual authenticator.
 */

const browser = browserOfFile();
const tr = (key: string, vars?: Record<string, string | number>) => t('en', key, vars);

describe('an administrator with an authenticator app', () => {
  it('sets the app up at the first sign-in, keeps the recovery codes, then signs in with a code', async () => {
    const roleName = uniqueName('Tveggja');
    await api('/api/services/app/Role/Create', {
      token: await adminToken(),
      body: { name: roleName, displayName: roleName, grantedPermissions: ['Pages.Administrator', 'Pages.Users'] },
    });
    const staff = await createUser({ roleNames: [roleName], language: 'en' });

    const first = await newPage(browser(), 'en');
    try {
      await first.page.goto('/account/login');
      await first.page.getByRole('textbox', { name: tr('accounts:login.userNameOrEmail'), exact: true }).fill(staff.userName);
      await first.page.getByRole('textbox', { name: tr('accounts:login.password'), exact: true }).fill(staff.password);
      await first.page.getByRole('button', { name: tr('accounts:login.submit'), exact: true }).click();
      await shown(first.page.getByRole('heading', { level: 1, name: tr('accounts:secondFactor.step.enrolTitle') }));
      // No session before the factor exists.
      expect(
        await first.page.evaluate(() => localStorage.getItem('auth.accessToken') ?? sessionStorage.getItem('auth.accessToken')),
      ).toBeNull();
      await first.page.getByRole('button', { name: tr('accounts:secondFactor.step.chooseApp'), exact: true }).click();
      await shown(first.page.getByRole('img', { name: tr('accounts:secondFactor.totp.qrAlt') }));
      const secret = (await first.page.getByTestId('totp-secret').innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const dir = path.join(inject('secondFactorDir'), 'journey');
      await first.page
        .getByRole('textbox', { name: tr('accounts:secondFactor.totp.code') })
        .fill(await claimCode(dir, staff.userName, secret));
      await first.page.getByRole('button', { name: tr('accounts:secondFactor.totp.confirm'), exact: true }).click();
      const codes = first.page.getByTestId('recovery-codes').getByRole('listitem');
      await shown(codes);
      expect(await codes.count()).toBe(10);
      await first.page.getByRole('button', { name: tr('accounts:secondFactor.recovery.saved'), exact: true }).click();
      await at(first.page, '/admin');

      // The next sign-in asks for the app's code.
      const second = await newPage(browser(), 'en');
      try {
        await second.page.goto('/account/login');
        await second.page.getByRole('textbox', { name: tr('accounts:login.userNameOrEmail'), exact: true }).fill(staff.userName);
        await second.page.getByRole('textbox', { name: tr('accounts:login.password'), exact: true }).fill(staff.password);
        await second.page.getByRole('button', { name: tr('accounts:login.submit'), exact: true }).click();
        const code = second.page.getByRole('textbox', { name: tr('accounts:secondFactor.step.code') });
        await shown(code);
        await code.fill(await claimCode(dir, staff.userName, secret));
        await second.page.getByRole('button', { name: tr('accounts:secondFactor.step.submit'), exact: true }).click();
        await at(second.page, '/admin');
      } finally {
        await second.context.close();
      }
    } finally {
      await first.context.close();
    }
  });
});

describe('a passkey', () => {
  // WebAuthn wants a domain, not an address: this journey's portal is at http://localhost.
  let database: SpecDatabase;
  let portal: PortalInstance;
  let origin: string;
  beforeAll(async () => {
    database = await createSpecDatabase(inject('pgServerUrl'));
    const port = await freePort();
    origin = `http://localhost:${port}`;
    portal = new PortalInstance('passkeys', port, {
      DATABASE_URL: database.url,
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      ADMIN_PASSWORD: instanceAdminPassword,
      PUBLIC_URL: origin,
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
    });
    await portal.start();
  });
  afterAll(async () => {
    await portal?.stop();
    portal?.dispose();
    await database?.drop();
  });

  it('is added on the person’s page through the virtual authenticator and signs them in', async () => {
    const post = async (route: string, body: Record<string, unknown>) => {
      const reply = await call(portal.url, route, { body });
      if (reply.status !== 200) throw new Error(`${route}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.result;
    };
    const admin = await finishByApi(
      path.join(inject('secondFactorDir'), 'passkeys'),
      'admin',
      await post('/api/TokenAuth/Authenticate', { userNameOrEmailAddress: 'admin', password: instanceAdminPassword }),
      post,
    );
    const userName = uniqueName('lykill');
    const password = 'Passkey-Person-1';
    const created = await call(portal.url, '/api/services/app/User/Create', {
      token: admin.accessToken,
      body: {
        userName,
        name: 'Lykla',
        surname: 'Prófsdóttir',
        emailAddress: `${userName}@example.test`,
        password,
        roleNames: [],
        language: 'en',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const context = await browser().newContext({ baseURL: origin, locale: 'en-GB', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });

      await page.goto('/account/login');
      await signIn(page, userName, password, 'en');
      await page.goto('/account/second-factor');
      await shown(page.getByRole('heading', { level: 1, name: tr('routes:accountSecondFactor') }));
      await page.getByRole('textbox', { name: tr('accounts:secondFactor.passkeys.name') }).fill('Work laptop');
      await page.getByRole('button', { name: tr('accounts:secondFactor.passkeys.add'), exact: true }).click();
      await shown(page.getByTestId('recovery-codes'));
      await page.getByRole('button', { name: tr('accounts:secondFactor.recovery.saved'), exact: true }).click();
      await shown(page.getByText('Work laptop', { exact: true }));
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);

      // Signed out, the password alone no longer opens the session: the passkey does.
      await page.goto('/logout');
      await at(page, '/');
      await page.goto('/account/login');
      await page.getByRole('textbox', { name: tr('accounts:login.userNameOrEmail'), exact: true }).fill(userName);
      await page.getByRole('textbox', { name: tr('accounts:login.password'), exact: true }).fill(password);
      await page.getByRole('button', { name: tr('accounts:login.submit'), exact: true }).click();
      await page.getByRole('button', { name: tr('accounts:secondFactor.step.usePasskey'), exact: true }).click();
      await at(page, '/');
      const me = await page.evaluate(async () => {
        const token = localStorage.getItem('auth.accessToken') ?? sessionStorage.getItem('auth.accessToken');
        const res = await fetch('/api/services/app/Session/GetCurrentLoginInformations', { headers: { authorization: `Bearer ${token}` } });
        return ((await res.json()) as { result: { user: { userName: string } | null } }).result.user?.userName;
      });
      expect(me).toBe(userName);
      const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(after.credentials[0].signCount).toBeGreaterThan(credentials[0].signCount);
    } finally {
      await context.close();
    }
  });
});
