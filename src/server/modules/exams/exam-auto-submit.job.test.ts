import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { examAutoSubmitHandler } from './exam-auto-submit.job';
import { answer, buildBank, candidate, giveA1A3Certificate, openSessionWithPin, startAttempt, submit } from './exams.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ workers: true });
});
afterAll(() => t.close());

const attemptRow = async (id: number) => (await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, id)))[0];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('exam.auto-submit', () => {
  it('submits an attempt when its time runs out, with the answers given', async () => {
    const tenantId = (await t.tenant()).id;
    const bank = await buildBank(t, tenantId, 2, [{ questions: 30 }]);
    const user = await candidate(t, tenantId);
    await giveA1A3Certificate(t, tenantId, user.id);
    // The session ends in a few seconds, and the attempt's deadline with it.
    const sessionId = await openSessionWithPin(t, tenantId, user.id, { endTime: new Date(Date.now() + 3000) });
    const attempt = await startAttempt(t, user.token, { code: 2, examSessionId: sessionId });
    for (const q of attempt.questions.slice(0, 3))
      await answer(t, user.token, attempt.userExaminationId, q.questionId, bank.right.get(q.questionId)!);
    const row = await until(
      () => attemptRow(attempt.userExaminationId),
      (r) => r.status !== 1,
    );
    expect(row).toMatchObject({ status: 2, correctCount: 3, score: 10, isPassed: false });
    expect(row.submitTime!.getTime()).toBeGreaterThanOrEqual(new Date(attempt.deadline).getTime() - 2000);
    // The candidate's own submit afterwards answers the same result.
    expect((await submit(t, user.token, 2)).body.result).toMatchObject({ userExaminationId: attempt.userExaminationId, status: 2 });
  });

  it('leaves a submitted attempt alone and retries one that is not yet due', async () => {
    const tenantId = (await t.tenant()).id;
    await buildBank(t, tenantId, 1, [{ questions: 12 }]);
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const handler = examAutoSubmitHandler(t.database, () => new Date());
    const meta = { retryCount: 0, retryLimit: 10 };
    await expect(handler.run({ userExaminationId: attempt.userExaminationId }, meta)).rejects.toThrow(/not due/);
    expect((await attemptRow(attempt.userExaminationId)).status).toBe(1);
    const submitted = (await submit(t, user.token)).body.result;
    await handler.run({ userExaminationId: attempt.userExaminationId }, meta);
    expect(await attemptRow(attempt.userExaminationId)).toMatchObject({ status: 3, submitTime: new Date(submitted.submitTime) });
    await handler.run({ userExaminationId: 999_999 }, meta);
  });
});
