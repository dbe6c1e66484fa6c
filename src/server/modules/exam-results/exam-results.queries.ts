import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ResultRowDto } from '../../../shared/contracts/exam-results';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { cursorBatches } from '../../db/cursor';
import {
  examinationCategories,
  questionOptions,
  questions,
  userCertificates,
  userExaminationQuestions,
  userExaminations,
  users,
} from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { countUpToCap, oneColumn } from '../../db/bounded-count';
import { inIdOrder, orderOf, pageWindow, readPage, type SortKey } from '../../db/deep-page';
import { countedRowsCap } from '../../../shared/contracts/common';
import { containsPattern, foldedContains, usersMatching } from '../../db/like';

export interface ResultFilter {
  /** One person's attempts only. */
  userId?: number;
  keyword?: string;
  certificateType?: number;
  isPassed?: boolean;
  status?: number;
  /** Attempts started at or after this instant. */
  from?: Date;
  /** Attempts started before this instant. */
  before?: Date;
}

/** The tenant's attempts that the filter selects; the keyword searches names, e-mail and certificate number. */
export function resultWhere(tenantId: number | null, filter: ResultFilter): SQL | undefined {
  const pattern = containsPattern(filter.keyword);
  return and(
    inTenant(userExaminations.tenantId, tenantId),
    filter.userId === undefined ? undefined : eq(userExaminations.userId, filter.userId),
    filter.certificateType === undefined ? undefined : eq(userExaminations.certificateType, filter.certificateType),
    filter.isPassed === undefined ? undefined : eq(userExaminations.isPassed, filter.isPassed),
    filter.status === undefined ? undefined : eq(userExaminations.status, filter.status),
    filter.from ? gte(userExaminations.startTime, filter.from) : undefined,
    filter.before ? lt(userExaminations.startTime, filter.before) : undefined,
    // The people and the certificates first, each from its own index, then their attempts.
    pattern
      ? or(
          inArray(userExaminations.userId, sql`(select ${users.id} from ${users} where ${usersMatching(pattern)})`),
          inArray(
            userExaminations.userCertificateId,
            sql`(select ${userCertificates.id} from ${userCertificates} where ${foldedContains(userCertificates.searchText, pattern)})`,
          ),
        )
      : undefined,
  );
}

const rowColumns = {
  userExaminationId: userExaminations.id,
  userId: userExaminations.userId,
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  certificateType: userExaminations.certificateType,
  status: userExaminations.status,
  isPassed: userExaminations.isPassed,
  score: userExaminations.score,
  startTime: userExaminations.startTime,
  submitTime: userExaminations.submitTime,
  examSessionId: userExaminations.examSessionId,
  certificateNumber: userCertificates.certificateNumber,
};

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(userExaminations)
    .innerJoin(users, eq(users.id, userExaminations.userId))
    .leftJoin(userCertificates, eq(userCertificates.id, userExaminations.userCertificateId));
}

type RowOf = Awaited<ReturnType<typeof selectRows>>[number];

export function toResultRow(row: RowOf): ResultRowDto {
  return {
    userExaminationId: row.userExaminationId,
    userId: row.userId,
    userName: row.userName,
    fullName: `${row.name} ${row.surname}`,
    emailAddress: row.emailAddress,
    certificateType: row.certificateType,
    status: row.status,
    isPassed: row.isPassed,
    score: row.score,
    startTime: row.startTime.toISOString(),
    submitTime: row.submitTime?.toISOString() ?? null,
    examSessionId: row.examSessionId,
    certificateNumber: row.certificateNumber,
  };
}

const newestFirst: SortKey[] = [
  { key: userExaminations.startTime, descending: true },
  { key: userExaminations.id, descending: true },
];

/**
 * A page of result rows, newest first, and how many there are up to the cap (decision 0038). The
 * filter names only the attempts' own columns, and every attempt has its user, so the count and the
 * page's ids come from the attempts alone, through `user_examinations_host_start_time_idx`; only
 * the page's rows are joined to their people and certificates (decision 0047). The index carries
 * the columns the filters and the keyword's people and certificates are matched on, and a status
 * has its own index, so neither the count nor the ids visit the attempts' rows.
 */
export async function findResultRows(db: Db, where: SQL | undefined, skip: number, take: number) {
  // Counted in the list's order so the count walks the index that gives it, index-only, and stops at the cap.
  const total = await countUpToCap(
    db,
    db
      .select(oneColumn)
      .from(userExaminations)
      .where(where)
      .orderBy(...orderOf(newestFirst, false))
      .$dynamic(),
  );
  const ids = await readPage(pageWindow(skip, take, total, countedRowsCap), async (reversed, offset, limit) => {
    const page = await db
      .select({ id: userExaminations.id })
      .from(userExaminations)
      .where(where)
      .orderBy(...orderOf(newestFirst, reversed))
      .limit(limit)
      .offset(offset);
    return page.map((row) => row.id);
  });
  const rows = ids.length ? await selectRows(db).where(inArray(userExaminations.id, ids)) : [];
  return { rows: inIdOrder(ids, rows, (row) => row.userExaminationId).map(toResultRow), total };
}

/**
 * Every row the filter selects, newest first, read through one server-side cursor: the query runs
 * once however many rows there are, and its rows come a batch at a time as the file is written.
 */
export async function* resultBatches(
  pool: pg.Pool,
  db: Db,
  where: SQL | undefined,
  batchSize: number,
): AsyncGenerator<ResultRowDto[], void, undefined> {
  const query = selectRows(db).where(where).orderBy(desc(userExaminations.startTime), desc(userExaminations.id));
  for await (const rows of cursorBatches<RowOf>(pool, query, rowColumns, { batchSize })) yield rows.map(toResultRow);
}

/** Attempts, passes, fails, attempts in progress and the mean score of submitted attempts, per certificate type. */
export async function countResultsByType(db: Db, tenantId: number | null) {
  return db
    .select({
      certificateType: userExaminations.certificateType,
      attempts: count(),
      passed: sql<number>`count(*) filter (where ${userExaminations.isPassed} and ${userExaminations.status} <> 1)::int`,
      failed: sql<number>`count(*) filter (where ${userExaminations.isPassed} = false and ${userExaminations.status} <> 1)::int`,
      inProgress: sql<number>`count(*) filter (where ${userExaminations.status} = 1)::int`,
      averageScore: sql<string | null>`round(avg(${userExaminations.score}) filter (where ${userExaminations.status} <> 1), 2)`,
    })
    .from(userExaminations)
    .where(inTenant(userExaminations.tenantId, tenantId))
    .groupBy(userExaminations.certificateType);
}

export type AttemptRow = typeof userExaminations.$inferSelect;

/** One attempt of the tenant; `lock` holds its row to the end of the transaction. */
export async function findAttempt(db: Db, tenantId: number | null, id: number, lock = false): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(userExaminations)
    .where(and(eq(userExaminations.id, id), inTenant(userExaminations.tenantId, tenantId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A user of the tenant with their name; a deleted one only when asked, for the results they left behind. */
export async function findTenantUser(db: Db, tenantId: number | null, userId: number, includeDeleted = false) {
  const [row] = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.id, userId), inTenant(users.tenantId, tenantId), includeDeleted ? undefined : eq(users.isDeleted, false)));
  return row;
}

/** The ids of the user's submitted attempts of every type, newest first, for the pilot's history. */
export async function findAllSubmittedAttemptIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userExaminations.id })
    .from(userExaminations)
    .where(and(eq(userExaminations.userId, userId), isNotNull(userExaminations.submitTime)))
    .orderBy(desc(userExaminations.submitTime), desc(userExaminations.id))
    .limit(100);
  return rows.map((r) => r.id);
}

/** The user's submitted attempts of the type, latest first. */
export async function findSubmittedAttemptIds(db: Db, userId: number, certificateType: number, limit?: number): Promise<number[]> {
  const query = db
    .select({ id: userExaminations.id })
    .from(userExaminations)
    .where(
      and(
        eq(userExaminations.userId, userId),
        eq(userExaminations.certificateType, certificateType),
        isNotNull(userExaminations.submitTime),
      ),
    )
    .orderBy(desc(userExaminations.submitTime), desc(userExaminations.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => r.id);
}

/** The user's attempt of the type still in progress whose deadline has passed, if any. */
export async function findOverdueAttemptId(db: Db, userId: number, certificateType: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ id: userExaminations.id })
    .from(userExaminations)
    .where(
      and(
        eq(userExaminations.userId, userId),
        eq(userExaminations.certificateType, certificateType),
        eq(userExaminations.status, 1),
        lte(userExaminations.deadline, now),
      ),
    );
  return row?.id;
}

/** The attempt's drawn questions in their places, with category titles and the answer given. */
export async function findAttemptLines(db: Db, userExaminationId: number) {
  const lines = await db
    .select({
      position: userExaminationQuestions.position,
      questionId: userExaminationQuestions.questionId,
      optionIds: userExaminationQuestions.optionIds,
      answerOptionIds: userExaminationQuestions.answerOptionIds,
      categoryTitle: examinationCategories.title,
      categoryTitleEnglish: examinationCategories.titleEnglish,
      descriptionIcelandic: questions.descriptionIcelandic,
      descriptionEnglish: questions.descriptionEnglish,
    })
    .from(userExaminationQuestions)
    .innerJoin(questions, eq(questions.id, userExaminationQuestions.questionId))
    .innerJoin(examinationCategories, eq(examinationCategories.id, userExaminationQuestions.categoryId))
    .where(eq(userExaminationQuestions.userExaminationId, userExaminationId))
    .orderBy(asc(userExaminationQuestions.position));
  const questionIds = lines.map((l) => l.questionId);
  const options = questionIds.length
    ? await db
        .select({
          id: questionOptions.id,
          descriptionIcelandic: questionOptions.descriptionIcelandic,
          descriptionEnglish: questionOptions.descriptionEnglish,
          isAnswer: questionOptions.isAnswer,
        })
        .from(questionOptions)
        .where(inArray(questionOptions.questionId, questionIds))
    : [];
  return { lines, options: new Map(options.map((o) => [o.id, o])) };
}
