import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at, browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * Login with the electronic ID through the built-in development identity provider, in both
 * languages: a first login finishes the registration (name, kennitala and date of birth from the
 * provider, shown and not editable), a logout also ends the provider's session, and a second login
 * signs the person straight in. Each language logs in as a test person of its own.
 */

const browser = browserOfFile();

const people: Record<Language, { familyName: string; idNumber: string }> = {
  is: { familyName: 'Ameríka', idNumber: '010130-2989' },
  en: { familyName: 'Afríka', idNumber: '010130-3019' },
};

/** From the portal's login page through the test provider's page, back to /signin-oidc. */
async function logInWithElectronicId(page: Page, language: Language, familyName: string, scan: boolean) {
  const tr = (key: string) => t(language, key);
  await page.goto('/account/login');
  await shown(page.getByText(tr('accounts:login.idLogin.testTitle')));
  if (scan) await expectAccessible(page, `login with the test provider's notice (${language})`, { everyImpact: true });
  await page.getByRole('button', { name: tr('accounts:login.idLogin.button') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dev-idp'), { timeout: 15_000 });
  await shown(page.getByRole('heading', { level: 1, name: tr('id-login:devProvider.heading') }));
  if (scan) await expectAccessible(page, `the test provider's page (${language})`, { everyImpact: true });
  await page.getByRole('radio', { name: new RegExp(familyName) }).check();
  await page.getByRole('button', { name: tr('id-login:devProvider.signIn'), exact: true }).click();
}

describe('login with the electronic ID', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string) => t(language, key);

    it(`registers through the electronic ID, logs out at the provider, and logs in again (${language})`, async () => {
      const person = people[language];
      const { context, page } = await newPage(browser(), language);
      try {
        await logInWithElectronicId(page, language, person.familyName, true);

        // First time: the registration, with what the provider vouched for shown and not editable.
        await shown(page.getByRole('heading', { level: 1, name: tr('id-login-web:register.title') }));
        await shown(page.getByText(person.idNumber));
        expect(await page.getByRole('textbox', { name: tr('id-login-web:person.idNumber') }).count()).toBe(0);
        await page.getByRole('button', { name: tr('id-login-web:register.submit') }).click();
        await shown(page.getByRole('alert').first());
        await expectAccessible(page, `registration by electronic ID, with errors (${language})`, { everyImpact: true });
        await page.getByRole('radio', { name: new RegExp(tr('id-login-web:register.userTypes.3.label')) }).check();
        await page.getByRole('textbox', { name: tr('id-login-web:register.email') }).fill(`${uniqueName('rafraen')}@example.test`);
        await page.getByRole('button', { name: tr('id-login-web:register.submit') }).click();
        await at(page, '/my-site/default');
        await shown(page.getByText(tr('my-site:feeDue.body')));

        // Logging out ends the provider's session too, and comes back to the portal's home page.
        await page.goto('/logout');
        await page.waitForURL((url) => url.pathname.startsWith('/dev-idp'), { timeout: 15_000 });
        await shown(page.getByRole('heading', { level: 1, name: tr('id-login:devProvider.logoutTitle') }));
        await expectAccessible(page, `the test provider's logout (${language})`, { everyImpact: true });
        await page.getByRole('button', { name: tr('id-login:devProvider.logoutYes') }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/dev-idp') || url.pathname.endsWith('/success'), { timeout: 15_000 });
        expect(await page.evaluate(() => localStorage.getItem('auth.accessToken'))).toBeNull();

        // Second time: straight in.
        await logInWithElectronicId(page, language, person.familyName, false);
        await at(page, '/my-site/default');
        expect(await page.evaluate(() => localStorage.getItem('auth.isIdLogin'))).toBe('true');
      } finally {
        await context.close();
      }
    });
  }
});
