import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, pgView, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { examinations } from './questions';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A supervised A2 exam sitting (section 4). Candidates in the room join with its code and PIN;
 * the PIN is shown to the room on the supervisor's screen, so it is kept readable, and it dies
 * with the session.
 */
export const examSessions = pgTable(
  'exam_sessions',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    certificateType: smallint().notNull().default(2),
    name: text().notNull().default(''),
    examCode: text().notNull(),
    pin: text().notNull(),
    /** ExamSessionStatus: Inprogress 1 while open; Finished 3 when ended by hand; Timeout 2 when its time ran out. */
    status: smallint().notNull().default(1),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    closedTime: timestamp({ withTimezone: true }),
    isClosedManually: boolean().notNull().default(false),
    isDeleted: boolean().notNull().default(false),
    creatorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_sessions_tenant_id_idx').on(t.tenantId),
    index('exam_sessions_creator_user_id_idx').on(t.creatorUserId),
    uniqueIndex('exam_sessions_open_code_key')
      .on(t.examCode)
      .where(sql`${t.status} = 1 and not ${t.isDeleted}`),
  ],
);

/** A candidate's standing with the session PIN: the session they proved, and their misses (throttling). */
export const examPinStates = pgTable(
  'exam_pin_states',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    examSessionId: integer().references(() => examSessions.id, { onDelete: 'set null' }),
    verifiedTime: timestamp({ withTimezone: true }),
    failedCount: integer().notNull().default(0),
    firstFailedTime: timestamp({ withTimezone: true }),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index('exam_pin_states_exam_session_id_idx').on(t.examSessionId)],
);

/**
 * One attempt at an exam ("user examination"). Its questions are drawn once, when it starts; the
 * deadline is fixed then too, and the server submits the attempt when it passes.
 */
export const userExaminations = pgTable(
  'user_examinations',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examinationId: integer()
      .notNull()
      .references(() => examinations.id),
    certificateType: smallint().notNull(),
    examSessionId: integer().references(() => examSessions.id, { onDelete: 'set null' }),
    /** ExamSessionStatus: Inprogress 1; Finished 3 when submitted (or passed by an admin); Timeout 2 when the server submitted it; ChangedByAdmin 0. */
    status: smallint().notNull().default(1),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    submitTime: timestamp({ withTimezone: true }),
    questionCount: integer().notNull(),
    correctCount: integer(),
    score: numeric({ precision: 5, scale: 2, mode: 'number' }),
    percentNeedToPass: integer().notNull(),
    /** Extra time granted as an accommodation, in percent of the base time limit; the deadline already includes it. */
    extraTimePercent: smallint().notNull().default(0),
    isPassed: boolean(),
    /** The certificate this attempt created, or the one the user already held when it passed (section 4). */
    userCertificateId: integer(),
    alreadyCertified: boolean().notNull().default(false),
    /** The language the candidate chose, for the result screen and mail. */
    language: text().notNull().default('is'),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_examinations_tenant_id_idx').on(t.tenantId),
    index('user_examinations_user_id_idx').on(t.userId, t.certificateType),
    index('user_examinations_examination_id_idx').on(t.examinationId),
    index('user_examinations_exam_session_id_idx').on(t.examSessionId),
    index('user_examinations_submit_time_idx').on(t.submitTime),
    // The host's results newest first (decision 0038): `tenant_id is null` gives no order through the tenant's index.
    index('user_examinations_host_start_time_idx')
      .on(t.startTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.tenantId} is null`),
    // The host's results of one status newest first: timed-out attempts are one in twenty, too few to find by walking the index above.
    index('user_examinations_host_status_idx')
      .on(t.status, t.startTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.tenantId} is null`),
    uniqueIndex('user_examinations_open_key')
      .on(t.userId, t.certificateType)
      .where(sql`${t.status} = 1`),
  ],
);

/**
 * The drawn questions of an attempt, as one row of arrays: element i of each array is the question
 * in place i (from 1), its category, its options in this candidate's order (an array's text, since
 * the questions' option counts differ), the answer given, when, and whether it was right (set on
 * submission). A start writes this one row
 * instead of forty (migration 0016, decision 0020); `userExaminationQuestions` reads it as rows.
 * The questions and categories it names are kept by triggers rather than foreign keys (migrations
 * 0013 and 0016), so that a room starting at once does not lock the same forty questions a
 * thousand times.
 */
export const userExaminationDraws = pgTable(
  'user_examination_draws',
  {
    userExaminationId: integer()
      .primaryKey()
      .references(() => userExaminations.id, { onDelete: 'cascade' }),
    questionIds: integer().array().notNull(),
    categoryIds: integer().array().notNull(),
    optionIds: text().array().notNull(),
    // As many places as questions from the start (nulls until answered and marked): an array
    // enlarged from empty by assigning to place i would start at i, not 1.
    answerOptionIds: text().array().notNull(),
    answeredTimes: timestamp({ withTimezone: true }).array().notNull(),
    correct: boolean().array().notNull(),
  },
  (t) => [
    // The triggers that keep a drawn question or category from being deleted find its draws by these.
    index('user_examination_draws_question_ids_idx').using('gin', t.questionIds),
    index('user_examination_draws_category_ids_idx').using('gin', t.categoryIds),
  ],
);

/**
 * A drawn question of an attempt, in its place (from 1), with its options in this candidate's
 * order and the answer given: a view over `userExaminationDraws` (migration 0016), read only.
 */
export const userExaminationQuestions = pgView('user_examination_questions', {
  userExaminationId: integer().notNull(),
  position: smallint().notNull(),
  questionId: integer().notNull(),
  categoryId: integer().notNull(),
  optionIds: integer().array().notNull(),
  answerOptionIds: integer().array().notNull(),
  answeredTime: timestamp({ withTimezone: true }),
  isCorrect: boolean(),
}).existing();
