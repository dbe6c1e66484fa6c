import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { questionOptions, questions, userExaminations } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { TestApp } from '../../test/harness';
import { examinationWithQuestions } from '../examinations/examinations.test-support';
import { submitAttempt } from '../exams';

export const examinationApi = '/api/services/app/Examination';

export interface Bank {
  tenantId: number | null;
  examinationId: number;
  certificateType: number;
  questions: { id: number; categoryId: number; right: number; wrong: number }[];
}

/** An examination of the type with two categories of three yes/no questions each (the first option is right). */
export async function examBank(t: TestApp, tenantId: number | null, certificateType: number): Promise<Bank> {
  const db = t.database.db;
  const { examinationId, categoryIds } = await examinationWithQuestions(t, tenantId, certificateType, [{ active: 3 }, { active: 3 }]);
  const rows = await db
    .select({ id: questions.id, categoryId: questions.categoryId })
    .from(questions)
    .where(inArray(questions.categoryId, categoryIds))
    .orderBy(asc(questions.id));
  const options = await db
    .select()
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        rows.map((r) => r.id),
      ),
    );
  return {
    tenantId,
    examinationId,
    certificateType,
    questions: rows.map((r) => ({
      ...r,
      right: options.find((o) => o.questionId === r.id && o.isAnswer)!.id,
      wrong: options.find((o) => o.questionId === r.id && !o.isAnswer)!.id,
    })),
  };
}

export type Answer = 'right' | 'wrong' | null;

export interface NewAttempt {
  userId: number;
  examSessionId?: number | null;
  startTime?: Date;
  minutes?: number;
  /** One per question of the bank, in order; missing ones are unanswered. */
  answers?: Answer[];
}

/** An attempt in progress written straight into the tables, as the exam module's draw would leave it. */
export async function insertAttempt(t: TestApp, bank: Bank, attempt: NewAttempt): Promise<number> {
  const db = t.database.db;
  const startTime = attempt.startTime ?? t.deps.now();
  const [row] = await db
    .insert(userExaminations)
    .values({
      tenantId: bank.tenantId,
      userId: attempt.userId,
      examinationId: bank.examinationId,
      certificateType: bank.certificateType,
      examSessionId: attempt.examSessionId ?? null,
      status: 1,
      startTime,
      deadline: new Date(startTime.getTime() + (attempt.minutes ?? 60) * 60_000),
      questionCount: bank.questions.length,
      percentNeedToPass: 75,
      creationTime: startTime,
    })
    .returning({ id: userExaminations.id });
  // The draw as the start writes it: element i of each array is place i.
  const answers = bank.questions.map((q, i) => {
    const answer = attempt.answers?.[i] ?? null;
    return answer === null ? null : `{${answer === 'right' ? q.right : q.wrong}}`;
  });
  await t.database.pool.query(
    `insert into user_examination_draws (user_examination_id, question_ids, category_ids, option_ids, answer_option_ids, answered_times, correct)
     values ($1, $2::int[], $3::int[], $4::text[], $5::text[], $6::timestamptz[], array_fill(null::boolean, array[cardinality($2::int[])]))`,
    [
      row.id,
      bank.questions.map((q) => q.id),
      bank.questions.map((q) => q.categoryId),
      bank.questions.map((q) => `{${q.wrong},${q.right}}`),
      answers,
      answers.map((answer) => (answer === null ? null : startTime)),
    ],
  );
  return row.id;
}

/** Submits through the exams module, as the candidate's submit or the deadline job would. */
export async function submit(t: TestApp, attemptId: number, status: 2 | 3 = 3, now = t.deps.now()) {
  await withTransaction(t.database.pool, (tx) => submitAttempt(tx.db, attemptId, status, now));
}

export const allRight = (bank: Bank): Answer[] => bank.questions.map(() => 'right');
export const allWrong = (bank: Bank): Answer[] => bank.questions.map(() => 'wrong');

export async function attemptRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, id));
  return row;
}

type Input = { query?: Record<string, string | number | boolean>; body?: unknown };

/** 401 without a session; 403, naming the permission, for each outsider. */
export async function expectGuarded(t: TestApp, outsiders: string[], permission: string, verb: string, method: string, input: Input = {}) {
  const anonymous = await t.call(verb, `${examinationApi}/${method}`, input);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.unAuthorizedRequest).toBe(true);
  for (const token of outsiders) {
    const res = await t.call(verb, `${examinationApi}/${method}`, { ...input, token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe(`The permission ${permission} is missing.`);
  }
}

/** A 400 whose validation errors name the member. */
export async function expectInvalid(t: TestApp, token: string, verb: string, method: string, input: Input, member: string) {
  const res = await t.call(verb, `${examinationApi}/${method}`, { ...input, token });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error?.validationErrors?.flatMap((v: { members: string[] }) => v.members)).toContain(member);
}
