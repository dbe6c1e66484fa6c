import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { e2eAdminPassword } from './global-setup';
import { finishInBrowser, secondStepShown } from './second-factor';
import { t, type Language } from './texts';

export { e2eAdminPassword };
export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The browser of a journey file: launched before its first test and closed after its last. Called
 * at the top of a file (or of a block), it answers a function that gives the browser inside the
 * tests; hooks of the file's own run around it, so they may still use it in their `afterAll`.
 */
export function browserOfFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test or hook');
    return browser;
  };
}

/** What a sign-in leaves in the browser (the app's `saveLogin`), to start a context already signed in. */
export interface SeededSession {
  accessToken: string;
  /** The notification bell opens its live stream with it; a session without it polls the count. */
  encryptedAccessToken?: string;
  userTypeId?: number | null;
  status?: number;
}

export interface PageOptions {
  serviceWorkers?: 'allow' | 'block';
  /** Signed in from the start, without using up a sign-in of the rate-limited login form. */
  session?: SeededSession;
  /** Extra local-storage items, e.g. the maintenance skip flag. */
  localStorage?: Record<string, string>;
}

export async function newPage(
  browser: Browser,
  language: Language = 'is',
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const items: Record<string, string> = { ...options.localStorage };
  if (options.session) {
    items['auth.accessToken'] = options.session.accessToken;
    if (options.session.encryptedAccessToken) items['auth.encryptedAccessToken'] = options.session.encryptedAccessToken;
    if (options.session.userTypeId != null) items['auth.userTypeId'] = String(options.session.userTypeId);
    if (options.session.status != null) items['auth.userStatus'] = String(options.session.status);
  }
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: language === 'is' ? 'is-IS' : 'en-GB',
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl(), localStorage: Object.entries(items).map(([name, value]) => ({ name, value })) }],
    },
  });
  // Well under the test timeout, so a missing element fails with its locator named.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

const waitMs = 10_000;

/** Polls `probe` until it answers something truthy, and answers that. */
export async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeout = waitMs): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the element is shown (vitest has no web-first assertions; this is ours). */
export async function shown(locator: Locator, timeout = waitMs): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until no such element is shown. */
export async function gone(locator: Locator, timeout = waitMs): Promise<void> {
  await expect.poll(() => locator.count(), { timeout, interval: 100 }).toBe(0);
}

/** Waits for the page's path (and query, when given) to become `expected`. */
export async function at(page: Page, expected: string, timeout = waitMs): Promise<void> {
  await expect.poll(() => pathAndQuery(page), { timeout, interval: 100 }).toBe(expected);
}

export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/**
 * Signs in through the login form, as a person would, and waits until the app leaves the login
 * page. The form is rate limited per address; a refusal for too many tries waits as the message
 * says and tries again, so a fast run does not fail on the server's protection.
 */
export async function signIn(page: Page, userName: string, password: string, language: Language = 'is'): Promise<void> {
  if (new URL(page.url()).pathname !== '/account/login') await page.goto('/account/login');
  const deadline = Date.now() + 80_000;
  for (;;) {
    await page.getByRole('textbox', { name: t(language, 'accounts:login.userNameOrEmail'), exact: true }).fill(userName);
    await page.getByRole('textbox', { name: t(language, 'accounts:login.password'), exact: true }).fill(password);
    await page.getByRole('button', { name: t(language, 'accounts:login.submit'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    let answered = false;
    const refusal = await until(
      async () => {
        if (new URL(page.url()).pathname !== '/account/login') return 'signed in';
        if (await dialog.isVisible()) return `refused: ${await dialog.innerText()}`;
        // Staff answer a second step (decision 0026), once: set up at the first sign-in, the app's code after.
        const step = answered ? null : await secondStepShown(page, language);
        if (step) {
          answered = true;
          await finishInBrowser(page, inject('secondFactorDir'), userName, step, language);
        }
        return null;
      },
      `sign-in as ${userName}`,
      // A code of the app may wait for the next step when parallel sign-ins used the window up.
      45_000,
    );
    if (refusal === 'signed in') return;
    const seconds = /(\d+)/.exec(refusal)?.[1];
    const tooMany = t(language, 'errors:tooManyRequests', { seconds: seconds ?? 0 });
    if (!seconds || !refusal.includes(tooMany) || Date.now() + Number(seconds) * 1000 > deadline) {
      throw new Error(`sign-in as ${userName} refused: ${refusal}`);
    }
    await page
      .getByRole('button', { name: t(language, 'common:actions.close') })
      .first()
      .click();
    await page.waitForTimeout(Number(seconds) * 1000);
  }
}

/**
 * Runs axe (WCAG 2.0–2.2 A and AA) on the page as it stands and fails on its serious and critical
 * findings, or on every finding with `everyImpact` (forms in their error state, empty lists and
 * success messages are held to that). Script-less sandboxed frames (a mail's own HTML in the
 * outbox viewer) are left out: axe cannot run inside them and would wait for ever; the caller
 * checks such a frame's title itself.
 */
export async function expectAccessible(page: Page, label: string, { everyImpact = false }: { everyImpact?: boolean } = {}) {
  // A dialog still fading in has half-transparent text, which axe would measure as low contrast. A
  // transition may start a frame or two after the dialog appears, so the page must be still, with
  // every dialog wholly opaque, for a few frames running, not at one glance.
  await page.waitForFunction(
    () => {
      const w = window as unknown as { stillFrames?: number };
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      // Between a dialog's mounting and its transition's start, it stands still but transparent.
      const opacityOf = (element: Element | null): number =>
        element ? Number(getComputedStyle(element).opacity) * opacityOf(element.parentElement) : 1;
      const fading = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
        (dialog) => dialog.getClientRects().length > 0 && opacityOf(dialog) < 1,
      );
      w.stillFrames = moving || fading ? 0 : (w.stillFrames ?? 0) + 1;
      return w.stillFrames >= 4;
    },
    undefined,
    { polling: 'raf' },
  );
  await page.evaluate(() => {
    (window as unknown as { stillFrames?: number }).stillFrames = 0;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe[sandbox=""]')
    .analyze();
  const bad = results.violations.filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Calls the API as the browser would, for set-up and for reading the mail outbox. */
export async function api<T = any>(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${baseUrl()}${path}`, {
      method: options.method ?? (options.body ? 'POST' : 'GET'),
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    // Rate-limited set-up calls wait as told instead of failing the journey.
    if (res.status === 429 && attempt < 2) {
      await new Promise((r) => setTimeout(r, (Number(res.headers.get('retry-after') ?? 5) + 1) * 1000));
      continue;
    }
    const json = (await res.json()) as { result: T; error: unknown };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json.error)}`);
    return json.result;
  }
}

/** The administrator's token, signed in once for the whole run by the global set-up. */
export async function adminToken(): Promise<string> {
  return inject('adminToken');
}
