import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { twelveMonthsTo } from '../src/shared/contracts/dashboard';
import { UserType } from '../src/shared/enums';
import { adminToken, at, browserOfFile, expectAccessible, newPage, shown } from './support/browser';
import { authenticate, createUser, eventually } from './support/portal';
import { t } from './support/texts';
import { monthKeys } from '../src/web/lib/dates';

/**
 * The administrator's dashboard and the codes reference, in both languages: a pilot registers and
 * signs in, the administrator reads the figures and the charts' tables, downloads the workbook
 * (read back here: a real .xlsx holding the pilot's registration and nothing personal), and opens
 * the reference. Other journeys run beside this one, so figures are checked for this pilot's part.
 */

const browser = browserOfFile();

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('the dashboard and the reference', () => {
  for (const language of ['is', 'en'] as const) {
    const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);

    it(`an administrator reads the dashboard, downloads the xlsx and opens the reference (${language})`, async () => {
      const pilot = await createUser({ roleNames: ['Pilot'], userTypeId: UserType.Pilot, language });
      await authenticate(pilot.userName, pilot.password);
      const now = new Date();
      const period = twelveMonthsTo(now.toISOString().slice(0, 10));
      const { context, page } = await newPage(browser(), language, { session: { accessToken: await adminToken() } });
      try {
        await page.goto('/admin/dashboard');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminDashboard') }));
        await shown(page.getByRole('heading', { level: 2, name: tr('dashboard:overview.title') }));
        // At a glance the figures and their course over the months; each table waits behind its button.
        await shown(page.getByText(tr('dashboard:monthly.inPeriod'), { exact: true }));
        expect(await page.getByRole('table', { name: tr('dashboard:monthly.caption') }).count()).toBe(0);
        const showTable = page.getByRole('button', { name: tr('dashboard:figures.show'), exact: true });
        await shown(showTable.first());
        expect(await showTable.count()).toBe(4);
        for (let left = 3; left >= 0; left--) {
          await showTable.first().click();
          await eventually(() => showTable.count()).toBe(left);
        }
        expect(await page.getByRole('button', { name: tr('dashboard:figures.hide'), exact: true }).count()).toBe(4);
        const months = page.getByRole('table', { name: tr('dashboard:monthly.caption') });
        const thisMonth = `${tr(`common:months.${monthKeys[now.getUTCMonth()]}`)} ${now.getUTCFullYear()}`;
        const monthRow = months.getByRole('row', { name: new RegExp(`^${thisMonth}`) });
        await shown(monthRow);
        // The pilot registered this month: the month's pilot count (after the two operator types) is at least one.
        expect(Number((await monthRow.getByRole('cell').nth(2).innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
        const visits = page.getByRole('table', { name: tr('dashboard:visits.caption') });
        const today =
          language === 'is'
            ? now.toISOString().slice(0, 10).split('-').reverse().join('.')
            : now.toISOString().slice(0, 10).split('-').reverse().join('/');
        const todayRow = visits.getByRole('row', { name: new RegExp(`^${today.replace(/\./g, '\\.')}`) });
        expect(Number((await todayRow.getByRole('cell').first().innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
        await shown(page.getByRole('table', { name: tr('dashboard:exam.byTypeCaption') }));
        // Twelve months: the registrations' and the sign-ins' courses, each a line over the months (the
        // exams' too when other journeys have sat exams in the period, which this one does not count on).
        for (const section of ['dashboard:monthly.title', 'dashboard:visits.title'])
          expect(
            await page
              .getByRole('region', { name: tr(section), exact: true })
              .getByTestId('dashboard-chart')
              .count(),
            section,
          ).toBe(1);
        await expectAccessible(page, `dashboard (${language})`, { everyImpact: true });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: tr('dashboard:download.button') }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`Dashboard_${period.from}_${period.to}.xlsx`);
        const chunks: Buffer[] = [];
        for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
        const sheets = ['overview', 'monthly', 'visits', 'exam', 'registrations'].map((s) => tr(`dashboard:export.sheets.${s}`));
        expect(workbook.worksheets.map((w) => w.name)).toEqual(sheets);
        const registrations = rowsOf(workbook.getWorksheet(sheets[4])!);
        const mine = registrations.find((row) => row[0] === pilot.id);
        expect(mine?.slice(0, 2)).toEqual([pilot.id, UserType.Pilot]);
        expect(JSON.stringify(registrations)).not.toContain(pilot.userName);

        await page.getByRole('link', { name: tr('dashboard:referenceLink') }).click();
        await at(page, '/admin/reference');
        await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminReference') }));
        const userTypes = page.getByRole('table', { name: tr('reference:tables.userTypes.title') });
        const pilotRow = userTypes.getByRole('row').filter({ has: page.locator('code', { hasText: /^Pilot$/ }) });
        expect((await pilotRow.locator('th, td').allInnerTexts()).map((s) => s.trim())).toEqual(['3', 'Pilot', 'Fjarflugmaður', 'Pilot']);
        const messages = page.getByRole('table', { name: tr('reference:tables.notificationMessages.title') });
        expect(await messages.getByRole('row').count()).toBe(1 + 6);
        await expectAccessible(page, `reference (${language})`, { everyImpact: true });
      } finally {
        await context.close();
      }
    });
  }
});
