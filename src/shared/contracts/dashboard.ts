import { z } from 'zod';
import { isoDate, queryInt } from './common';
import { endpoint } from './endpoint';

/**
 * The administrators' dashboard (requirements §7 "Dashboard"): figures of one tenant over a
 * period of whole Icelandic days, and the same figures as an .xlsx file. Rates are shares from 0
 * to 1, null where nothing was counted; months are numbered 0 (January) to 11 (December), as the
 * specification's month list has them.
 */

/** The longest period asked for at once: five years of days, so a day-by-day answer stays small. */
export const maxPeriodDays = 5 * 366;
const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** Checks a whole period: `to` not before `from`, and not longer than {@link maxPeriodDays}. */
export function periodProblem(from: string | undefined, to: string | undefined): 'order' | 'length' | null {
  if (!from || !to) return null;
  const days = daysBetween(from, to);
  if (days < 0) return 'order';
  return days >= maxPeriodDays ? 'length' : null;
}

/** The period by default: twelve whole months up to `to` (YYYY-MM-DD), from the first day of the month eleven months back. */
export function twelveMonthsTo(to: string): { from: string; to: string } {
  const [year, month] = to.split('-').map(Number);
  return { from: new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10), to };
}

/**
 * A period of whole days, both included. Either bound may be left out: the server then takes the
 * last twelve months up to today (from the first day of the month eleven months back).
 */
export const periodInput = z.object({ from: isoDate.optional(), to: isoDate.optional() }).superRefine((value, ctx) => {
  if (periodProblem(value.from, value.to)) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['to'] });
});
export type PeriodInput = z.infer<typeof periodInput>;

/** The hardest questions are those answered at least this often by default, so one unlucky candidate does not decide. */
export const defaultMinimumAnswers = 10;
export const examStatisticInput = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    minimumAnswers: queryInt.min(1).max(100_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (periodProblem(value.from, value.to)) ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['to'] });
  });
export type ExamStatisticInput = z.infer<typeof examStatisticInput>;

const count = z.number().int();
const rate = z.number().min(0).max(1).nullable();
const period = { from: z.string(), to: z.string() };

/** How many, and how many of them began in the period. */
const tally = z.object({ total: count, inPeriod: count });

export const dashboardOverviewDto = z.object({
  ...period,
  /** Users of the pilot type, with their registry record. */
  pilots: tally,
  contactPersons: tally,
  /** Operators that are organisations, by user type (under or over 250 staff). */
  operators: z.array(tally.extend({ userTypeId: count })),
  organizations: tally,
  /** Certificates by type, as they stand today: valid, and of those, expiring within {@link expiryWarningDays} days. */
  certificates: z.array(z.object({ certificateType: count, valid: count, expiringSoon: count, issuedInPeriod: count })),
  /** Payments made (paid) in the period, in whole ISK. */
  payments: z.object({ paidCount: count, paidAmount: count, currency: z.string() }),
});
export type DashboardOverviewDto = z.infer<typeof dashboardOverviewDto>;
export const expiryWarningDays = 60;

export const monthlyRegistrationDto = z.object({
  ...period,
  userTypeIds: z.array(count),
  /** Every month of the period, in order, even those without a registration. */
  months: z.array(
    z.object({
      year: count,
      /** 0 = January … 11 = December. */
      month: z.number().int().min(0).max(11),
      byType: z.array(z.object({ userTypeId: count, count })),
      total: count,
    }),
  ),
});
export type MonthlyRegistrationDto = z.infer<typeof monthlyRegistrationDto>;

export const visitStatisticDto = z.object({
  ...period,
  /** Sign-ins over the whole period, and the people behind them, each counted once. */
  signIns: count,
  uniqueVisitors: count,
  /** Every day of the period, in order. */
  days: z.array(z.object({ date: z.string(), signIns: count, uniqueVisitors: count })),
});
export type VisitStatisticDto = z.infer<typeof visitStatisticDto>;

const passTally = { attempts: count, finished: count, passed: count, passRate: rate };
export const examStatisticDto = z.object({
  ...period,
  minimumAnswers: count,
  /** Attempts started in the period; finished ones have a result, and the pass rate is over those. */
  total: z.object(passTally),
  byType: z.array(z.object({ certificateType: count, ...passTally })),
  /** Every month of the period, in order, even those without an attempt: the same figures month by month, in all and by exam type. */
  months: z.array(
    z.object({
      year: count,
      /** 0 = January … 11 = December. */
      month: z.number().int().min(0).max(11),
      ...passTally,
      byType: z.array(z.object({ certificateType: count, ...passTally })),
    }),
  ),
  /** Each subject's share of its questions answered right in the finished attempts. */
  bySubject: z.array(
    z.object({
      categoryId: count,
      certificateType: count,
      title: z.string(),
      titleEnglish: z.string(),
      answers: count,
      correct: count,
      correctRate: rate,
    }),
  ),
  /** The questions answered right least often, among those answered at least `minimumAnswers` times. */
  hardestQuestions: z.array(
    z.object({
      questionId: count,
      categoryId: count,
      certificateType: count,
      text: z.string(),
      textEnglish: z.string(),
      answers: count,
      correct: count,
      correctRate: rate,
    }),
  ),
});
export type ExamStatisticDto = z.infer<typeof examStatisticDto>;

/** The file's name: the period it covers. */
export const dashboardExportFileName = (from: string, to: string) => `Dashboard_${from}_${to}.xlsx`;
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const D = 'Dashboard';

export const dashboardEndpoints = {
  calculateOverview: endpoint({
    service: D,
    method: 'CalculateDashboardOverview',
    verb: 'GET',
    input: periodInput,
    result: dashboardOverviewDto,
  }),
  calculateMonthlyRegistration: endpoint({
    service: D,
    method: 'CalculateDashboardMonthlyRegistration',
    verb: 'GET',
    input: periodInput,
    result: monthlyRegistrationDto,
  }),
  calculateVisitStatistic: endpoint({
    service: D,
    method: 'CalculateDashboardVisitStatistic',
    verb: 'GET',
    input: periodInput,
    result: visitStatisticDto,
  }),
  calculateExam: endpoint({
    service: D,
    method: 'CalculateDashboardExam',
    verb: 'GET',
    input: examStatisticInput,
    result: examStatisticDto,
  }),
  /** A file rather than an envelope: the server registers it apart, the browser downloads it. The name is the specification's. */
  exportExcel: endpoint({ service: D, method: 'GetDashboardExportExel', input: periodInput, result: z.string() }),
};
