import { and, asc, eq, gt, gte, isNotNull, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dashboardAnswerTallies,
  dashboardCertificateTallies,
  dashboardExamTallies,
  dashboardPaymentTallies,
  dashboardRegistrationTallies,
  dashboardSignInTallies,
  dashboardVisitors,
  examinationCategories,
  questions,
  users,
} from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { dayAfter, spansOf, type Period, type Spans } from './period';

const inPeriod = (column: Parameters<typeof gte>[0], period: Period) => and(gte(column, period.start), lt(column, period.before));

/** Where a summary's rows are: its whole months, and its days at the ends (see `spansOf`). */
const inSpans = (table: { span: AnyColumn; starts: AnyColumn }, spans: Spans): SQL =>
  or(
    ...(spans.months ? [and(eq(table.span, 'month'), gte(table.starts, spans.months.from), lt(table.starts, spans.months.before))] : []),
    ...spans.days.map((d) => and(eq(table.span, 'day'), gte(table.starts, d.from), lt(table.starts, d.before))),
  ) ?? sql`false`;

const periodSpans = (period: Period) => spansOf(period.from, dayAfter(period.to));

/** A far day, for "from a day on": valid certificates are those expiring from today on. */
const farDay = '9999-12-01';

/**
 * Certificates by type as they stand on `today`: valid (passed, not revoked, not expired) and of
 * those expiring by `warnUntil`; and those passed within the period. From the summary: issued by
 * the day passed, valid by the day they expire.
 */
export async function tallyCertificatesByType(db: Db, tenantId: number | null, period: Period, today: string, warnUntil: string) {
  const t = dashboardCertificateTallies;
  const issued = inSpans(t, spansOf(period.from, dayAfter(period.to)));
  const valid = inSpans(t, spansOf(today, farDay));
  const expiring = inSpans(t, spansOf(today, dayAfter(warnUntil)));
  return db
    .select({
      certificateType: sql<number>`${t.certificateType}::int`,
      valid: sql<number>`coalesce(sum(${t.valid}) filter (where ${valid}), 0)::int`,
      expiringSoon: sql<number>`coalesce(sum(${t.valid}) filter (where ${expiring}), 0)::int`,
      issuedInPeriod: sql<number>`coalesce(sum(${t.issued}) filter (where ${issued}), 0)::int`,
    })
    .from(t)
    .where(and(inTenant(t.tenantId, tenantId), or(issued, valid, expiring)))
    .groupBy(t.certificateType);
}

/** Payments paid within the period: how many and how much. */
export async function tallyPaidPayments(db: Db, tenantId: number | null, period: Period) {
  const t = dashboardPaymentTallies;
  const [row] = await db
    .select({
      paidCount: sql<number>`coalesce(sum(${t.paidCount}), 0)::int`,
      paidAmount: sql<number>`coalesce(sum(${t.paidAmount}), 0)::bigint`,
    })
    .from(t)
    .where(and(inTenant(t.tenantId, tenantId), inSpans(t, spansOf(period.from, dayAfter(period.to)))));
  return { paidCount: Number(row.paidCount), paidAmount: Number(row.paidAmount) };
}

/** The first day any summary can hold: a register's "up to a day" is every row from it on. */
const firstDay = '1900-01-01';

/**
 * Registrations by user type (decision 0050), not deleted: all made up to the period's end
 * (`total`), and those made within it (`inPeriod`). People with a type, or organisations.
 */
async function tallyRegistrationsByType(db: Db, registrant: 'user' | 'organization', tenantId: number | null, period: Period) {
  const t = dashboardRegistrationTallies;
  const upTo = inSpans(t, spansOf(firstDay, dayAfter(period.to)));
  const within = inSpans(t, periodSpans(period));
  return db
    .select({
      userTypeId: sql<number>`${t.userTypeId}::int`,
      total: sql<number>`coalesce(sum(${t.registered}) filter (where ${upTo}), 0)::int`,
      inPeriod: sql<number>`coalesce(sum(${t.registered}) filter (where ${within}), 0)::int`,
    })
    .from(t)
    .where(and(inTenant(t.tenantId, tenantId), eq(t.registrant, registrant), or(upTo, within)))
    .groupBy(t.userTypeId);
}

/** Registered accounts by user type: all up to the period's end, and those of the period. Deleted accounts are not counted. */
export const tallyUsersByType = (db: Db, tenantId: number | null, period: Period) => tallyRegistrationsByType(db, 'user', tenantId, period);

export const tallyOrganizationsByType = (db: Db, tenantId: number | null, period: Period) =>
  tallyRegistrationsByType(db, 'organization', tenantId, period);

/** Registrations of the period by month (0–11) and user type; Iceland's months are UTC's. */
export async function countRegistrationsByMonth(db: Db, tenantId: number | null, period: Period) {
  const t = dashboardRegistrationTallies;
  const year = sql<number>`extract(year from ${t.starts})::int`;
  const month = sql<number>`(extract(month from ${t.starts}) - 1)::int`;
  return db
    .select({ year, month, userTypeId: sql<number>`${t.userTypeId}::int`, count: sql<number>`sum(${t.registered})::int` })
    .from(t)
    .where(and(inTenant(t.tenantId, tenantId), eq(t.registrant, 'user'), inSpans(t, periodSpans(period))))
    .groupBy(year, month, t.userTypeId);
}

/** Successful sign-ins and unique visitors by day, from the day tallies (decision 0048). */
export async function countSignInsByDay(db: Db, tenantId: number | null, period: Period) {
  const t = dashboardSignInTallies;
  return db
    .select({ date: sql<string>`${t.starts}::text`, signIns: t.signIns, uniqueVisitors: t.visitors })
    .from(t)
    .where(and(inTenant(t.tenantId, tenantId), gte(t.starts, period.from), lte(t.starts, period.to)));
}

/**
 * The period's sign-ins, and the people who made them counted once: over the visitors' month rows
 * of its whole months and their day rows at its ends, a row a person a month, grouped by person
 * (a hash, where `count(distinct …)` would sort: 64 ms against 303 ms for twelve months at L).
 */
export async function countSignIns(db: Db, tenantId: number | null, period: Period) {
  const v = dashboardVisitors;
  const people = db
    .select({ signIns: sql<number>`sum(${v.signIns})`.as('sign_ins') })
    .from(v)
    .where(and(inTenant(v.tenantId, tenantId), inSpans(v, periodSpans(period))))
    .groupBy(v.userId)
    .as('people');
  const [row] = await db
    .select({ signIns: sql<number>`coalesce(sum(${people.signIns}), 0)::int`, uniqueVisitors: sql<number>`count(*)::int` })
    .from(people);
  return row;
}

/** Attempts started in the period by month (YYYY-MM) and exam type: all, those with a result, and those passed. */
export async function sumAttemptsByMonth(db: Db, tenantId: number | null, period: Period) {
  const t = dashboardExamTallies;
  const month = sql<string>`to_char(${t.starts}, 'YYYY-MM')`;
  return db
    .select({
      month,
      certificateType: sql<number>`${t.certificateType}::int`,
      attempts: sql<number>`sum(${t.attempts})::int`,
      finished: sql<number>`sum(${t.finished})::int`,
      passed: sql<number>`sum(${t.passed})::int`,
    })
    .from(t)
    .where(and(inTenant(t.tenantId, tenantId), inSpans(t, periodSpans(period))))
    .groupBy(month, t.certificateType);
}

/** The marked answers of the period's finished attempts by exam type and subject. */
export async function countAnswersBySubject(db: Db, tenantId: number | null, period: Period) {
  const t = dashboardAnswerTallies;
  return db
    .select({
      categoryId: examinationCategories.id,
      certificateType: sql<number>`${t.certificateType}::int`,
      title: examinationCategories.title,
      titleEnglish: examinationCategories.titleEnglish,
      answers: sql<number>`sum(${t.answers})::int`,
      correct: sql<number>`sum(${t.correct})::int`,
    })
    .from(t)
    .innerJoin(examinationCategories, eq(examinationCategories.id, t.categoryId))
    .where(and(inTenant(t.tenantId, tenantId), inSpans(t, periodSpans(period))))
    .groupBy(examinationCategories.id, t.certificateType)
    .having(sql`sum(${t.answers}) > 0`)
    .orderBy(asc(t.certificateType), asc(examinationCategories.id));
}

/** The questions answered right least often, of those answered at least `minimumAnswers` times; ties go to the more answered. */
export async function findHardestQuestions(db: Db, tenantId: number | null, period: Period, minimumAnswers: number, limit: number) {
  const t = dashboardAnswerTallies;
  const answers = sql<number>`sum(${t.answers})::int`;
  const correct = sql<number>`sum(${t.correct})::int`;
  return db
    .select({
      questionId: questions.id,
      categoryId: questions.categoryId,
      certificateType: sql<number>`min(${t.certificateType}) filter (where ${t.answers} > 0)::int`,
      text: questions.rawContentIcelandic,
      textEnglish: questions.rawContentEnglish,
      answers,
      correct,
    })
    .from(t)
    .innerJoin(questions, eq(questions.id, t.questionId))
    .where(and(inTenant(t.tenantId, tenantId), inSpans(t, periodSpans(period))))
    .groupBy(questions.id)
    .having(sql`sum(${t.answers}) >= ${minimumAnswers}`)
    .orderBy(sql`sum(${t.correct})::float8 / sum(${t.answers})`, sql`sum(${t.answers}) desc`, asc(questions.id))
    .limit(limit);
}

export interface RegistrationRow {
  id: number;
  userTypeId: number;
  statusId: number;
  creationTime: Date;
}

/**
 * One batch of the period's registrations after the user id `afterId`, in id order: keyset paging,
 * so each batch costs the same however far into the list it is.
 */
export async function findRegistrationBatch(
  db: Db,
  tenantId: number | null,
  period: Period,
  afterId: number,
  size: number,
): Promise<RegistrationRow[]> {
  return db
    .select({
      id: users.id,
      userTypeId: sql<number>`${users.userTypeId}::int`,
      statusId: sql<number>`${users.statusId}::int`,
      creationTime: users.creationTime,
    })
    .from(users)
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        eq(users.isDeleted, false),
        isNotNull(users.userTypeId),
        inPeriod(users.creationTime, period),
        gt(users.id, afterId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(size);
}
