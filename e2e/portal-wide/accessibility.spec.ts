import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  at,
  browserOfFile,
  e2eAdminPassword,
  expectAccessible,
  htmlLang,
  newPage,
  type SeededSession,
  shown,
} from '../support/browser';
import { Setting, authenticate, createUser, resetSiteStatus, setSetting } from '../support/portal';
import { claimCode, secondStepShown } from '../support/second-factor';
import { t, type Language } from '../support/texts';

/**
 * Every screen built so far passes axe (WCAG 2.2 A/AA, serious and critical) as it stands once
 * loaded, dialogs included; the sign-in form works from the keyboard alone.
 */

const browser = browserOfFile();
let admin: SeededSession & { name: string };
let pilot: SeededSession & { name: string };

beforeAll(async () => {
  await resetSiteStatus();
  const token = await adminToken();
  const login = await api<{ user: { name: string } }>('/api/services/app/Session/GetCurrentLoginInformations', { token });
  admin = { accessToken: token, name: login.user.name };
  const user = await createUser({ roleNames: ['Pilot'], userTypeId: 3 });
  const result = await authenticate(user.userName, user.password);
  pilot = { accessToken: result.accessToken, userTypeId: result.userTypeId, status: result.status, name: user.name };
  // Something for the outbox to show.
  await api('/api/TokenAuth/ResetPassword', { body: { emailOrUsername: user.emailAddress } });
});
afterAll(async () => {
  await resetSiteStatus();
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** The first data row of a list, once the page of rows has arrived. */
const firstRow = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).getByRole('row').nth(1).getByRole('cell').first();

/** Opens `path`, waits for the screen's own heading, checks the language and runs axe. */
async function check(page: Page, language: Language, path: string, heading: string, ready?: Locator) {
  await page.goto(path);
  await shown(h1(page, heading));
  if (ready) await shown(ready);
  expect(await htmlLang(page), path).toBe(language);
  await expectAccessible(page, `${path} (${language})`);
}

/** Opens a dialog with `button`, waits for `ready` inside it, runs axe, and closes it again. */
async function checkDialog(page: Page, language: Language, button: Locator, dialogName: string, ready: (dialog: Locator) => Locator) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await shown(ready(dialog));
  await expectAccessible(page, `${dialogName} dialog (${language})`);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('accessibility', () => {
  it('public and account screens in Icelandic', async () => {
    const is = (key: string) => t('is', key);
    const { context, page } = await newPage(browser(), 'is');
    try {
      for (const path of ['/', '/home', '/default']) await check(page, 'is', path, is('home:hero.title'));
      await check(page, 'is', '/privacy', is('home:privacy.title'));
      await check(page, 'is', '/exception?type=401', is('home:exception.401.title'));
      await check(page, 'is', '/register', is('registration:register.title'));
      await check(page, 'is', '/account/login/new-password/1/abcdefghijklmnop', is('accounts:newPassword.title'));
      await check(
        page,
        'is',
        '/verify-reset-password/not-a-real-reset-token',
        is('accounts:resetLink.failedTitle'),
        page.getByRole('alert'),
      );
      await check(
        page,
        'is',
        '/verify/3/1/not-a-real-confirmation-token',
        is('registration:verifyEmail.failedTitle'),
        page.getByRole('alert'),
      );
      await check(page, 'is', '/account/login', is('accounts:login.title'));
      await checkDialog(
        page,
        'is',
        page.getByRole('button', { name: is('accounts:login.forgotPassword') }),
        is('accounts:forgot.title'),
        (d) => d.getByRole('textbox', { name: is('accounts:forgot.emailOrUsername') }),
      );
    } finally {
      await context.close();
    }
  });

  it('administration screens and their dialogs in Icelandic', async () => {
    const is = (key: string) => t('is', key);
    const { context, page } = await newPage(browser(), 'is', { session: admin });
    try {
      await check(page, 'is', '/admin', t('is', 'admin:home.welcomeName', { name: admin.name }));

      await check(page, 'is', '/admin/users', is('routes:adminUsers'), firstRow(page, is('users:caption')));
      await checkDialog(page, 'is', page.getByRole('button', { name: is('users:create') }), is('users:form.createTitle'), (d) =>
        d.getByRole('checkbox', { name: is('common:staticRoles.Pilot') }),
      );

      await check(page, 'is', '/admin/roles', is('routes:adminRoles'), firstRow(page, is('roles:caption')));
      await checkDialog(page, 'is', page.getByRole('button', { name: is('roles:create') }), is('roles:form.createTitle'), (d) =>
        d.getByRole('checkbox', { name: t('is', 'permissions:Pages.Users'), exact: true }),
      );

      await check(page, 'is', '/admin/tenants', is('routes:adminTenants'), page.getByRole('table'));
      await checkDialog(page, 'is', page.getByRole('button', { name: is('tenants:create') }), is('tenants:form.createTitle'), (d) =>
        d.getByRole('textbox', { name: is('tenants:fields.tenancyName') }),
      );

      await check(
        page,
        'is',
        '/admin/configuration',
        is('routes:adminConfiguration'),
        page.getByRole('switch', { name: is('settings:keys.IsMaintenance.title') }),
      );

      await check(page, 'is', '/admin/outbox', is('routes:adminOutbox'), firstRow(page, is('outbox:caption')));
      const subject = t('is', 'mail:resetPassword.subject');
      const openPrefix = t('is', 'outbox:openMail', { address: '§' }).split('§')[0]!;
      const openButton = page
        .getByRole('row')
        .filter({ hasText: subject })
        .first()
        .getByRole('button', { name: new RegExp(`^${openPrefix}`) });
      await checkDialog(page, 'is', openButton, subject, (d) =>
        d.locator(`iframe[title="${t('is', 'outbox:viewer.frameTitle', { subject })}"]`),
      );
    } finally {
      await context.close();
    }
  });

  it("the pilot's own pages", async () => {
    const { context, page } = await newPage(browser(), 'is', { session: pilot });
    try {
      await check(
        page,
        'is',
        '/my-site/default',
        t('is', 'my-site:greetingName', { name: pilot.name }),
        page.getByRole('link', { name: t('is', 'routes:mySiteInformation') }).first(),
      );
    } finally {
      await context.close();
    }
  });

  it('the warning banner and the maintenance screen', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await setSetting(Setting.MaintenanceFrom, '2026-11-22T10:00');
      await setSetting(Setting.MaintenanceTo, '2026-11-22T14:00');
      await setSetting(Setting.IsWarning, 'true');
      await check(page, 'is', '/', t('is', 'home:hero.title'), page.getByRole('region', { name: t('is', 'common:warning.label') }));
      await setSetting(Setting.IsMaintenance, 'true');
      await check(page, 'is', '/', t('is', 'common:maintenance.title'));
    } finally {
      await resetSiteStatus();
      await context.close();
    }
  });

  it('sign-in, users and configuration in English', async () => {
    const en = (key: string) => t('en', key);
    const anonymous = await newPage(browser(), 'en');
    const signedIn = await newPage(browser(), 'en', { session: admin });
    try {
      await check(anonymous.page, 'en', '/account/login', en('accounts:login.title'));
      const page = signedIn.page;
      await check(page, 'en', '/admin/users', en('routes:adminUsers'), firstRow(page, en('users:caption')));
      await checkDialog(page, 'en', page.getByRole('button', { name: en('users:create') }), en('users:form.createTitle'), (d) =>
        d.getByRole('checkbox', { name: en('common:staticRoles.Pilot') }),
      );
      await check(
        page,
        'en',
        '/admin/configuration',
        en('routes:adminConfiguration'),
        page.getByRole('switch', { name: en('settings:keys.IsMaintenance.title') }),
      );
    } finally {
      await anonymous.context.close();
      await signedIn.context.close();
    }
  });

  it("the administration menu's groups are buttons that open from the keyboard", async () => {
    const { context, page } = await newPage(browser(), 'is', { session: admin });
    try {
      await page.goto('/admin');
      const menu = page.getByRole('navigation', { name: t('is', 'common:menu.label') });
      const group = menu.getByRole('button', { name: t('is', 'common:menu.exam') });
      const inside = menu.getByRole('link', { name: t('is', 'routes:adminExaminationA1A3') });
      expect(await group.getAttribute('aria-expanded')).toBe('false');
      expect(await inside.count()).toBe(0);
      for (let i = 0; i < 20 && !(await group.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await shown(inside);
      expect(await group.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await inside.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the sign-in form works from the keyboard: skip link first, the electronic ID, then fields and button in order, Enter submits', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/account/login');
      await shown(h1(page, 'Innskráning'));
      const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Fara beint í efni' });
      expect(await isFocused(skip)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase() + '#' + document.activeElement?.id)).toBe(
        'main#main-content',
      );

      const stops = {
        idLogin: page.getByRole('button', { name: 'Innskráning með rafrænum skilríkjum', exact: true }),
        user: page.getByRole('textbox', { name: 'Notandanafn eða netfang' }),
        password: page.getByRole('textbox', { name: 'Lykilorð', exact: true }),
        submit: page.getByRole('button', { name: 'Skrá inn', exact: true }),
      };
      const order: string[] = [];
      for (let i = 0; i < 10 && order.at(-1) !== 'submit'; i++) {
        await page.keyboard.press('Tab');
        let reached = 'other';
        for (const [name, locator] of Object.entries(stops)) if (await isFocused(locator)) reached = name;
        order.push(reached);
        if (reached === 'user') await page.keyboard.type('admin');
        if (reached === 'password') await page.keyboard.type(e2eAdminPassword);
      }
      // The electronic ID first, as most people sign in with it; then the password form in order.
      expect(order[0]).toBe('idLogin');
      expect(order.filter((s) => s !== 'other')).toEqual(['idLogin', 'user', 'password', 'submit']);

      await page.keyboard.press('Enter');
      // Staff answer the second step (decision 0026) from the keyboard too: the app's code, then Enter.
      await expect.poll(() => secondStepShown(page, 'is'), { timeout: 15_000 }).toBe('verify');
      const code = page.getByRole('textbox', { name: t('is', 'accounts:secondFactor.step.code') });
      for (let i = 0; i < 10 && !(await isFocused(code)); i++) await page.keyboard.press('Tab');
      expect(await isFocused(code)).toBe(true);
      await page.keyboard.type(await claimCode(inject('secondFactorDir'), 'admin'));
      await page.keyboard.press('Enter');
      await at(page, '/admin');
    } finally {
      await context.close();
    }
  });

  it('reflows at 320 CSS pixels without sideways scrolling of the page (WCAG 1.4.10)', async () => {
    const { context, page } = await newPage(browser(), 'is', { session: admin });
    try {
      await page.setViewportSize({ width: 320, height: 640 });
      // Lists become cards and tables of figures scroll inside their own box, which WCAG allows; the page itself must not.
      for (const path of ['/', '/privacy', '/account/login', '/register', '/admin/users', '/admin/configuration']) {
        await page.goto(path);
        await shown(page.getByRole('heading', { level: 1 }).first());
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        // The header is fixed, so what runs past its edge does not widen the page: measure it.
        const headerRight = await page.evaluate(() =>
          Math.max(...[...document.querySelectorAll('header *')].map((element) => element.getBoundingClientRect().right)),
        );
        expect(headerRight, `${path} header`).toBeLessThanOrEqual(320);
      }
    } finally {
      await context.close();
    }
  });
});
