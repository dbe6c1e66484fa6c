import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, browserOfFile, expectAccessible, newPage, type SeededSession, shown } from '../support/browser';
import { Setting, eventually, resetSiteStatus } from '../support/portal';
import { t, type Language } from '../support/texts';

/**
 * Dates and times are written as the reader writes them, whatever the browser's own habits:
 * DD.MM.YYYY in Icelandic, DD/MM/YYYY in English, a 24-hour clock, times in Reykjavik.
 */

const browser = browserOfFile();
let admin: SeededSession;

beforeAll(async () => {
  admin = { accessToken: await adminToken() };
});
afterAll(async () => {
  await resetSiteStatus();
});

const storedSetting = async (settingId: number) =>
  (
    await api<{ items: { settingId: number; value: string }[] }>('/api/services/app/Setting/GetAll', { token: admin.accessToken })
  ).items.find((s) => s.settingId === settingId)?.value;

describe('date and time fields', () => {
  for (const [language, typed, shownAs] of [
    ['is', '01.04.2026', '01.04.2026'],
    ['en', '01/04/2026', '01/04/2026'],
  ] as [Language, string, string][]) {
    it(`filter results from a date typed in the reader's format (${language})`, async () => {
      const { context, page } = await newPage(browser(), language, { session: admin });
      try {
        await page.goto('/admin/exam/drone-exam-result');
        const from = page.getByRole('textbox', { name: t(language, 'exam-results:filters.from') });
        await shown(from);
        expect(await from.getAttribute('placeholder')).toBe(language === 'is' ? 'DD.MM.ÁÁÁÁ' : 'DD/MM/YYYY');
        const sent = page.waitForRequest((request) => new URL(request.url()).searchParams.get('from') === '2026-04-01');
        await from.fill(typed);
        await from.blur();
        await sent;
        expect(await from.inputValue()).toBe(shownAs);
        // The calendar, open, in the reader's language and clean for axe.
        await from.click();
        await shown(page.getByRole('button', { name: t(language, 'common:dates.nextMonth') }));
        await expectAccessible(page, `results date picker open (${language})`, { everyImpact: true });
      } finally {
        await context.close();
      }
    });
  }

  it('sets the start of maintenance on a 24-hour clock, in Reykjavik time', async () => {
    const { context, page } = await newPage(browser(), 'en', { session: admin });
    try {
      await page.goto('/admin/configuration');
      const title = t('en', 'settings:keys.MaintenanceFrom.title');
      const field = page.getByRole('button', { name: title, exact: true });
      await shown(field);
      await field.click();
      const dropdown = page.getByRole('dialog').filter({ has: page.getByRole('spinbutton') });
      await shown(dropdown);
      await dropdown.locator('button[data-today], table button:not([data-outside]):not([disabled])').first().click();
      await dropdown.getByRole('spinbutton', { name: t('en', 'common:dates.hours') }).fill('18');
      await dropdown.getByRole('spinbutton', { name: t('en', 'common:dates.minutes') }).fill('45');
      await expectAccessible(page, 'maintenance start picker open (en)', { everyImpact: true });
      await dropdown.getByRole('button', { name: t('en', 'common:dates.done') }).click();
      expect(await field.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} 18:45$/);
      await page.getByRole('button', { name: t('en', 'settings:saveKey', { name: title }) }).click();
      // Reykjavik keeps UTC all year: 18:45 there is 18:45Z.
      await eventually(() => storedSetting(Setting.MaintenanceFrom)).toMatch(/T18:45:00(\.000)?Z$/);
    } finally {
      await resetSiteStatus();
      await context.close();
    }
  });
});
