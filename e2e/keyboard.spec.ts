import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, browserOfFile, newPage, type SeededSession, shown } from './support/browser';
import { t } from './support/texts';

/** What a keyboard alone must be able to do, beyond the tab order of the sign-in form (portal-wide/accessibility.spec.ts). */

const browser = browserOfFile();
let admin: SeededSession;

beforeAll(async () => {
  admin = { accessToken: await adminToken() };
});

/** From the first password field, Tab reaches its eye button, and Space shows what was typed. */
async function revealsPasswordFromKeyboard(page: Page, path: string, heading: string) {
  await page.goto(path);
  await shown(page.getByRole('heading', { level: 1, name: heading, exact: true }));
  // Found by its id: once revealed it is no longer a password input.
  const field = page.locator(`[id="${await page.locator('input[type="password"]').first().getAttribute('id')}"]`);
  // A screen may draw its form once more as its texts or settings arrive, taking the focus with the
  // old field: type until the field that stays holds the words and the focus.
  const id = await field.getAttribute('id');
  await expect
    .poll(async () => {
      await field.fill('');
      await field.focus();
      await page.keyboard.type('secret words');
      return page.evaluate((fieldId) => document.activeElement?.id === fieldId, id);
    })
    .toBe(true);
  expect(await field.inputValue(), path).toBe('secret words');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  expect(await focused.getAttribute('aria-label'), path).toBe(t('is', 'common:actions.showPassword'));
  expect(await focused.getAttribute('aria-pressed')).toBe('false');
  await page.keyboard.press('Space');
  expect(await field.getAttribute('type'), path).toBe('text');
  expect(await focused.getAttribute('aria-pressed')).toBe('true');
}

/** Opens a dialog with Enter on `opener`, closes it with Escape, and expects the focus back on `opener`. */
async function returnsFocus(page: Page, openerName: string, dialogName: string) {
  const opener = page.getByRole('button', { name: openerName, exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await shown(dialog);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement), { message: dialogName }).toBe(true);
}

describe('keyboard', () => {
  it('rings a focused text field as clearly as a button', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/account/login');
      const user = page.getByRole('textbox', { name: t('is', 'accounts:login.userNameOrEmail') });
      await user.focus();
      const ring = (el: Element) => {
        const box = el.closest('.mantine-Input-input') ?? el;
        const style = getComputedStyle(box);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      };
      expect(await user.evaluate(ring)).toBe('solid 3px');
      const password = page.locator('input[type="password"]').first();
      await password.focus();
      expect(await password.evaluate(ring)).toBe('solid 3px');
    } finally {
      await context.close();
    }
  });

  it('hands the focus back to what opened a dialog when it closes, again and again', async () => {
    const is = (key: string) => t('is', key);
    const anonymous = await newPage(browser(), 'is');
    const signedIn = await newPage(browser(), 'is', { session: admin });
    try {
      await anonymous.page.goto('/account/login');
      await shown(anonymous.page.getByRole('heading', { level: 1, name: is('accounts:login.title'), exact: true }));
      for (let round = 0; round < 2; round++)
        await returnsFocus(anonymous.page, is('accounts:login.forgotPassword'), is('accounts:forgot.title'));

      await signedIn.page.goto('/admin/users');
      await shown(signedIn.page.getByRole('heading', { level: 1, name: is('routes:adminUsers'), exact: true }));
      await returnsFocus(signedIn.page, is('users:create'), is('users:form.createTitle'));
    } finally {
      await anonymous.context.close();
      await signedIn.context.close();
    }
  });

  it('reveals a password from the keyboard on sign-in, registration and a new password', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await revealsPasswordFromKeyboard(page, '/account/login', t('is', 'accounts:login.title'));
      await revealsPasswordFromKeyboard(page, '/register', t('is', 'registration:register.title'));
      await revealsPasswordFromKeyboard(page, '/account/login/new-password/1/abcdefghijklmnop', t('is', 'accounts:newPassword.title'));
    } finally {
      await context.close();
    }
  });
});
