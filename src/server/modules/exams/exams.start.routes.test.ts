import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamStartProblem, type ExamAttemptDto } from '../../../shared/contracts/exams';
import { appendCoursePage, insertCourse } from '../../seed/factories/courses';
import { insertCategory, insertQuestion } from '../../seed/factories/questions';
import { userExaminationQuestions, userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  buildBank,
  candidate,
  examinationApi,
  getQuestions,
  giveA1A3Certificate,
  openSessionWithPin,
  questionApi,
  setSetting,
  startAttempt,
  submit,
  type BuiltBank,
} from './exams.test-support';

let t: TestApp;
let tenantId: number;
let bank: BuiltBank;

const questionOrder = (a: ExamAttemptDto) => a.questions.map((q) => `${q.questionId}:${q.options.map((o) => o.id).join(',')}`).join('|');

beforeAll(async () => {
  t = await createTestApp();
  await setSetting(t, 6, 10); // NumberQuestion
  tenantId = (await t.tenant()).id;
  bank = await buildBank(t, tenantId, 1, [
    { questions: 8, minimum: 3, required: 1 },
    { questions: 8, minimum: 2 },
    { questions: 8, required: 2, multiple: 2 },
  ]);
});
afterAll(() => t.close());

describe('Question/GetQuestionsForExam', () => {
  it('starts an attempt: the count, every minimum, every required question, options shuffled and nothing about the answers', async () => {
    const user = await candidate(t, tenantId);
    const response = await getQuestions(t, user.token, { code: 1 });
    expect(response).toMatchObject({ errorCode: 0, problems: [] });
    const attempt = response.data!;
    expect(attempt.questions).toHaveLength(10);
    expect(attempt.questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(attempt.questions.map((q) => q.questionId)).size).toBe(10);
    const ids = attempt.questions.map((q) => q.questionId);
    expect(ids.filter((id) => bank.categories[0].questionIds.includes(id)).length).toBeGreaterThanOrEqual(3);
    expect(ids.filter((id) => bank.categories[1].questionIds.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(ids).toEqual(
      expect.arrayContaining([bank.categories[0].questionIds[7], bank.categories[2].questionIds[6], bank.categories[2].questionIds[7]]),
    );
    for (const q of attempt.questions) {
      expect(q.options).toHaveLength(4);
      expect(q.answerOptionIds).toEqual([]);
      expect(q.multipleAnswers).toBe(bank.right.get(q.questionId)!.length > 1);
      expect(q.descriptionEnglish).toMatch(/Question/);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['descriptionEnglish', 'descriptionIcelandic', 'id']);
    }
    expect(attempt.secondsLeft).toBe(3600);
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.startTime).getTime()).toBe(3600_000);

    const [row] = await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, attempt.userExaminationId));
    expect(row).toMatchObject({
      userId: user.id,
      tenantId,
      certificateType: 1,
      status: 1,
      questionCount: 10,
      percentNeedToPass: 75,
      examSessionId: null,
    });
    const { rows: jobs } = await t.database.pool.query(
      `select start_after from pgboss.job where name = 'exam.auto-submit' and (data->>'userExaminationId')::int = $1`,
      [attempt.userExaminationId],
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0].start_after).getTime()).toBe(new Date(attempt.deadline).getTime());
  });

  it('answers the same attempt after a reload: same questions, same option order, saved answers', async () => {
    const user = await candidate(t, tenantId);
    const first = await startAttempt(t, user.token);
    const q = first.questions[4];
    const chosen = [q.options[2].id];
    const saved = await t.call('PUT', `${questionApi}/UpdateUserAnswer`, {
      token: user.token,
      body: { userExaminationId: first.userExaminationId, questionId: q.questionId, answerOptionIds: chosen },
    });
    expect(saved.status).toBe(200);
    const again = await startAttempt(t, user.token);
    expect(again.userExaminationId).toBe(first.userExaminationId);
    expect(questionOrder(again)).toBe(questionOrder(first));
    expect(again.questions[4].answerOptionIds).toEqual(chosen);
  });

  it('draws anew for a retake after a submitted attempt', async () => {
    const user = await candidate(t, tenantId);
    const first = await startAttempt(t, user.token);
    expect((await submit(t, user.token)).status).toBe(200);
    const second = await startAttempt(t, user.token);
    expect(second.userExaminationId).not.toBe(first.userExaminationId);
    expect(questionOrder(second)).not.toBe(questionOrder(first));
  });

  it('gives each candidate an attempt of their own, with options in their own order', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 3; i++) orders.add(questionOrder(await startAttempt(t, (await candidate(t, tenantId)).token)));
    expect(orders.size).toBe(3);
  });

  it('creates one attempt when five starts race', async () => {
    const user = await candidate(t, tenantId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => getQuestions(t, user.token)));
    const ids = new Set(responses.map((r) => r.data?.userExaminationId));
    expect(ids.size).toBe(1);
    expect(new Set(responses.map((r) => questionOrder(r.data!))).size).toBe(1);
    const rows = await t.database.db.select().from(userExaminations).where(eq(userExaminations.userId, user.id));
    expect(rows).toHaveLength(1);
    const drawn = await t.database.db
      .select()
      .from(userExaminationQuestions)
      .where(eq(userExaminationQuestions.userExaminationId, rows[0].id));
    expect(drawn).toHaveLength(10);
  });

  it('answers 400 for a malformed session id and 401 without a session', async () => {
    const user = await candidate(t, tenantId);
    expect(
      (await t.call('GET', `${questionApi}/GetQuestionsForExam`, { token: user.token, query: { code: 2, examSessionId: 'x' } })).status,
    ).toBe(400);
    expect(
      (await t.call('GET', `${questionApi}/GetQuestionsForExam`, { token: user.token, query: { code: 2, examSessionId: -1 } })).status,
    ).toBe(400);
    const anonymous = await t.call('GET', `${questionApi}/GetQuestionsForExam`, { query: { code: 1 } });
    expect(anonymous.status).toBe(401);
  });

  it('never shows another tenant’s bank: a candidate elsewhere finds the exam not ready', async () => {
    const other = (await t.tenant()).id;
    const response = await getQuestions(t, (await candidate(t, other)).token);
    expect(response).toEqual({ data: null, errorCode: ExamStartProblem.ExamNotReady, problems: [ExamStartProblem.ExamNotReady] });
  });
});

describe('Question/GetQuestionsForExam start problems', () => {
  it('A2Disabled when A2 is switched off, first of all the problems', async () => {
    const other = (await t.tenant()).id;
    await setSetting(t, 24, 'false');
    try {
      const response = await getQuestions(t, (await candidate(t, other, null)).token, { code: 2 });
      expect(response.errorCode).toBe(ExamStartProblem.A2Disabled);
      expect(response.problems).toEqual([
        ExamStartProblem.A2Disabled,
        ExamStartProblem.ExamNotReady,
        ExamStartProblem.NoDateOfBirth,
        ExamStartProblem.NoA1A3Certificate,
        ExamStartProblem.NoSessionPin,
      ]);
    } finally {
      await setSetting(t, 24, 'true');
    }
  });

  it('ExamNotReady when a category cannot give its minimum or the mandatory questions exceed the count', async () => {
    const other = (await t.tenant()).id;
    const weak = await buildBank(t, other, 1, [{ questions: 12 }]);
    const categoryId = await insertCategory(t.database.db, {
      tenantId: other,
      examinationId: weak.examinationId,
      title: 'Lítill',
      minimumRequiredQuestions: 3,
    });
    await insertQuestion(t.database.db, {
      tenantId: other,
      categoryId,
      descriptionIcelandic: '<p>Ein</p>',
      descriptionEnglish: '<p>One</p>',
      options: [{ descriptionIcelandic: 'Já', descriptionEnglish: 'Yes', isAnswer: true }],
    });
    const response = await getQuestions(t, (await candidate(t, other)).token);
    expect(response).toMatchObject({ data: null, errorCode: ExamStartProblem.ExamNotReady });

    const crowded = (await t.tenant()).id;
    await buildBank(t, crowded, 1, [{ questions: 12, required: 11 }]);
    expect((await getQuestions(t, (await candidate(t, crowded)).token)).errorCode).toBe(ExamStartProblem.ExamNotReady);
  });

  it('NoDateOfBirth without one, UnderAge below the age limit on the day', async () => {
    expect((await getQuestions(t, (await candidate(t, tenantId, null)).token)).errorCode).toBe(ExamStartProblem.NoDateOfBirth);
    const today = new Date().toISOString().slice(0, 10);
    const sixteenTomorrow = new Date(`${Number(today.slice(0, 4)) - 16}${today.slice(4)}T00:00:00Z`);
    sixteenTomorrow.setUTCDate(sixteenTomorrow.getUTCDate() + 1);
    const young = await candidate(t, tenantId, sixteenTomorrow.toISOString().slice(0, 10));
    expect(await getQuestions(t, young.token)).toEqual({
      data: null,
      errorCode: ExamStartProblem.UnderAge,
      problems: [ExamStartProblem.UnderAge],
    });
    const sixteenToday = await candidate(t, tenantId, `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`);
    if (!today.endsWith('02-29')) expect((await getQuestions(t, sixteenToday.token)).errorCode).toBe(0);
  });

  it('CourseNotRead while the active course of the type has unread pages; an inactive course stands in no way', async () => {
    const other = (await t.tenant()).id;
    await buildBank(t, other, 1, [{ questions: 12 }]);
    const courseId = await insertCourse(t.database.db, { tenantId: other, courseType: 1, name: 'Námskeið' });
    await appendCoursePage(t.database.db, {
      tenantId: other,
      courseType: 1,
      nameIcelandic: 'Síða',
      nameEnglish: 'Page',
      contentIcelandic: '<p>a</p>',
      contentEnglish: '<p>a</p>',
    });
    const reader = await candidate(t, other);
    expect((await getQuestions(t, reader.token)).errorCode).toBe(ExamStartProblem.CourseNotRead);
    expect(
      (await t.call('GET', '/api/services/app/Page/GetShowPage', { token: reader.token, query: { rank: 1, courseType: 1 } })).status,
    ).toBe(200);
    expect((await getQuestions(t, reader.token)).errorCode).toBe(0);

    const lazy = await candidate(t, other);
    await t.database.pool.query('update courses set is_active = false where id = $1', [courseId]);
    expect((await getQuestions(t, lazy.token)).errorCode).toBe(0);
  });

  describe('A2', () => {
    let a2Tenant: number;
    beforeAll(async () => {
      a2Tenant = (await t.tenant()).id;
      await buildBank(t, a2Tenant, 2, [{ questions: 12, minimum: 4 }]);
    });

    it('NoA1A3Certificate without a valid A1/A3 certificate, NoSessionPin without a proven PIN', async () => {
      const user = await candidate(t, a2Tenant);
      const response = await getQuestions(t, user.token, { code: 2 });
      expect(response).toEqual({
        data: null,
        errorCode: ExamStartProblem.NoA1A3Certificate,
        problems: [ExamStartProblem.NoA1A3Certificate, ExamStartProblem.NoSessionPin],
      });
      await giveA1A3Certificate(t, a2Tenant, user.id);
      expect(await getQuestions(t, user.token, { code: 'A2' })).toEqual({
        data: null,
        errorCode: ExamStartProblem.NoSessionPin,
        problems: [ExamStartProblem.NoSessionPin],
      });
    });

    it('NoSessionPin for a stale proof, another session than asked, or another tenant’s session', async () => {
      const user = await candidate(t, a2Tenant);
      await giveA1A3Certificate(t, a2Tenant, user.id);
      const stale = await openSessionWithPin(t, a2Tenant, user.id, { verifiedTime: new Date(Date.now() - 16 * 60_000) });
      expect((await getQuestions(t, user.token, { code: 2, examSessionId: stale })).errorCode).toBe(ExamStartProblem.NoSessionPin);
      const fresh = await openSessionWithPin(t, a2Tenant, user.id);
      expect((await getQuestions(t, user.token, { code: 2, examSessionId: stale })).errorCode).toBe(ExamStartProblem.NoSessionPin);
      expect((await getQuestions(t, user.token, { code: 2 })).errorCode).toBe(ExamStartProblem.NoSessionPin);
      const foreign = await openSessionWithPin(t, tenantId, user.id);
      expect((await getQuestions(t, user.token, { code: 2, examSessionId: foreign })).errorCode).toBe(ExamStartProblem.NoSessionPin);
      expect(fresh).toBeGreaterThan(0);
    });

    it('starts in the proven session, with the deadline capped at the session’s end', async () => {
      const user = await candidate(t, a2Tenant);
      await giveA1A3Certificate(t, a2Tenant, user.id);
      const endTime = new Date(Date.now() + 30 * 60_000);
      const sessionId = await openSessionWithPin(t, a2Tenant, user.id, { endTime });
      const attempt = await startAttempt(t, user.token, { code: 2, examSessionId: sessionId });
      expect(attempt.certificateType).toBe(2);
      expect(attempt.questions).toHaveLength(12);
      expect(new Date(attempt.deadline).getTime()).toBe(endTime.getTime());
      const [row] = await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, attempt.userExaminationId));
      expect(row).toMatchObject({ examSessionId: sessionId, certificateType: 2 });
      // The A1/A3 exam of the same candidate is a separate attempt.
      expect(
        (
          await t.database.db
            .select()
            .from(userExaminations)
            .where(and(eq(userExaminations.userId, user.id), eq(userExaminations.certificateType, 1)))
        ).length,
      ).toBe(0);
    });
  });
});

describe('Examination/GetExamRules', () => {
  it('tells the rules and the problems, and the attempt in progress', async () => {
    const user = await candidate(t, tenantId, null);
    const res = await t.call('GET', `${examinationApi}/GetExamRules`, { token: user.token, query: { examType: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      certificateType: 1,
      examinationName: expect.any(String),
      examinationNameEnglish: expect.any(String),
      numberOfQuestions: 10,
      timeLimitMinutes: 60,
      percentNeedToPass: 75,
      ageLimit: 16,
      problems: [ExamStartProblem.NoDateOfBirth],
      inProgressUserExaminationId: null,
      examSessionId: null,
    });
    const ready = await candidate(t, tenantId);
    const attempt = await startAttempt(t, ready.token);
    const rules = (await t.call('GET', `${examinationApi}/GetExamRules`, { token: ready.token, query: { examType: 1 } })).body.result;
    expect(rules).toMatchObject({ problems: [], inProgressUserExaminationId: attempt.userExaminationId });
  });

  it('reads A2 rules and lists its problems; any value but A2 means A1/A3', async () => {
    const user = await candidate(t, tenantId);
    const a2 = (await t.call('GET', `${examinationApi}/GetExamRules`, { token: user.token, query: { examType: 'A2' } })).body.result;
    expect(a2).toMatchObject({
      certificateType: 2,
      numberOfQuestions: 30,
      timeLimitMinutes: 75,
      examinationName: null,
      examinationNameEnglish: null,
    });
    expect(a2.problems).toEqual([ExamStartProblem.ExamNotReady, ExamStartProblem.NoA1A3Certificate, ExamStartProblem.NoSessionPin]);
    const other = (await t.call('GET', `${examinationApi}/GetExamRules`, { token: user.token, query: { examType: 'x' } })).body.result;
    expect(other.certificateType).toBe(1);
  });

  it('reads no query as malformed (section 9: every type but A2 is A1/A3), answers 401 without a session, and nothing of another tenant', async () => {
    expect((await t.call('GET', `${examinationApi}/GetExamRules`, { query: { examType: 1 } })).status).toBe(401);
    const user = await candidate(t, tenantId);
    const repeated = await t.call('GET', `${examinationApi}/GetExamRules?examType=2&examType=2`, { token: user.token });
    expect(repeated.status).toBe(200);
    expect(repeated.body.result.certificateType).toBe(1);
    const elsewhere = await candidate(t, (await t.tenant()).id);
    const rules = (await t.call('GET', `${examinationApi}/GetExamRules`, { token: elsewhere.token, query: { examType: 1 } })).body.result;
    expect(rules).toMatchObject({ examinationName: null, problems: [ExamStartProblem.ExamNotReady] });
  });
});
