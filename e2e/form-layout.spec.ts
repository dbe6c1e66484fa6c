import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOfFile, newPage, shown } from './support/browser';
import { t } from './support/texts';

/**
 * The registration form as a demanding designer checks it: fields side by side line up, the
 * date of birth reads as one field like the others, and every error is written the same size.
 */

const browser = browserOfFile();

describe('the registration form', () => {
  it('names the countries in Icelandic, though the browser itself cannot', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/register');
      const country = page.getByRole('combobox', { name: new RegExp(`^${t('is', 'registration:register.country')}`) });
      await shown(country);
      await expect.poll(() => country.locator('option:checked').textContent(), { timeout: 10_000 }).toBe('Ísland');
    } finally {
      await context.close();
    }
  });

  it('lines up its fields, draws the date of birth like any field and writes every error alike', async () => {
    const en = (key: string) => t('en', key);
    const { context, page } = await newPage(browser(), 'en');
    try {
      await page.goto('/register');
      const main = page.locator('main');
      await shown(main.getByRole('heading', { level: 1, name: en('registration:register.title') }));
      await main.locator('button[type="submit"]').first().click();
      await shown(main.locator('[aria-invalid="true"]').first());

      const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
      // A required field's label ends in its asterisk.
      const field = (label: string) => main.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
      const labelFor = async (label: string) => main.locator(`label[for="${await field(label).getAttribute('id')}"]`);
      const styleOf = (locator: Locator) =>
        locator.evaluate((element) => {
          const s = getComputedStyle(element);
          return { fontSize: s.fontSize, fontWeight: s.fontWeight, color: s.color };
        });

      // The password's rule sits under its field, so the pair's labels and fields are level.
      const password = en('registration:register.password');
      const repeat = en('registration:register.confirmPassword');
      expect(Math.abs((await boxOf(await labelFor(password))).y - (await boxOf(await labelFor(repeat))).y)).toBeLessThanOrEqual(1);
      expect(Math.abs((await boxOf(field(password))).y - (await boxOf(field(repeat))).y)).toBeLessThanOrEqual(1);

      // The legend looks like a label and starts where the fields start.
      const firstName = en('registration:register.name');
      const legend = main.locator('fieldset legend').first();
      expect(await styleOf(legend.locator('.mantine-InputWrapper-label'))).toEqual(await styleOf(await labelFor(firstName)));
      const left = Math.round((await boxOf(field(firstName))).x);
      expect(Math.round((await boxOf(legend)).x)).toBe(left);
      expect(Math.round((await boxOf(main.locator('fieldset select').first())).x)).toBe(left);

      const sizes = await main
        .locator('[id$="-error"], fieldset [role="alert"]')
        .evaluateAll((errors) => errors.map((error) => getComputedStyle(error).fontSize));
      expect(sizes.length).toBeGreaterThan(4);
      expect(new Set(sizes).size).toBe(1);
    } finally {
      await context.close();
    }
  });
});
