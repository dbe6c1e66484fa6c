import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

/**
 * The dashboard's summaries (decision 0040): each figure counted once per tenant and day and once
 * per tenant and month, fed by triggers in the same transaction as the change (migration
 * dashboard_summaries), so the dashboard adds up a few hundred rows instead of recounting the
 * register. `span` is 'day' or 'month'; `starts` is the day, or the month's first day (UTC, which
 * is Iceland's time). A period is read as its whole months plus the days at its ends. `tenantId`
 * is null for the host; the keys treat nulls as equal.
 */
const span = () => text().notNull();
const spanCheck = (table: string) => (t: { span: unknown }) => check(`${table}_span_check`, sql`${t.span} in ('day', 'month')`);

/** Attempts by the day they started and exam type: all, finished (with a result) and passed. */
export const dashboardExamTallies = pgTable(
  'dashboard_exam_tallies',
  {
    tenantId: integer(),
    span: span(),
    starts: date({ mode: 'string' }).notNull(),
    certificateType: smallint().notNull(),
    attempts: integer().notNull().default(0),
    finished: integer().notNull().default(0),
    passed: integer().notNull().default(0),
  },
  (t) => [
    unique('dashboard_exam_tallies_key').on(t.tenantId, t.span, t.starts, t.certificateType).nullsNotDistinct(),
    spanCheck('dashboard_exam_tallies')(t),
  ],
);

/** The marked answers of finished attempts by the day the attempt started, exam type, subject and question. */
export const dashboardAnswerTallies = pgTable(
  'dashboard_answer_tallies',
  {
    tenantId: integer(),
    span: span(),
    starts: date({ mode: 'string' }).notNull(),
    certificateType: smallint().notNull(),
    categoryId: integer().notNull(),
    questionId: integer().notNull(),
    answers: integer().notNull().default(0),
    correct: integer().notNull().default(0),
  },
  (t) => [
    unique('dashboard_answer_tallies_key')
      .on(t.tenantId, t.span, t.starts, t.certificateType, t.categoryId, t.questionId)
      .nullsNotDistinct(),
    spanCheck('dashboard_answer_tallies')(t),
  ],
);

/** Paid payments by the day they were paid: how many and how much. */
export const dashboardPaymentTallies = pgTable(
  'dashboard_payment_tallies',
  {
    tenantId: integer(),
    span: span(),
    starts: date({ mode: 'string' }).notNull(),
    paidCount: integer().notNull().default(0),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('dashboard_payment_tallies_key').on(t.tenantId, t.span, t.starts).nullsNotDistinct(),
    spanCheck('dashboard_payment_tallies')(t),
  ],
);

/**
 * Certificates by type: `issued` by the day they were passed, and `valid` (passed and not
 * revoked) by the day they expire, so those still valid on a day are the ones expiring from it on.
 */
export const dashboardCertificateTallies = pgTable(
  'dashboard_certificate_tallies',
  {
    tenantId: integer(),
    span: span(),
    starts: date({ mode: 'string' }).notNull(),
    certificateType: smallint().notNull(),
    issued: integer().notNull().default(0),
    valid: integer().notNull().default(0),
  },
  (t) => [
    unique('dashboard_certificate_tallies_key').on(t.tenantId, t.span, t.starts, t.certificateType).nullsNotDistinct(),
    spanCheck('dashboard_certificate_tallies')(t),
  ],
);

/**
 * Successful sign-ins by the day they happened: how many, and how many people made them (each
 * counted once that day). Day rows only: the screen shows every day of the period anyway.
 */
export const dashboardSignInTallies = pgTable(
  'dashboard_sign_in_tallies',
  {
    tenantId: integer(),
    starts: date({ mode: 'string' }).notNull(),
    signIns: integer().notNull().default(0),
    visitors: integer().notNull().default(0),
  },
  (t) => [unique('dashboard_sign_in_tallies_key').on(t.tenantId, t.starts).nullsNotDistinct()],
);

/**
 * Who signed in, once per person and day and once per person and month, with how many times: a
 * period's distinct visitors are those of its whole months and its days at the ends, a count over
 * a row a person a month rather than over every sign-in. A row goes when its count reaches nought
 * (a sign-in deleted, or its person erased).
 */
export const dashboardVisitors = pgTable(
  'dashboard_visitors',
  {
    tenantId: integer(),
    span: span(),
    starts: date({ mode: 'string' }).notNull(),
    userId: integer().notNull(),
    signIns: integer().notNull().default(0),
  },
  (t) => [
    unique('dashboard_visitors_key').on(t.tenantId, t.span, t.starts, t.userId).nullsNotDistinct(),
    spanCheck('dashboard_visitors')(t),
  ],
);

/**
 * Registrations by the day the account or organisation was made and its user type, counting only
 * those not deleted (decision 0050): people (`registrant` 'user', with a type) and organisations
 * ('organization'). Those registered by a day are the sum of every row before it.
 */
export const dashboardRegistrationTallies = pgTable(
  'dashboard_registration_tallies',
  {
    tenantId: integer(),
    span: span(),
    starts: date({ mode: 'string' }).notNull(),
    registrant: text().notNull(),
    userTypeId: smallint().notNull(),
    registered: integer().notNull().default(0),
  },
  (t) => [
    unique('dashboard_registration_tallies_key').on(t.tenantId, t.span, t.starts, t.registrant, t.userTypeId).nullsNotDistinct(),
    spanCheck('dashboard_registration_tallies')(t),
    check('dashboard_registration_tallies_registrant_check', sql`${t.registrant} in ('user', 'organization')`),
  ],
);
