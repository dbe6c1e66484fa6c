// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DashboardOverviewDto,
  ExamStatisticDto,
  MonthlyRegistrationDto,
  VisitStatisticDto,
} from '../../../../shared/contracts/dashboard';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, callsTo, errorResponse, lastQueryOf, signInWith } from '../../../test/calls';
import { fake, fetchMock, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const overview = 'Dashboard/CalculateDashboardOverview';
const monthly = 'Dashboard/CalculateDashboardMonthlyRegistration';
const visits = 'Dashboard/CalculateDashboardVisitStatistic';
const exam = 'Dashboard/CalculateDashboardExam';
const exportFile = 'Dashboard/GetDashboardExportExel';
const sections = [overview, monthly, visits, exam];

const period = (url: URL) => ({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' });
const overviewOf = (url: URL): DashboardOverviewDto => ({
  ...period(url),
  pilots: { total: 1234, inPeriod: 56 },
  contactPersons: { total: 7, inPeriod: 2 },
  operators: [
    { userTypeId: 1, total: 12, inPeriod: 3 },
    { userTypeId: 2, total: 4, inPeriod: 0 },
  ],
  organizations: { total: 16, inPeriod: 3 },
  certificates: [
    { certificateType: 1, valid: 900, expiringSoon: 21, issuedInPeriod: 310 },
    { certificateType: 2, valid: 80, expiringSoon: 2, issuedInPeriod: 15 },
  ],
  payments: { paidCount: 340, paidAmount: 5_100_000, currency: 'ISK' },
});
const monthlyOf = (url: URL): MonthlyRegistrationDto => ({
  ...period(url),
  userTypeIds: [1, 2, 3, 4],
  months: [
    { year: 2025, month: 11, byType: [1, 2, 3, 4].map((userTypeId) => ({ userTypeId, count: userTypeId === 3 ? 9 : 0 })), total: 9 },
    { year: 2026, month: 0, byType: [1, 2, 3, 4].map((userTypeId) => ({ userTypeId, count: userTypeId })), total: 10 },
  ],
});
const visitsOf = (url: URL): VisitStatisticDto => ({
  ...period(url),
  signIns: 5,
  uniqueVisitors: 3,
  days: [
    { date: '2026-01-05', signIns: 4, uniqueVisitors: 2 },
    { date: '2026-01-06', signIns: 1, uniqueVisitors: 1 },
  ],
});
const examOf = (url: URL): ExamStatisticDto => ({
  ...period(url),
  minimumAnswers: 10,
  total: { attempts: 50, finished: 40, passed: 30, passRate: 0.75 },
  byType: [
    { certificateType: 1, attempts: 40, finished: 32, passed: 24, passRate: 0.75 },
    { certificateType: 2, attempts: 10, finished: 8, passed: 6, passRate: 0.75 },
  ],
  months: [
    {
      year: 2025,
      month: 11,
      attempts: 20,
      finished: 16,
      passed: 8,
      passRate: 0.5,
      byType: [
        { certificateType: 1, attempts: 15, finished: 12, passed: 6, passRate: 0.5 },
        { certificateType: 2, attempts: 5, finished: 4, passed: 2, passRate: 0.5 },
      ],
    },
    {
      year: 2026,
      month: 0,
      attempts: 30,
      finished: 24,
      passed: 22,
      passRate: 22 / 24,
      byType: [
        { certificateType: 1, attempts: 25, finished: 20, passed: 18, passRate: 0.9 },
        { certificateType: 2, attempts: 5, finished: 4, passed: 4, passRate: 1 },
      ],
    },
  ],
  bySubject: [
    { categoryId: 5, certificateType: 1, title: 'Lofthelgi', titleEnglish: 'Airspace', answers: 200, correct: 150, correctRate: 0.75 },
  ],
  hardestQuestions: [
    {
      questionId: 77,
      categoryId: 5,
      certificateType: 1,
      text: 'Hver er hámarkshæð?',
      textEnglish: 'What is the highest altitude?',
      answers: 40,
      correct: 10,
      correctRate: 0.25,
    },
  ],
});

function serveDashboard() {
  signInWith();
  fake.overrides[api(overview)] = overviewOf;
  fake.overrides[api(monthly)] = monthlyOf;
  fake.overrides[api(visits)] = visitsOf;
  fake.overrides[api(exam)] = examOf;
}

let saved: { download: string }[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:dashboard');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

const today = new Date().toISOString().slice(0, 10);
const twelveMonthsBack = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
};
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Opens every section's table, each behind its own button. */
async function showTables(name = 'Show the figures as a table') {
  const buttons = await screen.findAllByRole('button', { name });
  for (const button of buttons) {
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.querySelector('table')).toBeTruthy();
  }
  return buttons;
}
const registrationsShown = () => screen.findByText('Registrations in the period');

describe('the dashboard', () => {
  it('shows the last twelve months at a glance, figures and their course, and each table on demand', async () => {
    serveDashboard();
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    for (const call of sections) {
      await waitFor(() => expect(Object.fromEntries(lastQueryOf(call))).toEqual({ from: twelveMonthsBack(), to: today }));
    }
    const cards = within(await screen.findByRole('region', { name: 'Overview' }));
    expect(cards.getByText('Pilots').parentElement!.textContent).toBe('Pilots1,23456 new in the period');
    expect(cards.getByText('Operators: Organisation with fewer than 250 staff').parentElement!.textContent).toContain('12');
    expect(cards.getByText('Valid A1/A3 certificates').parentElement!.textContent).toBe(
      'Valid A1/A3 certificates90021 expire within 60 days · 310 issued in the period',
    );
    expect(cards.getByText('Payments in the period').parentElement!.textContent).toBe('Payments in the period340ISK\u00a05,100,000 paid');

    // At a glance: the period's figures, and the course of the months and days as charts.
    const registrations = within(screen.getByRole('region', { name: 'Registrations' }));
    expect((await registrationsShown()).parentElement!.textContent).toBe(
      'Registrations in the period19Organisation with fewer than 250 staff: 1 · Organisation with 250 staff or more: 2 · Pilot: 12 · Contact person: 4',
    );
    const signIns = within(screen.getByRole('region', { name: 'Sign-ins and visitors' }));
    expect(signIns.getByText('Sign-ins in the period').parentElement!.textContent).toBe('Sign-ins in the period5');
    expect(signIns.getByText('Unique visitors in the period').parentElement!.textContent).toBe('Unique visitors in the period3');
    const exams = within(screen.getByRole('region', { name: 'Exams' }));
    expect(exams.getByText('Pass rate, all exams').parentElement!.textContent).toBe(
      'Pass rate, all exams75%Attempts: 50 · Finished: 40 · Passed: 30',
    );
    expect(exams.getByText('Pass rate, A2').parentElement!.textContent).toBe('Pass rate, A275%Attempts: 10 · Finished: 8 · Passed: 6');
    expect(screen.getByRole('progressbar', { name: 'A1/A3: Airspace' }).getAttribute('aria-valuetext')).toBe('75%');
    // The charts are for the eye; the figures and the tables are what a screen reader reads.
    const charts = screen.getAllByTestId('dashboard-chart');
    expect(charts).toHaveLength(3);
    for (const chart of charts) expect(chart.getAttribute('aria-hidden')).toBe('true');
    expect(registrations.getByTestId('dashboard-chart')).toBeTruthy();
    expect(signIns.getByTestId('dashboard-chart')).toBeTruthy();
    expect(exams.getByTestId('dashboard-chart')).toBeTruthy();

    // The tables wait behind their buttons.
    expect(screen.queryByRole('table', { name: 'Registrations by month and user type' })).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(await showTables()).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: 'Hide the table' })).toHaveLength(4);
    const months = screen.getByRole('table', { name: 'Registrations by month and user type' });
    expect(rowsOf(months)).toEqual([
      ['Month', 'Organisation with fewer than 250 staff', 'Organisation with 250 staff or more', 'Pilot', 'Contact person', 'Total'],
      ['December 2025', '0', '0', '9', '0', '9'],
      ['January 2026', '1', '2', '3', '4', '10'],
      ['Total', '1', '2', '12', '4', '19'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Sign-ins and unique visitors by day' }))).toEqual([
      ['Day', 'Sign-ins', 'Unique visitors'],
      ['05/01/2026', '4', '2'],
      ['06/01/2026', '1', '1'],
      ['Whole period', '5', '3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Exam attempts and pass rate by exam' })).at(-1)).toEqual([
      'Total',
      '50',
      '40',
      '30',
      '75%',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Exam attempts and pass rate by month' }))).toEqual([
      ['Month', 'Attempts', 'Finished', 'Passed', 'Pass rate'],
      ['December 2025', '20', '16', '8', '50%'],
      ['January 2026', '30', '24', '22', '91.7%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Share of right answers by subject' }))[1]).toEqual([
      'A1/A3: Airspace',
      '200',
      '150',
      '75%',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Questions answered right least often' }))[1]).toEqual([
      'What is the highest altitude?',
      'A1/A3',
      '40',
      '25%',
    ]);
    await expectNoAxeViolations();

    fireEvent.click(screen.getAllByRole('button', { name: 'Hide the table' })[0]!);
    expect(screen.queryByRole('table', { name: 'Registrations by month and user type' })).toBeNull();
  });

  it('refuses a period out of order in place, keeping what was typed, and asks again for a good one', async () => {
    serveDashboard();
    renderApp('/admin/dashboard');
    await registrationsShown();
    const asked = callsTo(overview).length;

    const from = screen.getByLabelText(/^From/) as HTMLInputElement;
    const to = screen.getByLabelText(/^To/) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '01/03/2026' } });
    fireEvent.blur(from);
    fireEvent.change(to, { target: { value: '01/02/2026' } });
    fireEvent.blur(to);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('The period needs correcting')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'The end date cannot be before the start date.' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(from.value).toBe('01/03/2026');
    expect(callsTo(overview).length).toBe(asked);
    await expectNoAxeViolations();

    fireEvent.change(to, { target: { value: '31/03/2026' } });
    fireEvent.blur(to);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    for (const call of sections) {
      await waitFor(() => expect(Object.fromEntries(lastQueryOf(call))).toEqual({ from: '2026-03-01', to: '2026-03-31' }));
    }
    expect(await screen.findByText('Period: 01/03/2026 – 31/03/2026')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the period’s workbook, busy while it comes, and says plainly when it fails', async () => {
    serveDashboard();
    // The file's body arrives only when released, so the button can be seen busy meanwhile.
    let release: () => void = () => undefined;
    fake.overrides[api(exportFile)] = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            release = () => {
              controller.enqueue(new TextEncoder().encode('PK'));
              controller.close();
            };
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
      );
    renderApp('/admin/dashboard');
    await registrationsShown();

    const button = screen.getByRole('button', { name: 'Download xlsx' });
    fireEvent.click(button);
    expect(await screen.findByText('Preparing the file…')).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.getAttribute('data-loading')).toBe('true');
    release();
    await waitFor(() => expect(saved).toEqual([{ download: `Dashboard_${twelveMonthsBack()}_${today}.xlsx` }]));
    expect(Object.fromEntries(lastQueryOf(exportFile))).toEqual({ from: twelveMonthsBack(), to: today });
    expect((callsTo(exportFile)[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer token');
    await waitFor(() => expect(screen.queryByText('Preparing the file…')).toBeNull());

    fake.overrides[api(exportFile)] = () => errorResponse(500, { message: 'The file could not be written.' });
    fireEvent.click(screen.getByRole('button', { name: 'Download xlsx' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file could not be downloaded')).toBeTruthy();
    expect(within(alert).getByText('The file could not be written.')).toBeTruthy();
    expect(saved).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('reads in Icelandic, months by their Icelandic names', async () => {
    serveDashboard();
    await act(() => i18n.changeLanguage('is'));
    renderApp('/admin/dashboard');
    expect((await screen.findByText('Nýskráningar á tímabilinu')).parentElement!.textContent).toContain('Fjarflugmaður: 12');
    expect(screen.getByText('Hlutfall staðinna, öll próf').parentElement!.textContent).toContain('75\u00a0%');
    await showTables('Sýna tölurnar í töflu');
    const months = screen.getByRole('table', { name: 'Nýskráningar eftir mánuðum og tegund notanda' });
    expect(rowsOf(months)[1][0]).toBe('desember 2025');
    expect(rowsOf(months)[2][0]).toBe('janúar 2026');
    expect(rowsOf(screen.getByRole('table', { name: 'Spurningar sem sjaldnast er svarað rétt' }))[1][0]).toBe('Hver er hámarkshæð?');
    expect(rowsOf(screen.getByRole('table', { name: 'Próftilraunir og hlutfall staðinna eftir mánuðum' }))).toEqual([
      ['Mánuður', 'Tilraunir', 'Lokið', 'Staðist', 'Hlutfall staðinna'],
      ['desember 2025', '20', '16', '8', '50\u00a0%'],
      ['janúar 2026', '30', '24', '22', '91,7\u00a0%'],
    ]);
    expect(screen.getByRole('button', { name: 'Sækja xlsx' })).toBeTruthy();
    expect(screen.getByText('Greiðslur á tímabilinu').parentElement!.textContent).toContain('5.100.000');
    await expectNoAxeViolations();
  });

  it('says when a section cannot be loaded, and the rest still shows', async () => {
    serveDashboard();
    fake.overrides[api(visits)] = () => errorResponse(500, { message: 'The sign-in log could not be read.' });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('The sign-in log could not be read.')).toBeTruthy();
    expect(await registrationsShown()).toBeTruthy();
  });

  it('shows a one-month period as its figure against the month before, with no chart of one point', async () => {
    serveDashboard();
    const monthOf = (year: number, month: number, pilots: number) => ({
      year,
      month,
      byType: [1, 2, 3, 4].map((userTypeId) => ({ userTypeId, count: userTypeId === 3 ? pilots : 0 })),
      total: pilots,
    });
    const oneMonth: Record<string, ReturnType<typeof monthOf>> = { '2026-02-01': monthOf(2026, 1, 4), '2026-03-01': monthOf(2026, 2, 7) };
    fake.overrides[api(monthly)] = (url: URL): MonthlyRegistrationDto => {
      const month = oneMonth[url.searchParams.get('from') ?? ''];
      return month ? { ...period(url), userTypeIds: [1, 2, 3, 4], months: [month] } : monthlyOf(url);
    };
    fake.overrides[api(visits)] = (url: URL): VisitStatisticDto => ({ ...period(url), signIns: 0, uniqueVisitors: 0, days: [] });
    fake.overrides[api(exam)] = (url: URL): ExamStatisticDto => {
      const figures = examOf(url);
      return url.searchParams.get('from') === '2026-03-01'
        ? { ...figures, months: [{ ...figures.months[1], year: 2026, month: 2 }] }
        : figures;
    };
    renderApp('/admin/dashboard');
    await registrationsShown();
    for (const [field, value] of [
      [/^From/, '01/03/2026'],
      [/^To/, '31/03/2026'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(field), { target: { value } });
      fireEvent.blur(screen.getByLabelText(field));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    const figure = await screen.findByText('Registrations in March 2026');
    await waitFor(() =>
      expect(figure.parentElement!.textContent).toBe(
        'Registrations in March 20267' +
          '3 more than in February 2026 (4)' +
          'Organisation with fewer than 250 staff: 0 · Organisation with 250 staff or more: 0 · Pilot: 7 · Contact person: 0',
      ),
    );
    expect(callsTo(monthly).some(([url]) => String(url).includes('from=2026-02-01&to=2026-02-28'))).toBe(true);
    expect(screen.queryAllByTestId('dashboard-chart')).toHaveLength(0);
    await showTables();
    expect(rowsOf(screen.getByRole('table', { name: 'Registrations by month and user type' }))[1]).toEqual([
      'March 2026',
      '0',
      '0',
      '7',
      '0',
      '7',
    ]);
    await expectNoAxeViolations();
  });
});
