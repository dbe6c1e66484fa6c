import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOfFile, newPage, shown } from './support/browser';
import { t } from './support/texts';

/**
 * The service worker caches the app shell so the portal opens without a connection, and leaves
 * the API alone: data always comes from the server, or not at all.
 */

const browser = browserOfFile();

const is = (key: string) => t('is', key);
const registrationFailed = 'Service worker registration failed';

/** A page whose requests go through the activated service worker, and the console lines it logged. */
async function controlledPage(): Promise<{ context: BrowserContext; page: Page; consoleLines: string[] }> {
  const { context, page } = await newPage(browser(), 'is', { serviceWorkers: 'allow' });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // clientsClaim normally takes over the open page; a page loaded before that needs one reload.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  return { context, page, consoleLines };
}

const appName = (page: Page) => page.getByRole('banner').getByRole('link', { name: is('common:appName'), exact: true });

describe('service worker', () => {
  it('registers without errors and the app shell opens offline, deep links included', async () => {
    const { context, page, consoleLines } = await controlledPage();
    try {
      expect(consoleLines.filter((line) => line.includes(registrationFailed))).toEqual([]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

      await context.setOffline(true);
      const shell = await page.reload();
      expect(shell?.fromServiceWorker()).toBe(true);
      await shown(appName(page));
      await shown(page.getByRole('heading', { level: 1, name: is('home:hero.title') }));

      await page.goto('/privacy');
      await shown(page.getByRole('heading', { level: 1, name: is('home:privacy.title') }));
      await shown(appName(page));
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it('never answers API calls from its cache: offline they fail, online they come from the server', async () => {
    const { context, page } = await controlledPage();
    try {
      const configuration = page.waitForResponse((r) => r.url().includes('/AbpUserConfiguration/GetAll'));
      await page.reload();
      const reply = await configuration;
      expect(reply.status()).toBe(200);
      expect(reply.fromServiceWorker()).toBe(false);

      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached).toContain('/index.html');
      expect(cached.filter((path) => /^\/(api|abpuserconfiguration)\//i.test(path))).toEqual([]);

      await context.setOffline(true);
      const offline = await page.evaluate(() =>
        fetch('/AbpUserConfiguration/GetAll').then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        ),
      );
      expect(offline).toBe('failed');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it('where service workers are unavailable, the app still works and only logs the failed registration', async () => {
    const { context, page } = await newPage(browser(), 'is', { serviceWorkers: 'block' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto('/');
      await shown(page.getByRole('heading', { level: 1, name: is('home:hero.title') }));
      await expect.poll(() => errors.some((e) => e.includes(registrationFailed))).toBe(true);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await page
        .getByRole('navigation', { name: is('common:nav.label') })
        .getByRole('link', { name: is('common:nav.login') })
        .click();
      await shown(page.getByRole('heading', { level: 1, name: is('accounts:login.title') }));
    } finally {
      await context.close();
    }
  });
});
