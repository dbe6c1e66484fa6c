import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examPinStates, userCertificates, userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  answerAll,
  buildBank,
  candidate,
  examinationApi,
  giveA1A3Certificate,
  openSessionWithPin,
  setSetting,
  startAttempt,
  submit,
  type BuiltBank,
} from './exams.test-support';

let t: TestApp;
let tenantId: number;
let bank: BuiltBank;

const attemptRow = async (id: number) => (await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, id)))[0];
const certificatesOf = async (userId: number) => t.database.db.select().from(userCertificates).where(eq(userCertificates.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  await setSetting(t, 6, 8);
  tenantId = (await t.tenant()).id;
  bank = await buildBank(t, tenantId, 1, [
    // Three of five with two right options: every draw of three or more from it holds one.
    { questions: 5, minimum: 3, multiple: 3 },
    { questions: 5, minimum: 3 },
  ]);
});
afterAll(() => t.close());

describe('Examination/SubmitExamination', () => {
  it('scores a pass at exactly PercentNeedToPass, with the breakdown by category, and issues the certificate', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    await answerAll(t, user.token, attempt, bank, 6);
    const res = await submit(t, user.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.result;
    expect(result).toMatchObject({
      userExaminationId: attempt.userExaminationId,
      certificateType: 1,
      isPassed: true,
      status: 3,
      questionCount: 8,
      correctCount: 6,
      score: 75,
      percentNeedToPass: 75,
      alreadyCertified: false,
      userCertificateId: expect.any(Number),
    });
    expect(result.categories).toHaveLength(2);
    expect(result.categories.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Flokkur/)]));
    expect(result.categories[0].titleEnglish).toMatch(/^Category/);
    expect(result.categories.reduce((sum: number, c: { questionCount: number }) => sum + c.questionCount, 0)).toBe(8);
    expect(result.categories.reduce((sum: number, c: { correctCount: number }) => sum + c.correctCount, 0)).toBe(6);
    const [certificate] = await certificatesOf(user.id);
    expect(certificate).toMatchObject({
      id: result.userCertificateId,
      certificateId: 1,
      tenantId,
      userExaminationId: attempt.userExaminationId,
    });
    expect(certificate.certificateNumber).toMatch(/^IS-A1A3-\d{4}-\d{5}$/);
  });

  it('scores a fail below the mark, with two decimals and no certificate; a half-right multiple choice is wrong', async () => {
    await setSetting(t, 7, 80);
    try {
      const user = await candidate(t, tenantId);
      const attempt = await startAttempt(t, user.token);
      expect(attempt.questions.length).toBe(8);
      await answerAll(t, user.token, attempt, bank, 6);
      // A question with two right options, answered with only one of them.
      const multi = attempt.questions.find((q) => bank.right.get(q.questionId)!.length > 1)!;
      await answer(t, user.token, attempt.userExaminationId, multi.questionId, bank.right.get(multi.questionId)!.slice(0, 1));
      const index = attempt.questions.indexOf(multi);
      const result = (await submit(t, user.token)).body.result;
      const correct = index < 6 ? 5 : 6;
      expect(result).toMatchObject({
        isPassed: false,
        status: 3,
        correctCount: correct,
        score: correct === 5 ? 62.5 : 75,
        percentNeedToPass: 80,
        userCertificateId: null,
      });
      expect(await certificatesOf(user.id)).toHaveLength(0);
    } finally {
      await setSetting(t, 7, 75);
    }
  });

  it('marks a second pass as already certified, and answers the same result when submitted twice', async () => {
    const user = await candidate(t, tenantId);
    const first = await startAttempt(t, user.token);
    await answerAll(t, user.token, first, bank, 8);
    const passed = (await submit(t, user.token)).body.result;
    expect(passed).toMatchObject({ isPassed: true, score: 100, alreadyCertified: false });
    const twice = await submit(t, user.token);
    expect(twice.status).toBe(200);
    expect(twice.body.result).toEqual(passed);

    const second = await startAttempt(t, user.token);
    await answerAll(t, user.token, second, bank, 7);
    const again = (await submit(t, user.token)).body.result;
    expect(again).toMatchObject({
      userExaminationId: second.userExaminationId,
      isPassed: true,
      score: 87.5,
      alreadyCertified: true,
      userCertificateId: passed.userCertificateId,
    });
    expect(await certificatesOf(user.id)).toHaveLength(1);
  });

  it('takes the exam type from the query or the body, and clears the candidate’s PIN standing', async () => {
    const a2Tenant = (await t.tenant()).id;
    const a2Bank = await buildBank(t, a2Tenant, 2, [{ questions: 30 }]);
    const user = await candidate(t, a2Tenant);
    await giveA1A3Certificate(t, a2Tenant, user.id);
    const sessionId = await openSessionWithPin(t, a2Tenant, user.id);
    const attempt = await startAttempt(t, user.token, { code: 2, examSessionId: sessionId });
    await answerAll(t, user.token, attempt, a2Bank, 30);
    expect((await submit(t, user.token, 1)).status).toBe(400);
    const res = await t.call('POST', `${examinationApi}/SubmitExamination`, { token: user.token, body: { examType: 2 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ certificateType: 2, isPassed: true, score: 100 });
    const [pin] = await t.database.db.select().from(examPinStates).where(eq(examPinStates.userId, user.id));
    expect(pin).toMatchObject({ examSessionId: null, verifiedTime: null });
    expect((await submit(t, user.token, 'A2')).body.result.userExaminationId).toBe(attempt.userExaminationId);
  });

  it('answers 400 with nothing to submit or a malformed body, and 401 without a session', async () => {
    const user = await candidate(t, tenantId);
    const none = await t.call('POST', `${examinationApi}/SubmitExamination`, { token: user.token, language: 'en', query: { examType: 1 } });
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe('You have not started this exam, so there is nothing to submit.');
    expect((await t.call('POST', `${examinationApi}/SubmitExamination`, { token: user.token, body: [1] })).status).toBe(400);
    expect((await t.call('POST', `${examinationApi}/SubmitExamination`, { query: { examType: 1 } })).status).toBe(401);
  });

  it('never touches another candidate’s attempt, in the tenant or elsewhere', async () => {
    const owner = await candidate(t, tenantId);
    const attempt = await startAttempt(t, owner.token);
    for (const other of [await candidate(t, tenantId), await candidate(t, (await t.tenant()).id)]) {
      expect((await submit(t, other.token)).status).toBe(400);
    }
    expect((await attemptRow(attempt.userExaminationId)).status).toBe(1);
  });
});

describe('restart', () => {
  it('keeps the attempt, its answers and its time through a restart', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const q = attempt.questions[2];
    await answer(t, user.token, attempt.userExaminationId, q.questionId, [q.options[3].id]);
    await t.app.close();
    const restarted = await t.reopen();
    try {
      const again = await restarted.call('GET', '/api/services/app/Question/GetQuestionsForExam', {
        token: user.token,
        query: { code: 1 },
      });
      expect(again.status).toBe(200);
      const data = again.body.result.data;
      expect(data.userExaminationId).toBe(attempt.userExaminationId);
      expect(data.deadline).toBe(attempt.deadline);
      expect(data.questions.map((x: { questionId: number }) => x.questionId)).toEqual(attempt.questions.map((x) => x.questionId));
      expect(data.questions[2].answerOptionIds).toEqual([q.options[3].id]);
      const left = await restarted.call('GET', `${examinationApi}/GetTimeLeft`, { token: user.token, query: { examType: 1 } });
      expect(left.body.result.deadline).toBe(attempt.deadline);
    } finally {
      await restarted.close();
    }
  });
});
