import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ExamAttemptDto, ExamQuestionResponse } from '../../../shared/contracts/exams';
import { insertCategory, insertExamination, insertQuestion } from '../../seed/factories/questions';
import { examPinStates, examSessions, settings } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { awardCertificate } from '../certificates';

export const questionApi = '/api/services/app/Question';
export const examinationApi = '/api/services/app/Examination';

let counter = 0;

export interface BuiltBank {
  examinationId: number;
  categories: { id: number; questionIds: number[] }[];
  /** Each question's right options. */
  right: Map<number, number[]>;
  /** One wrong option of each question. */
  wrong: Map<number, number>;
}

export interface CategorySpec {
  questions: number;
  minimum?: number;
  required?: number;
  /** Questions with two right options. */
  multiple?: number;
}

/** An examination of the type in the tenant, with categories of four-option questions. */
export async function buildBank(t: TestApp, tenantId: number | null, certificateType: number, specs: CategorySpec[]): Promise<BuiltBank> {
  const db = t.database.db;
  const examinationId = await insertExamination(db, { tenantId, name: `Próf ${++counter}`, certificateType });
  const bank: BuiltBank = { examinationId, categories: [], right: new Map(), wrong: new Map() };
  for (const spec of specs) {
    const n = ++counter;
    const categoryId = await insertCategory(db, {
      tenantId,
      examinationId,
      title: `Flokkur ${n}`,
      titleEnglish: `Category ${n}`,
      minimumRequiredQuestions: spec.minimum ?? 0,
    });
    const questionIds: number[] = [];
    for (let i = 0; i < spec.questions; i++) {
      const q = ++counter;
      const twoRight = i < (spec.multiple ?? 0);
      const id = await insertQuestion(db, {
        tenantId,
        categoryId,
        descriptionIcelandic: `<p>Spurning ${q}</p>`,
        descriptionEnglish: `<p>Question ${q}</p>`,
        isRequired: i >= spec.questions - (spec.required ?? 0),
        options: [0, 1, 2, 3].map((k) => ({
          descriptionIcelandic: `Svar ${q}.${k}`,
          descriptionEnglish: `Answer ${q}.${k}`,
          isAnswer: k === 0 || (twoRight && k === 1),
        })),
      });
      questionIds.push(id);
    }
    bank.categories.push({ id: categoryId, questionIds });
  }
  const options = await db.query.questionOptions.findMany();
  for (const o of options) {
    if (!bank.categories.some((c) => c.questionIds.includes(o.questionId))) continue;
    if (o.isAnswer)
      bank.right.set(
        o.questionId,
        [...(bank.right.get(o.questionId) ?? []), o.id].sort((a, b) => a - b),
      );
    else if (!bank.wrong.has(o.questionId)) bank.wrong.set(o.questionId, o.id);
  }
  return bank;
}

export async function setSetting(t: TestApp, id: number, value: string | number | boolean) {
  await t.database.db
    .update(settings)
    .set({ value: String(value) })
    .where(eq(settings.id, id));
}

/** A signed-in user of the tenant who may sit an exam: adult, with a date of birth. */
export async function candidate(t: TestApp, tenantId: number | null, dateOfBirth: string | null = '1990-05-05') {
  return t.userWith([], { tenantId, fields: { dateOfBirth } });
}

export async function getQuestions(t: TestApp, token: string, query: Record<string, string | number> = { code: 1 }) {
  const res = await t.call('GET', `${questionApi}/GetQuestionsForExam`, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as ExamQuestionResponse;
}

export async function startAttempt(
  t: TestApp,
  token: string,
  query: Record<string, string | number> = { code: 1 },
): Promise<ExamAttemptDto> {
  const response = await getQuestions(t, token, query);
  expect(response.errorCode, JSON.stringify(response.problems)).toBe(0);
  return response.data!;
}

export async function answer(t: TestApp, token: string, userExaminationId: number, questionId: number, answerOptionIds: number[]) {
  return t.call('PUT', `${questionApi}/UpdateUserAnswer`, { token, body: { userExaminationId, questionId, answerOptionIds } });
}

/** Answers the first `rightCount` questions right and the rest wrong. */
export async function answerAll(t: TestApp, token: string, attempt: ExamAttemptDto, bank: BuiltBank, rightCount: number) {
  for (const [i, q] of attempt.questions.entries()) {
    const chosen = i < rightCount ? bank.right.get(q.questionId)! : [bank.wrong.get(q.questionId)!];
    const res = await answer(t, token, attempt.userExaminationId, q.questionId, chosen);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

export async function submit(t: TestApp, token: string, examType: number | string = 1) {
  return t.call('POST', `${examinationApi}/SubmitExamination`, { token, query: { examType } });
}

/** Gives the user a valid A1/A3 certificate, as the A2 exam demands. */
export async function giveA1A3Certificate(
  t: TestApp,
  tenantId: number | null,
  userId: number,
  passedDate = new Date().toISOString().slice(0, 10),
) {
  return awardCertificate(t.database.db, { tenantId, userId, certificateType: 1, passedDate });
}

/** An open A2 session of the tenant, and the candidate's proof of its PIN at `verifiedTime`. */
export async function openSessionWithPin(
  t: TestApp,
  tenantId: number | null,
  userId: number,
  o: { endTime?: Date; verifiedTime?: Date; sessionId?: number } = {},
): Promise<number> {
  const [session] = o.sessionId
    ? [{ id: o.sessionId }]
    : await t.database.db
        .insert(examSessions)
        .values({
          tenantId,
          examCode: crypto.randomBytes(3).toString('hex').toUpperCase(),
          pin: '123456',
          endTime: o.endTime ?? new Date(Date.now() + 3 * 3600_000),
        })
        .returning({ id: examSessions.id });
  await t.database.db
    .insert(examPinStates)
    .values({ userId, examSessionId: session.id, verifiedTime: o.verifiedTime ?? new Date() })
    .onConflictDoUpdate({ target: examPinStates.userId, set: { examSessionId: session.id, verifiedTime: o.verifiedTime ?? new Date() } });
  return session.id;
}
