import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { e2eAdminPassword } from './global-setup';

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

export async function newPage(browser: Browser, language: 'is' | 'en' = 'is'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: language === 'is' ? 'is-IS' : 'en-GB',
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Fails on any serious or critical axe violation of WCAG 2.2 A/AA on the page as it stands. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Calls the API as the browser would, for set-up and for reading the mail outbox. */
export async function api<T = any>(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const json = (await res.json()) as { result: T; error: unknown };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json.error)}`);
  return json.result;
}

export async function adminToken(): Promise<string> {
  const result = await api<{ accessToken: string }>('/api/TokenAuth/Authenticate', {
    body: { userNameOrEmailAddress: 'admin', password: e2eAdminPassword },
  });
  return result.accessToken;
}
