import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, browserOfFile, gone, htmlLang, newPage, shown } from '../support/browser';
import { Setting, resetSiteStatus, setSetting } from '../support/portal';
import { t } from '../support/texts';

/**
 * The site status that every open browser polls every 5 s: the warning banner and the maintenance
 * screen come and go without a reload, and one browser may be let past maintenance.
 */

const browser = browserOfFile();
beforeAll(async () => {
  await resetSiteStatus();
});
afterEach(async () => {
  await resetSiteStatus();
});
afterAll(async () => {
  await resetSiteStatus();
});

/** One poll period and a little: what a change may take to reach an open page. */
const pollWait = 7_500;
const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);
const from = '2026-11-22T10:00';
const to = '2026-11-22T14:00';

const banner = (page: Page, language: 'is' | 'en' = 'is') => page.getByRole('region', { name: t(language, 'common:warning.label') });
const maintenanceHeading = (page: Page, language: 'is' | 'en' = 'is') =>
  page.getByRole('heading', { level: 1, name: t(language, 'common:maintenance.title') });

async function appIsShown(page: Page, timeout?: number) {
  await shown(page.getByRole('navigation', { name: is('common:nav.label') }).getByRole('link', { name: is('common:nav.login') }), timeout);
}

describe('warning banner and maintenance', () => {
  it('the warning banner appears in an open page, shows the times, can be paused and goes again', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/');
      await appIsShown(page);
      expect(await banner(page).count()).toBe(0);

      await setSetting(Setting.IsWarning, 'true');
      await shown(banner(page), pollWait);
      expect(await banner(page).innerText()).toContain(is('common:warning.text'));
      await shown(banner(page).getByText(is('common:warning.prefix')));

      await setSetting(Setting.MaintenanceFrom, from);
      await setSetting(Setting.MaintenanceTo, to);
      await shown(banner(page).getByText(is('common:warning.withTimes', { from: '22.11.2026 10:00', to: '22.11.2026 14:00' })), pollWait);

      const pause = banner(page).getByRole('button', { name: is('common:warning.pause') });
      expect(await pause.getAttribute('aria-pressed')).toBe('false');
      await pause.click();
      const play = banner(page).getByRole('button', { name: is('common:warning.play') });
      expect(await play.getAttribute('aria-pressed')).toBe('true');

      await setSetting(Setting.IsWarning, 'false');
      await gone(banner(page), pollWait);
      await appIsShown(page);
    } finally {
      await context.close();
    }
  });

  it('maintenance replaces the whole app with its times, in either language, and ends without a reload', async () => {
    await setSetting(Setting.MaintenanceFrom, from);
    await setSetting(Setting.MaintenanceTo, to);
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/account/login');
      await shown(page.getByRole('heading', { level: 1, name: 'Innskráning' }));

      await setSetting(Setting.IsMaintenance, 'true');
      await shown(maintenanceHeading(page), pollWait);
      await shown(page.getByText('Viðhald stendur frá 22.11.2026 10:00 til 22.11.2026 14:00.'));
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);

      // A visitor arriving now sees nothing else either, whatever the address.
      await page.goto('/register');
      await shown(maintenanceHeading(page));
      expect(await page.getByRole('heading', { name: is('registration:register.title') }).count()).toBe(0);

      await page.getByRole('button', { name: 'English', exact: true }).click();
      await shown(maintenanceHeading(page, 'en'));
      await shown(page.getByText('Maintenance runs from 22/11/2026 10:00 to 22/11/2026 14:00.'));
      expect(await htmlLang(page)).toBe('en');

      await setSetting(Setting.IsMaintenance, 'false');
      await shown(page.getByRole('heading', { level: 1, name: t('en', 'registration:register.title') }), pollWait);
      expect(await maintenanceHeading(page, 'en').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the skip flag lets one browser through while other visitors see the maintenance screen', async () => {
    await setSetting(Setting.IsMaintenance, 'true');
    const visitor = await newPage(browser(), 'is');
    const skipper = await newPage(browser(), 'is', { localStorage: { skipMaintenance: 'true' } });
    try {
      await visitor.page.goto('/');
      await shown(maintenanceHeading(visitor.page));
      await shown(visitor.page.getByText(is('common:maintenance.noTimes')));

      await skipper.page.goto('/');
      await appIsShown(skipper.page);
      await skipper.page
        .getByRole('link', { name: is('common:nav.login') })
        .first()
        .click();
      await shown(skipper.page.getByRole('heading', { level: 1, name: 'Innskráning' }));
      expect(await maintenanceHeading(skipper.page).count()).toBe(0);
    } finally {
      await visitor.context.close();
      await skipper.context.close();
    }
  });

  it('an administrator who turns maintenance on in the configuration screen keeps working', async () => {
    const { context, page } = await newPage(browser(), 'is', { session: { accessToken: await adminToken() } });
    const visitor = await newPage(browser(), 'is');
    try {
      await page.goto('/admin/configuration');
      const field = page.getByTestId('setting-IsMaintenance');
      await field.getByRole('switch', { name: is('settings:keys.IsMaintenance.title') }).check();
      await field.getByRole('button', { name: is('settings:saveKey', { name: is('settings:keys.IsMaintenance.title') }) }).click();
      await shown(page.getByText(is('settings:maintenanceOnNotice')));
      expect(await page.evaluate(() => localStorage.getItem('skipMaintenance'))).toBe('true');

      await visitor.page.goto('/');
      await shown(maintenanceHeading(visitor.page));

      await page.reload();
      await shown(page.getByRole('heading', { level: 1, name: is('routes:adminConfiguration') }));
      expect(await maintenanceHeading(page).count()).toBe(0);
    } finally {
      await context.close();
      await visitor.context.close();
    }
  });
});
