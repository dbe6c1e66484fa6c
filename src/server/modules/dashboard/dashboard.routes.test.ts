import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, UserType } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { dashboardApi, dayFromToday, password, seedDashboard, type Seeded } from './dashboard.test-support';

let t: TestApp;
let s: Seeded;
const year2031 = { from: '2031-01-01', to: '2031-12-31' };

const get = (method: string, token: string | undefined, query: Record<string, string | number> = {}, language: 'is' | 'en' = 'en') =>
  t.call('GET', `${dashboardApi}/${method}`, { token, query, language });
async function result(method: string, query: Record<string, string | number> = year2031, token = s.admin.token) {
  const res = await get(method, token, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await seedDashboard(t);
}, 120_000);
afterAll(() => t.close());

const methods = [
  'CalculateDashboardOverview',
  'CalculateDashboardMonthlyRegistration',
  'CalculateDashboardVisitStatistic',
  'CalculateDashboardExam',
  'GetDashboardExportExel',
];

describe('Dashboard/CalculateDashboardOverview', () => {
  it('counts the tenant’s people, operators, certificates and payments over the period', async () => {
    expect(await result('CalculateDashboardOverview')).toEqual({
      from: '2031-01-01',
      to: '2031-12-31',
      pilots: { total: 4, inPeriod: 3 },
      contactPersons: { total: 1, inPeriod: 1 },
      operators: [
        { userTypeId: UserType.Under250, total: 1, inPeriod: 1 },
        { userTypeId: UserType.Over250, total: 1, inPeriod: 0 },
      ],
      organizations: { total: 2, inPeriod: 1 },
      certificates: [
        { certificateType: 1, valid: 3, expiringSoon: 1, issuedInPeriod: 2 },
        { certificateType: 2, valid: 2, expiringSoon: 1, issuedInPeriod: 3 },
      ],
      payments: { paidCount: 2, paidAmount: 20_000, currency: 'ISK' },
    });
  });

  it('shows another tenant only its own', async () => {
    const other = await result('CalculateDashboardOverview', year2031, s.otherAdmin.token);
    expect(other.pilots).toEqual({ total: 1, inPeriod: 1 });
    expect(other.operators[0]).toEqual({ userTypeId: UserType.Under250, total: 1, inPeriod: 1 });
    expect(other.payments).toEqual({ paidCount: 1, paidAmount: 11_000, currency: 'ISK' });
    expect(other.certificates.map((c: { valid: number }) => c.valid)).toEqual([0, 0]);
  });

  it('takes the last twelve months up to today by default, and the twelve months before a lone end', async () => {
    const today = new Date();
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
    const byDefault = await result('CalculateDashboardOverview', {});
    expect([byDefault.from, byDefault.to]).toEqual([first, today.toISOString().slice(0, 10)]);
    const endOnly = await result('CalculateDashboardOverview', { to: '2031-06-15' });
    expect([endOnly.from, endOnly.to]).toEqual(['2030-07-01', '2031-06-15']);
  });
});

describe('Dashboard/CalculateDashboardMonthlyRegistration', () => {
  const row = (counts: number[]) => counts.map((count, i) => ({ userTypeId: i + 1, count }));

  it('counts registrations by month (0–11) and type, every month present', async () => {
    const monthly = await result('CalculateDashboardMonthlyRegistration');
    expect(monthly.userTypeIds).toEqual([1, 2, 3, 4]);
    expect(monthly.months.map((m: { month: number }) => m.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const [january, february, march] = monthly.months;
    expect(january).toEqual({ year: 2031, month: 0, byType: row([0, 0, 2, 0]), total: 2 });
    expect(february).toEqual({ year: 2031, month: 1, byType: row([0, 0, 0, 0]), total: 0 });
    expect(march).toEqual({ year: 2031, month: 2, byType: row([0, 0, 1, 1]), total: 2 });
    expect(monthly.months[11]).toEqual({ year: 2031, month: 11, byType: row([1, 0, 0, 0]), total: 1 });
  });

  it('runs across a new year', async () => {
    const monthly = await result('CalculateDashboardMonthlyRegistration', { from: '2030-11-15', to: '2031-02-10' });
    expect(monthly.months.map((m: { year: number; month: number; total: number }) => [m.year, m.month, m.total])).toEqual([
      [2030, 10, 0],
      [2030, 11, 1],
      [2031, 0, 2],
      [2031, 1, 0],
    ]);
  });
});

describe('Dashboard/CalculateDashboardVisitStatistic', () => {
  it('counts successful sign-ins of either kind and the people behind them, by day', async () => {
    const visits = await result('CalculateDashboardVisitStatistic', { from: '2031-01-01', to: '2031-01-10' });
    expect(visits.signIns).toBe(4);
    expect(visits.uniqueVisitors).toBe(2);
    expect(visits.days).toHaveLength(10);
    expect(visits.days[4]).toEqual({ date: '2031-01-05', signIns: 3, uniqueVisitors: 2 });
    expect(visits.days[5]).toEqual({ date: '2031-01-06', signIns: 1, uniqueVisitors: 1 });
    expect(visits.days.filter((d: { signIns: number }) => d.signIns > 0)).toHaveLength(2);
  });

  it('counts a real password sign-in today', async () => {
    const today = { from: dayFromToday(0), to: dayFromToday(0) };
    const before = await result('CalculateDashboardVisitStatistic', today);
    await t.login(`dash2_${s.tenantId}`, password, s.tenantId);
    await t.login(`dash2_${s.tenantId}`, password, s.tenantId);
    await expect(t.login(`dash2_${s.tenantId}`, 'wrong-password', s.tenantId)).rejects.toThrow();
    const after = await result('CalculateDashboardVisitStatistic', today);
    expect(after.signIns - before.signIns).toBe(2);
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(1);
    expect(after.days).toEqual([{ date: today.from, signIns: after.signIns, uniqueVisitors: after.uniqueVisitors }]);
  });
});

describe('Dashboard/CalculateDashboardExam', () => {
  it('gives attempts and pass rates by exam, right answers by subject, and the hardest questions', async () => {
    const exam = await result('CalculateDashboardExam', { ...year2031, minimumAnswers: 3 });
    expect(exam.minimumAnswers).toBe(3);
    expect(exam.total).toEqual({ attempts: 5, finished: 4, passed: 2, passRate: 0.5 });
    expect(exam.byType).toEqual([
      { certificateType: 1, attempts: 4, finished: 3, passed: 2, passRate: 2 / 3 },
      { certificateType: 2, attempts: 1, finished: 1, passed: 0, passRate: 0 },
    ]);
    // Every month of the period, for the trend: all in May, nothing in the others.
    expect(exam.months.map((m: { month: number }) => m.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(exam.months[4]).toEqual({ year: 2031, month: 4, ...exam.total, byType: exam.byType });
    expect(exam.months[5]).toEqual({
      year: 2031,
      month: 5,
      attempts: 0,
      finished: 0,
      passed: 0,
      passRate: null,
      byType: [
        { certificateType: 1, attempts: 0, finished: 0, passed: 0, passRate: null },
        { certificateType: 2, attempts: 0, finished: 0, passed: 0, passRate: null },
      ],
    });
    const [c1, c2] = [s.a1a3.questions[0].categoryId, s.a1a3.questions[3].categoryId];
    const [d1, d2] = [s.a2.questions[0].categoryId, s.a2.questions[3].categoryId];
    expect(
      exam.bySubject.map((x: Record<string, unknown>) => [x.categoryId, x.certificateType, x.answers, x.correct, x.correctRate]),
    ).toEqual([
      [c1, 1, 9, 8, 8 / 9],
      [c2, 1, 9, 7, 7 / 9],
      [d1, 2, 3, 0, 0],
      [d2, 2, 3, 0, 0],
    ]);
    const q = s.a1a3.questions.map((x) => x.id);
    expect(exam.hardestQuestions.map((x: Record<string, unknown>) => [x.questionId, x.answers, x.correct])).toEqual([
      [q[0], 3, 2],
      [q[4], 3, 2],
      [q[5], 3, 2],
      [q[1], 3, 3],
      [q[2], 3, 3],
      [q[3], 3, 3],
    ]);
    expect(exam.hardestQuestions[0].text).toMatch(/\S/);
  });

  it('leaves out questions answered fewer times than the minimum (10 by default) and ranks the rest', async () => {
    expect((await result('CalculateDashboardExam')).hardestQuestions).toEqual([]);
    const one = await result('CalculateDashboardExam', { ...year2031, minimumAnswers: 1 });
    expect(one.hardestQuestions).toHaveLength(10);
    expect(one.hardestQuestions.slice(0, 6).map((x: { questionId: number }) => x.questionId)).toEqual(s.a2.questions.map((x) => x.id));
    expect(one.hardestQuestions[6].questionId).toBe(s.a1a3.questions[0].id);
  });

  it('has nothing to rate in an empty period', async () => {
    const empty = await result('CalculateDashboardExam', { from: '2040-01-01', to: '2040-01-31' });
    expect(empty.total).toEqual({ attempts: 0, finished: 0, passed: 0, passRate: null });
    expect(empty.bySubject).toEqual([]);
  });
});

describe('Dashboard/GetDashboardExportExel', () => {
  async function workbookOf(query: Record<string, string>, language: 'is' | 'en') {
    const res = await t.app.inject({
      method: 'GET',
      url: `${dashboardApi}/GetDashboardExportExel`,
      query,
      headers: { authorization: `Bearer ${s.admin.token}`, '.aspnetcore.culture': `c=${language}|uic=${language}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { res, workbook };
  }
  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('streams a workbook with a sheet per section and the registrations, figures as the calls give them', async () => {
    const { res, workbook } = await workbookOf(year2031, 'en');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Dashboard_2031-01-01_2031-12-31.xlsx"');
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Overview', 'Registrations by month', 'Visits', 'Exams', 'Registrations']);

    const overview = rowsOf(workbook.getWorksheet('Overview')!);
    const figure = (label: string) => overview.find((r) => r[0] === label);
    expect(overview[0]).toEqual(['Period', '2031-01-01 – 2031-12-31']);
    expect(figure('Pilots')).toEqual(['Pilots', 4, 3]);
    expect(figure('Operators: Organisation with fewer than 250 staff')).toEqual([
      'Operators: Organisation with fewer than 250 staff',
      1,
      1,
    ]);
    expect(figure('Organisations in all')).toEqual(['Organisations in all', 2, 1]);
    expect(figure('Valid certificates: A1/A3')).toEqual(['Valid certificates: A1/A3', 3]);
    expect(figure('Expiring within 60 days: A2')).toEqual(['Expiring within 60 days: A2', 1]);
    expect(figure('Payments')?.[2]).toBe(2);
    expect(figure('Amount paid (ISK)')?.[2]).toBe(20_000);

    const monthly = rowsOf(workbook.getWorksheet('Registrations by month')!);
    expect(monthly[0]).toEqual([
      'Year',
      'Month',
      'Month number (0–11)',
      'Organisation with fewer than 250 staff',
      'Organisation with 250 staff or more',
      'Pilot',
      'Contact person',
      'Total',
    ]);
    expect(monthly).toHaveLength(13);
    expect(monthly[1]).toEqual([2031, 'January', 0, 0, 0, 2, 0, 2]);
    expect(monthly[12]).toEqual([2031, 'December', 11, 1, 0, 0, 0, 1]);

    const visits = rowsOf(workbook.getWorksheet('Visits')!);
    expect(visits).toHaveLength(1 + 365 + 1);
    expect(visits.find((r) => r[0] === '2031-01-05')).toEqual(['2031-01-05', 3, 2]);
    expect(visits.at(-1)).toEqual(['Total', 4, 2]);

    const exams = rowsOf(workbook.getWorksheet('Exams')!);
    expect(exams.find((r) => r[0] === 'A1/A3')).toEqual(['A1/A3', 4, 3, 2, 2 / 3]);
    expect(exams.find((r) => r[0] === 'Total')).toEqual(['Total', 5, 4, 2, 0.5]);
    const subject = exams.find((r) => r[1] === s.a1a3.questions[0].categoryId && r[0] === 'A1/A3');
    expect(subject?.slice(4)).toEqual([9, 8, 8 / 9]);

    const registrations = rowsOf(workbook.getWorksheet('Registrations')!);
    expect(registrations[0]).toEqual(['User number', 'Type', 'Type name', 'Payment mode', 'Payment mode name', 'Registered']);
    const { p1, p2, p3, contact, under250 } = s.people;
    expect(registrations.slice(1).map((r) => r[0])).toEqual([p1, p2, p3, contact, under250]);
    expect(registrations[1].slice(0, 5)).toEqual([p1, UserType.Pilot, 'Pilot', UserStatus.NoNeedPayment, 'No payment needed']);
    expect((registrations[1][5] as Date).toISOString()).toBe('2031-01-10T09:00:00.000Z');
    // Names, addresses and user names stay out of the file.
    const cells = JSON.stringify(workbook.worksheets.map(rowsOf));
    expect(cells).not.toMatch(/Jónsdóttir|@example\.com|dash\d/);
  });

  it('writes its headings, month names and type names in the reader’s language', async () => {
    const { workbook } = await workbookOf(year2031, 'is');
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Yfirlit', 'Nýskráningar', 'Heimsóknir', 'Próf', 'Skráningar']);
    const monthly = rowsOf(workbook.getWorksheet('Nýskráningar')!);
    expect(monthly[1].slice(0, 3)).toEqual([2031, 'janúar', 0]);
    expect(monthly[0][5]).toBe('Fjarflugmaður');
  });
});

describe('the dashboard’s guards', () => {
  it('puts every call in the OpenAPI document as a GET guarded by Pages.Administrator', () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: unknown }>> }).paths;
    for (const method of methods) {
      const operations = paths[`${dashboardApi}/${method}`];
      expect(Object.keys(operations ?? {}), method).toEqual(['get']);
      expect(operations.get['x-access']).toEqual({ level: 'permission', anyOf: ['Pages.Administrator'] });
    }
  });

  it('refuses a period out of order, too long, or not a date, naming the member (400)', async () => {
    const invalid = async (method: string, query: Record<string, string | number>, member: string) => {
      const res = await get(method, s.admin.token, query);
      expect(res.status, `${method} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body.error?.validationErrors?.flatMap((v: { members: string[] }) => v.members)).toContain(member);
    };
    for (const method of methods) {
      await invalid(method, { from: '2031-02-01', to: '2031-01-31' }, 'to');
      await invalid(method, { from: '2020-01-01', to: '2031-01-01' }, 'to');
      await invalid(method, { from: '2031-02-30' }, 'from');
      await invalid(method, { to: 'yesterday' }, 'to');
    }
    await invalid('CalculateDashboardExam', { minimumAnswers: 0 }, 'minimumAnswers');
  });

  it('answers 401 without a session and 403 without Pages.Administrator', async () => {
    for (const method of methods) {
      const anonymous = await get(method, undefined);
      expect(anonymous.status, method).toBe(401);
      expect(anonymous.body.unAuthorizedRequest).toBe(true);
      const outsider = await get(method, s.outsider.token);
      expect(outsider.status, method).toBe(403);
      expect(outsider.body.error?.details).toBe('The permission Pages.Administrator is missing.');
    }
  });
});
