import { describe, expect, it } from 'vitest';
import { baseUrl, browserOfFile, newPage, shown } from './support/browser';
import { t } from './support/texts';

/**
 * The public pages (the front page, the questions, privacy, registration, the sign-in and
 * verification pages) arrive as markup rendered at build time, so that a phone shows
 * them before the app's script has come and run; the app then replaces the markup with its own.
 */

const browser = browserOfFile();

/** A browser that runs no script: what the page shows before the app does. */
async function withoutScript(language: 'is' | 'en') {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: false,
    locale: language === 'is' ? 'is-IS' : 'en-GB',
  });
  return { context, page: await context.newPage() };
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('pages rendered at build time', () => {
  it('shows the sign-in page before any script has run, in the browser’s language, and takes no input there', async () => {
    for (const language of ['is', 'en'] as const) {
      const { context, page } = await withoutScript(language);
      try {
        await page.goto('/account/login');
        expect(await page.title()).toBe(`${t(language, 'routes:accountLogin')} | ${t(language, 'common:appName')}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        expect(heading(await page.content())).toBe(t(language, 'accounts:login.title'));
        expect(await page.locator('input[autocomplete="username"]').isVisible()).toBe(true);
        // Out of reach until the app has replaced it: typed text would be lost, a sent form would go nowhere.
        expect(await page.locator('#root > [inert] form').count()).toBe(1);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('#root') ?? null)).toBeNull();
      } finally {
        await context.close();
      }
    }
  });

  it('names a test installation’s provider before any script has run, and the app’s first frame keeps the note', async () => {
    // The portal of these journeys runs the built-in electronic-ID provider: a test installation.
    const note = t('en', 'accounts:login.idLogin.testTitle');
    const { context, page } = await withoutScript('en');
    try {
      await page.goto('/account/login');
      expect(await page.locator('#root > [inert]').getByText(note).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
    const withScript = await newPage(browser(), 'en');
    try {
      // Whether the note was there in the very frame that replaced the markup, not only once the server answered.
      await withScript.page.addInitScript((text) => {
        const seen = window as unknown as { noteWhenReplaced?: boolean };
        new MutationObserver((_, observer) => {
          const root = document.getElementById('root');
          if (!root || root.querySelector('[data-prerendered]') || !root.querySelector('form')) return;
          seen.noteWhenReplaced = root.textContent?.includes(text) ?? false;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, note);
      await withScript.page.goto('/account/login');
      await withScript.page.locator('#root:not(:has([data-prerendered])) form').waitFor();
      expect(await withScript.page.evaluate(() => (window as unknown as { noteWhenReplaced?: boolean }).noteWhenReplaced)).toBe(true);
    } finally {
      await withScript.context.close();
    }
  });

  it('shows the front page, the questions, privacy and registration before any script has run, in both languages', async () => {
    const pages = [
      { path: '/', heading: 'home:hero.title' },
      { path: '/faq', heading: 'exams:faq.title' },
      { path: '/privacy', heading: 'home:privacy.title' },
      { path: '/register', heading: 'registration:register.title' },
    ];
    for (const language of ['is', 'en'] as const) {
      const { context, page } = await withoutScript(language);
      try {
        for (const { path, heading: key } of pages) {
          await page.goto(path);
          expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
          expect(heading(await page.content()), path).toBe(t(language, key));
          expect(await page.locator('#root > [inert][data-prerendered] h1').isVisible(), path).toBe(true);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('shows the verification page’s heading and that it is checking, before any script has run', async () => {
    const { context, page } = await withoutScript('is');
    try {
      await page.goto('/verify-qrcode/1/not-a-token');
      expect(heading(await page.content())).toBe(t('is', 'routes:verifyQrCode'));
      expect(await page.getByText(t('is', 'certificates-web:verify.checking')).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('is replaced by the app, which then takes input and answers a wrong address', async () => {
    const { context, page } = await newPage(browser(), 'en');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The verification below asks for a certificate that does not exist: its 404 is expected; and
      // this browser blocks service workers, so the app says it could not register one.
      const expected = /404|Service worker registration failed/;
      if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text());
    });
    try {
      await page.goto('/account/login');
      await page.locator('#root:not(:has([data-prerendered])) form').waitFor();
      const userName = page.getByRole('textbox', { name: t('en', 'accounts:login.userNameOrEmail'), exact: true });
      await userName.fill('someone@example.com');
      await userName.press('Tab');
      expect(await userName.inputValue()).toBe('someone@example.com');
      expect(await page.title()).toBe(`${t('en', 'routes:accountLogin')} | ${t('en', 'common:appName')}`);

      await page.goto('/verify-qrcode/1/not-a-token');
      await shown(page.getByRole('alert').filter({ hasText: t('en', 'certificates-web:verify.notFound.title') }));
      expect(await page.locator('[data-prerendered]').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
