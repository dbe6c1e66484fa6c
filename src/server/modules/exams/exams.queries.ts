import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  examinationCategories,
  examinations,
  examPinStates,
  examSessions,
  questionImages,
  questionOptions,
  questions,
  userExaminationQuestions,
  userExaminations,
} from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { BankCategory } from './attempt-draw';

export type AttemptRow = typeof userExaminations.$inferSelect;
const inProgress = 1;

/** The tenant's live examination of a type (there is at most one). */
export async function findLiveExamination(db: Db, tenantId: number | null, certificateType: number) {
  const [row] = await db
    .select({ id: examinations.id, name: examinations.name, nameEnglish: examinations.nameEnglish })
    .from(examinations)
    .where(
      and(inTenant(examinations.tenantId, tenantId), eq(examinations.certificateType, certificateType), eq(examinations.isDeleted, false)),
    );
  return row;
}

export interface Bank {
  categories: BankCategory[];
  /** Each drawable question's options in their authored order. */
  optionIds: Map<number, number[]>;
}

/** What an attempt may draw from: live categories in order, their active questions that have options. */
export async function loadBank(db: Db, examinationId: number): Promise<Bank> {
  const rows = await db
    .select({
      categoryId: examinationCategories.id,
      minimum: examinationCategories.minimumRequiredQuestions,
      questionId: questions.id,
      isRequired: questions.isRequired,
      optionIds: sql<
        number[] | null
      >`(select array_agg(o.id order by o.position, o.id) from question_options o where o.question_id = "questions"."id")`,
    })
    .from(examinationCategories)
    .leftJoin(
      questions,
      and(eq(questions.categoryId, examinationCategories.id), eq(questions.isActive, true), eq(questions.isDeleted, false)),
    )
    .where(and(eq(examinationCategories.examinationId, examinationId), eq(examinationCategories.isDeleted, false)))
    .orderBy(asc(examinationCategories.id), asc(questions.id));
  const categories = new Map<number, BankCategory>();
  const optionIds = new Map<number, number[]>();
  for (const row of rows) {
    let category = categories.get(row.categoryId);
    if (!category) categories.set(row.categoryId, (category = { id: row.categoryId, minimum: row.minimum, questions: [] }));
    if (row.questionId === null || !row.optionIds?.length) continue;
    category.questions.push({ id: row.questionId, isRequired: row.isRequired ?? false });
    optionIds.set(row.questionId, row.optionIds);
  }
  return { categories: [...categories.values()], optionIds };
}

export async function findOpenAttempt(db: Db, userId: number, certificateType: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(userExaminations)
    .where(
      and(
        eq(userExaminations.userId, userId),
        eq(userExaminations.certificateType, certificateType),
        eq(userExaminations.status, inProgress),
      ),
    );
  return row;
}

/**
 * Attempts being sat now, in every tenant: started, not submitted, their time not run out. One
 * whose time ran out is the server's to submit, no longer a candidate's to answer.
 */
export async function countAttemptsInProgress(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userExaminations)
    .where(and(eq(userExaminations.status, inProgress), gt(userExaminations.deadline, now)));
  return row?.n ?? 0;
}

/** The caller's latest submitted attempt of the type, for answering a repeated submit. */
export async function findLatestSubmittedId(db: Db, userId: number, certificateType: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: userExaminations.id })
    .from(userExaminations)
    .where(
      and(
        eq(userExaminations.userId, userId),
        eq(userExaminations.certificateType, certificateType),
        ne(userExaminations.status, inProgress),
      ),
    )
    .orderBy(desc(userExaminations.submitTime), desc(userExaminations.id))
    .limit(1);
  return row?.id;
}

/** The session the candidate last proved with its PIN, with that session's state. */
export async function findPinStanding(db: Db, userId: number) {
  const [row] = await db
    .select({
      examSessionId: examPinStates.examSessionId,
      verifiedTime: examPinStates.verifiedTime,
      sessionTenantId: examSessions.tenantId,
      sessionStatus: examSessions.status,
      sessionDeleted: examSessions.isDeleted,
      sessionEndTime: examSessions.endTime,
    })
    .from(examPinStates)
    .innerJoin(examSessions, eq(examSessions.id, examPinStates.examSessionId))
    .where(eq(examPinStates.userId, userId));
  return row;
}
export type PinStanding = NonNullable<Awaited<ReturnType<typeof findPinStanding>>>;

/** The options of the given questions, for showing an attempt. */
export async function findOptions(db: Db, questionIds: number[]) {
  if (!questionIds.length) return [];
  return db
    .select({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      descriptionIcelandic: questionOptions.descriptionIcelandic,
      descriptionEnglish: questionOptions.descriptionEnglish,
      isAnswer: questionOptions.isAnswer,
    })
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, questionIds));
}

/** The texts, options and images of the given questions: what an attempt shows of them. */
export async function loadQuestionContent(db: Db, questionIds: number[]) {
  if (!questionIds.length) return { questions: [], options: [], images: [] };
  const [texts, options, images] = await Promise.all([
    db
      .select({ id: questions.id, descriptionIcelandic: questions.descriptionIcelandic, descriptionEnglish: questions.descriptionEnglish })
      .from(questions)
      .where(inArray(questions.id, questionIds)),
    findOptions(db, questionIds),
    findImages(db, questionIds),
  ]);
  return { questions: texts, options, images };
}

/** The images of the given questions in the order they were added. */
export async function findImages(db: Db, questionIds: number[]) {
  if (!questionIds.length) return [];
  return db
    .select({ questionId: questionImages.questionId, key: questionImages.key, fileName: questionImages.fileName })
    .from(questionImages)
    .where(inArray(questionImages.questionId, questionIds))
    .orderBy(asc(questionImages.id));
}

/** An attempt's drawn questions in their places, with each one's option order and saved answer. */
export async function findAttemptQuestions(db: Db, userExaminationId: number) {
  return db
    .select({
      position: userExaminationQuestions.position,
      questionId: userExaminationQuestions.questionId,
      optionIds: userExaminationQuestions.optionIds,
      answerOptionIds: userExaminationQuestions.answerOptionIds,
    })
    .from(userExaminationQuestions)
    .where(eq(userExaminationQuestions.userExaminationId, userExaminationId))
    .orderBy(asc(userExaminationQuestions.position));
}
