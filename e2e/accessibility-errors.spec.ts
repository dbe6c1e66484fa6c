import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { adminToken, browserOfFile, expectAccessible, newPage, type SeededSession, shown } from './support/browser';
import { t, type Language } from './support/texts';

/**
 * Every form once more in its error state: submitted empty, each field that needs a value is
 * marked invalid with its message, and axe must find nothing at all, of any impact, in either
 * language (the error red once measured 3.3:1 on every form).
 */

const browser = browserOfFile();
let admin: SeededSession;

beforeAll(async () => {
  admin = { accessToken: await adminToken() };
});

const languages: Language[] = ['is', 'en'];

/** Submits the form inside `scope` empty and waits until a field says what it needs. */
async function submitEmpty(scope: Locator) {
  await scope.locator('button[type="submit"]').first().click();
  await shown(scope.locator('[aria-invalid="true"]').first());
}

async function checkPageForm(page: Page, language: Language, path: string, heading: string) {
  await page.goto(path);
  const main = page.locator('main');
  await shown(main.getByRole('heading', { level: 1, name: heading, exact: true }));
  await submitEmpty(main);
  await expectAccessible(page, `${path} submitted empty (${language})`, { everyImpact: true });
}

async function checkDialogForm(page: Page, language: Language, path: string, opener: string, title: string) {
  await page.goto(path);
  await page.getByRole('button', { name: opener, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await shown(dialog);
  await submitEmpty(dialog);
  await expectAccessible(page, `${title} submitted empty (${language})`, { everyImpact: true });
  await page.keyboard.press('Escape');
}

describe('forms in their error state', () => {
  for (const language of languages) {
    const tr = (key: string) => t(language, key);

    it(`sign-in and registration (${language})`, async () => {
      const { context, page } = await newPage(browser(), language);
      try {
        await checkPageForm(page, language, '/account/login', tr('accounts:login.title'));
        await checkPageForm(page, language, '/register', tr('registration:register.title'));
      } finally {
        await context.close();
      }
    });

    it(`new user, role, tenant and exam session (${language})`, async () => {
      const { context, page } = await newPage(browser(), language, { session: admin });
      try {
        await checkDialogForm(page, language, '/admin/users', tr('users:create'), tr('users:form.createTitle'));
        await checkDialogForm(page, language, '/admin/roles', tr('roles:create'), tr('roles:form.createTitle'));
        await checkDialogForm(page, language, '/admin/tenants', tr('tenants:create'), tr('tenants:form.createTitle'));
        // An empty submit here once opened a real exam session.
        await checkDialogForm(
          page,
          language,
          '/admin/exam/sessions',
          tr('exam-sessions:sessions.open'),
          tr('exam-sessions:sessions.form.openTitle'),
        );
      } finally {
        await context.close();
      }
    });
  }
});
