import {
  defaultMinimumAnswers,
  expiryWarningDays,
  type DashboardOverviewDto,
  type ExamStatisticDto,
  type ExamStatisticInput,
  type MonthlyRegistrationDto,
  type PeriodInput,
  type VisitStatisticDto,
} from '../../../shared/contracts/dashboard';
import { CertificateType, UserType, userTypeIds } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import { calendarDay } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import {
  countAnswersBySubject,
  countRegistrationsByMonth,
  countSignIns,
  countSignInsByDay,
  findHardestQuestions,
  sumAttemptsByMonth,
  tallyCertificatesByType,
  tallyOrganizationsByType,
  tallyPaidPayments,
  tallyUsersByType,
} from './dashboard.queries';
import { dashboardPolicy } from './dashboard.policy';
import { daysOf, monthsOf, resolvePeriod, type Period } from './period';

const dayMs = 86_400_000;
/** How many of the hardest questions the dashboard lists. */
const hardestQuestionCount = 10;

const rateOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);
type PassRows = { attempts: number; finished: number; passed: number }[];
/** Attempts, finished and passed added up over `rows`, with the pass rate over the finished ones. */
function passTallyOf<T extends object>(rows: PassRows, extra: T) {
  const sum = (key: 'attempts' | 'finished' | 'passed') => rows.reduce((total, r) => total + r[key], 0);
  const passed = sum('passed');
  const finished = sum('finished');
  return { ...extra, attempts: sum('attempts'), finished, passed, passRate: rateOf(passed, finished) };
}
const tallyOf = (rows: { userTypeId: number | null; total: number; inPeriod: number }[], userTypeId: number) => {
  const row = rows.find((r) => r.userTypeId === userTypeId);
  return { total: row?.total ?? 0, inPeriod: row?.inPeriod ?? 0 };
};

/** Where a service starts: the administrator's tenant and the period with its defaults. */
function scopeOf(deps: ServiceDeps, ctx: RequestContext, input: PeriodInput) {
  const actor = dashboardPolicy.read(ctx);
  return { tenantId: actor.tenantId, period: resolvePeriod(input, deps.now()) };
}

export async function overviewOf(deps: ServiceDeps, tenantId: number | null, period: Period): Promise<DashboardOverviewDto> {
  const db = deps.database.db;
  const today = calendarDay(deps.now());
  const warnUntil = calendarDay(new Date(Date.parse(`${today}T00:00:00Z`) + expiryWarningDays * dayMs));
  const [people, organizations, certificates, payments] = await Promise.all([
    tallyUsersByType(db, tenantId, period),
    tallyOrganizationsByType(db, tenantId, period),
    tallyCertificatesByType(db, tenantId, period, today, warnUntil),
    tallyPaidPayments(db, tenantId, period),
  ]);
  const operatorTypes = [UserType.Under250, UserType.Over250];
  const operators = operatorTypes.map((userTypeId) => ({ userTypeId, ...tallyOf(organizations, userTypeId) }));
  return {
    from: period.from,
    to: period.to,
    pilots: tallyOf(people, UserType.Pilot),
    contactPersons: tallyOf(people, UserType.ContactPerson),
    operators,
    organizations: {
      total: operators.reduce((sum, o) => sum + o.total, 0),
      inPeriod: operators.reduce((sum, o) => sum + o.inPeriod, 0),
    },
    certificates: Object.values(CertificateType).map((certificateType) => {
      const row = certificates.find((c) => c.certificateType === certificateType);
      return { certificateType, valid: row?.valid ?? 0, expiringSoon: row?.expiringSoon ?? 0, issuedInPeriod: row?.issuedInPeriod ?? 0 };
    }),
    payments: { ...payments, currency: 'ISK' },
  };
}

export async function monthlyRegistrationOf(deps: ServiceDeps, tenantId: number | null, period: Period): Promise<MonthlyRegistrationDto> {
  const rows = await countRegistrationsByMonth(deps.database.db, tenantId, period);
  const countOf = (year: number, month: number, userTypeId: number) =>
    rows.find((r) => r.year === year && r.month === month && r.userTypeId === userTypeId)?.count ?? 0;
  return {
    from: period.from,
    to: period.to,
    userTypeIds: [...userTypeIds],
    months: monthsOf(period).map(({ year, month }) => {
      const byType = userTypeIds.map((userTypeId) => ({ userTypeId, count: countOf(year, month, userTypeId) }));
      return { year, month, byType, total: byType.reduce((sum, t) => sum + t.count, 0) };
    }),
  };
}

export async function visitStatisticOf(deps: ServiceDeps, tenantId: number | null, period: Period): Promise<VisitStatisticDto> {
  const db = deps.database.db;
  const [byDay, totals] = await Promise.all([countSignInsByDay(db, tenantId, period), countSignIns(db, tenantId, period)]);
  const found = new Map(byDay.map((d) => [d.date, d]));
  return {
    from: period.from,
    to: period.to,
    signIns: totals.signIns,
    uniqueVisitors: totals.uniqueVisitors,
    days: daysOf(period).map((date) => ({
      date,
      signIns: found.get(date)?.signIns ?? 0,
      uniqueVisitors: found.get(date)?.uniqueVisitors ?? 0,
    })),
  };
}

export async function examStatisticOf(
  deps: ServiceDeps,
  tenantId: number | null,
  period: Period,
  minimumAnswers = defaultMinimumAnswers,
): Promise<ExamStatisticDto> {
  const db = deps.database.db;
  const [rows, subjects, hardest] = await Promise.all([
    sumAttemptsByMonth(db, tenantId, period),
    countAnswersBySubject(db, tenantId, period),
    findHardestQuestions(db, tenantId, period, minimumAnswers, hardestQuestionCount),
  ]);
  const typesOf = (of: typeof rows) =>
    Object.values(CertificateType).map((certificateType) =>
      passTallyOf(
        of.filter((r) => r.certificateType === certificateType),
        { certificateType },
      ),
    );
  const months = monthsOf(period).map(({ year, month }) => {
    const key = `${year}-${String(month + 1).padStart(2, '0')}`;
    const inMonth = rows.filter((r) => r.month === key);
    return passTallyOf(inMonth, { year, month, byType: typesOf(inMonth) });
  });
  return {
    from: period.from,
    to: period.to,
    minimumAnswers,
    total: passTallyOf(rows, {}),
    byType: typesOf(rows),
    months,
    bySubject: subjects.map((s) => ({ ...s, correctRate: rateOf(s.correct, s.answers) })),
    hardestQuestions: hardest.map((q) => ({ ...q, correctRate: rateOf(q.correct, q.answers) })),
  };
}

/** CalculateDashboardOverview */
export async function calculateOverview(deps: ServiceDeps, ctx: RequestContext, input: PeriodInput) {
  const { tenantId, period } = scopeOf(deps, ctx, input);
  return overviewOf(deps, tenantId, period);
}

/** CalculateDashboardMonthlyRegistration */
export async function calculateMonthlyRegistration(deps: ServiceDeps, ctx: RequestContext, input: PeriodInput) {
  const { tenantId, period } = scopeOf(deps, ctx, input);
  return monthlyRegistrationOf(deps, tenantId, period);
}

/** CalculateDashboardVisitStatistic */
export async function calculateVisitStatistic(deps: ServiceDeps, ctx: RequestContext, input: PeriodInput) {
  const { tenantId, period } = scopeOf(deps, ctx, input);
  return visitStatisticOf(deps, tenantId, period);
}

/** CalculateDashboardExam */
export async function calculateExam(deps: ServiceDeps, ctx: RequestContext, input: ExamStatisticInput) {
  const { tenantId, period } = scopeOf(deps, ctx, input);
  return examStatisticOf(deps, tenantId, period, input.minimumAnswers);
}

export { scopeOf as dashboardScopeOf };
