import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  examinationCategories,
  loginAttempts,
  organizations,
  payments,
  questions,
  userCertificates,
  userExaminationQuestions,
  userExaminations,
  users,
} from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { PaymentStatus } from '../../../shared/enums';
import type { Period } from './period';

/*
 * The dashboard's figures counted straight from the register, as they were counted before the
 * summaries (decision 0040). Only the test that holds the summaries to them reads these: each
 * recounts the whole period, which at a national register's size takes seconds.
 */

const inPeriod = (column: Parameters<typeof gte>[0], period: Period) => and(gte(column, period.start), lt(column, period.before));

/**
 * Certificates by type as they stand on `today`: valid (passed, not revoked, not expired) and of
 * those expiring by `warnUntil`; and those passed within the period.
 */
export async function tallyCertificatesByType(db: Db, tenantId: number | null, period: Period, today: string, warnUntil: string) {
  const valid = sql`${userCertificates.isPassed} and ${userCertificates.revokedTime} is null and ${userCertificates.expiredDate} >= ${today}`;
  return db
    .select({
      certificateType: userCertificates.certificateId,
      valid: sql<number>`count(*) filter (where ${valid})::int`,
      expiringSoon: sql<number>`count(*) filter (where ${valid} and ${userCertificates.expiredDate} <= ${warnUntil})::int`,
      issuedInPeriod: sql<number>`count(*) filter (where ${userCertificates.passedDate} between ${period.from} and ${period.to})::int`,
    })
    .from(userCertificates)
    .where(inTenant(userCertificates.tenantId, tenantId))
    .groupBy(userCertificates.certificateId);
}

/** Payments paid within the period: how many and how much. */
export async function tallyPaidPayments(db: Db, tenantId: number | null, period: Period) {
  const [row] = await db
    .select({ paidCount: sql<number>`count(*)::int`, paidAmount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
    .from(payments)
    .where(and(inTenant(payments.tenantId, tenantId), eq(payments.status, PaymentStatus.Paid), inPeriod(payments.paidAt, period)));
  return { paidCount: Number(row.paidCount), paidAmount: Number(row.paidAmount) };
}

const attemptsOf = (tenantId: number | null, period: Period) =>
  and(inTenant(userExaminations.tenantId, tenantId), inPeriod(userExaminations.startTime, period));

/** Attempts started in the period by exam type: all, those with a result, and those passed. */
export async function countAttemptsByType(db: Db, tenantId: number | null, period: Period) {
  return db
    .select({
      certificateType: sql<number>`${userExaminations.certificateType}::int`,
      attempts: sql<number>`count(*)::int`,
      finished: sql<number>`count(${userExaminations.isPassed})::int`,
      passed: sql<number>`count(*) filter (where ${userExaminations.isPassed})::int`,
    })
    .from(userExaminations)
    .where(attemptsOf(tenantId, period))
    .groupBy(userExaminations.certificateType)
    .orderBy(asc(userExaminations.certificateType));
}

/** The drawn questions of the period's finished attempts: each is marked right or wrong when its attempt is submitted. */
const markedAnswersOf = (tenantId: number | null, period: Period) =>
  and(attemptsOf(tenantId, period), isNotNull(userExaminations.isPassed), isNotNull(userExaminationQuestions.isCorrect));

export async function countAnswersBySubject(db: Db, tenantId: number | null, period: Period) {
  return db
    .select({
      categoryId: examinationCategories.id,
      certificateType: sql<number>`${userExaminations.certificateType}::int`,
      title: examinationCategories.title,
      titleEnglish: examinationCategories.titleEnglish,
      answers: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${userExaminationQuestions.isCorrect})::int`,
    })
    .from(userExaminationQuestions)
    .innerJoin(userExaminations, eq(userExaminations.id, userExaminationQuestions.userExaminationId))
    .innerJoin(examinationCategories, eq(examinationCategories.id, userExaminationQuestions.categoryId))
    .where(markedAnswersOf(tenantId, period))
    .groupBy(examinationCategories.id, userExaminations.certificateType)
    .orderBy(asc(userExaminations.certificateType), asc(examinationCategories.id));
}

/** The questions answered right least often, of those answered at least `minimumAnswers` times; ties go to the more answered. */
export async function findHardestQuestions(db: Db, tenantId: number | null, period: Period, minimumAnswers: number, limit: number) {
  const answers = sql<number>`count(*)::int`;
  const correct = sql<number>`count(*) filter (where ${userExaminationQuestions.isCorrect})::int`;
  return db
    .select({
      questionId: questions.id,
      categoryId: questions.categoryId,
      certificateType: sql<number>`min(${userExaminations.certificateType})::int`,
      text: questions.rawContentIcelandic,
      textEnglish: questions.rawContentEnglish,
      answers,
      correct,
    })
    .from(userExaminationQuestions)
    .innerJoin(userExaminations, eq(userExaminations.id, userExaminationQuestions.userExaminationId))
    .innerJoin(questions, eq(questions.id, userExaminationQuestions.questionId))
    .where(markedAnswersOf(tenantId, period))
    .groupBy(questions.id)
    .having(sql`count(*) >= ${minimumAnswers}`)
    .orderBy(sql`${correct}::float8 / count(*)`, sql`count(*) desc`, asc(questions.id))
    .limit(limit);
}

/**
 * The sign-in log's successful rows (a password or the national electronic ID): every way in
 * writes one, with the user and the time, so visits need no cookie and no table of their own.
 */
export const successfulSignIns = ['Success', 'IdLoginSuccess'] as const;

const signInsOf = (tenantId: number | null, period: Period) =>
  and(
    inTenant(loginAttempts.tenantId, tenantId),
    inArray(loginAttempts.result, [...successfulSignIns]),
    isNotNull(loginAttempts.userId),
    inPeriod(loginAttempts.creationTime, period),
  );

export async function countSignInsByDay(db: Db, tenantId: number | null, period: Period) {
  const day = sql<string>`to_char(${loginAttempts.creationTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      signIns: sql<number>`count(*)::int`,
      uniqueVisitors: sql<number>`count(distinct ${loginAttempts.userId})::int`,
    })
    .from(loginAttempts)
    .where(signInsOf(tenantId, period))
    .groupBy(day);
}

export async function countSignIns(db: Db, tenantId: number | null, period: Period) {
  const [row] = await db
    .select({ signIns: sql<number>`count(*)::int`, uniqueVisitors: sql<number>`count(distinct ${loginAttempts.userId})::int` })
    .from(loginAttempts)
    .where(signInsOf(tenantId, period));
  return row;
}
/** Rows made up to the period's end (`total`), and those made within it (`inPeriod`). */
const createdCounts = (created: Parameters<typeof gte>[0], period: Period) => ({
  total: sql<number>`count(*) filter (where ${created} < ${period.before})::int`,
  inPeriod: sql<number>`count(*) filter (where ${created} >= ${period.start} and ${created} < ${period.before})::int`,
});

/** Registered accounts by user type: all up to the period's end, and those of the period. Deleted accounts are not counted. */
export async function tallyUsersByType(db: Db, tenantId: number | null, period: Period) {
  return db
    .select({
      userTypeId: users.userTypeId,
      ...createdCounts(users.creationTime, period),
    })
    .from(users)
    .where(and(inTenant(users.tenantId, tenantId), eq(users.isDeleted, false), isNotNull(users.userTypeId)))
    .groupBy(users.userTypeId);
}

export async function tallyOrganizationsByType(db: Db, tenantId: number | null, period: Period) {
  return db
    .select({
      userTypeId: organizations.userTypeId,
      ...createdCounts(organizations.creationTime, period),
    })
    .from(organizations)
    .where(and(inTenant(organizations.tenantId, tenantId), eq(organizations.isDeleted, false)))
    .groupBy(organizations.userTypeId);
}

/** Registrations of the period by month (0–11) and user type; Iceland's months are UTC's. */
export async function countRegistrationsByMonth(db: Db, tenantId: number | null, period: Period) {
  const year = sql<number>`extract(year from ${users.creationTime} at time zone 'UTC')::int`;
  const month = sql<number>`(extract(month from ${users.creationTime} at time zone 'UTC') - 1)::int`;
  return db
    .select({ year, month, userTypeId: sql<number>`${users.userTypeId}::int`, count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        eq(users.isDeleted, false),
        isNotNull(users.userTypeId),
        inPeriod(users.creationTime, period),
      ),
    )
    .groupBy(year, month, users.userTypeId);
}
