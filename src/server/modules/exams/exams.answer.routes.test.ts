import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExaminationQuestions, userExaminations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  answer,
  buildBank,
  candidate,
  examinationApi,
  getQuestions,
  questionApi,
  setSetting,
  startAttempt,
  submit,
  type BuiltBank,
} from './exams.test-support';
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let clock = new Date();
let tenantId: number;
let bank: BuiltBank;

const attemptRow = async (id: number) => (await t.database.db.select().from(userExaminations).where(eq(userExaminations.id, id)))[0];
const answerRows = async (id: number) =>
  t.database.db
    .select()
    .from(userExaminationQuestions)
    .where(eq(userExaminationQuestions.userExaminationId, id))
    .orderBy(userExaminationQuestions.position);
const timeLeft = async (token: string, examType: number | string = 1) => {
  const res = await t.call('GET', `${examinationApi}/GetTimeLeft`, { token, query: { examType } });
  expect(res.status).toBe(200);
  return res.body.result;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await setSetting(t, 6, 8);
  tenantId = (await t.tenant()).id;
  // Eight of twelve are drawn, at least two from each category, so five of six with two right answers in the first
  // guarantees every attempt both kinds, which the test of one against two right answers needs.
  bank = await buildBank(t, tenantId, 1, [
    { questions: 6, minimum: 2, multiple: 5 },
    { questions: 6, minimum: 2 },
  ]);
});
afterAll(() => t.close());

describe('Question/UpdateUserAnswer', () => {
  it('saves an answer idempotently, counts the answered questions and clears with an empty choice', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const [q1, q2] = attempt.questions;
    const chosen = bank.right.get(q1.questionId)!;
    const first = await answer(t, user.token, attempt.userExaminationId, q1.questionId, [...chosen, ...chosen].reverse());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({ questionId: q1.questionId, answerOptionIds: chosen, answeredCount: 1, secondsLeft: 3600 });
    const before = await answerRows(attempt.userExaminationId);
    const again = await answer(t, user.token, attempt.userExaminationId, q1.questionId, chosen);
    expect(again.body.result).toEqual(first.body.result);
    expect((await answerRows(attempt.userExaminationId)).map((r) => r.answerOptionIds)).toEqual(before.map((r) => r.answerOptionIds));

    const second = await answer(t, user.token, attempt.userExaminationId, q2.questionId, [q2.options[0].id]);
    expect(second.body.result.answeredCount).toBe(2);
    const cleared = await answer(t, user.token, attempt.userExaminationId, q1.questionId, []);
    expect(cleared.body.result).toMatchObject({ answerOptionIds: [], answeredCount: 1 });
    const rows = await answerRows(attempt.userExaminationId);
    expect(rows[0]).toMatchObject({ answerOptionIds: [], answeredTime: null });
    expect(rows[1].answeredTime).not.toBeNull();
  });

  it('refuses an option of another question, and a question the attempt did not draw, with 400', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const [q1, q2] = attempt.questions;
    const res = await answer(t, user.token, attempt.userExaminationId, q1.questionId, [q1.options[0].id, q2.options[0].id]);
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual([{ message: expect.any(String), members: ['answerOptionIds'] }]);
    const drawn = new Set(attempt.questions.map((q) => q.questionId));
    const notDrawn = [...bank.right.keys()].find((id) => !drawn.has(id))!;
    const missing = await answer(t, user.token, attempt.userExaminationId, notDrawn, bank.right.get(notDrawn)!);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.validationErrors?.[0].members).toEqual(['questionId']);
    expect((await answerRows(attempt.userExaminationId)).every((r) => r.answerOptionIds.length === 0)).toBe(true);
  });

  it('refuses two options for a question with one right answer, and takes them where two are right', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const single = attempt.questions.find((q) => !q.multipleAnswers)!;
    const multiple = attempt.questions.find((q) => q.multipleAnswers)!;
    const two = single.options.slice(0, 2).map((o) => o.id);
    const res = await t.call('PUT', `${questionApi}/UpdateUserAnswer`, {
      token: user.token,
      language: 'en',
      body: { userExaminationId: attempt.userExaminationId, questionId: single.questionId, answerOptionIds: two },
    });
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual([
      { message: 'This question has one right answer; choose only one option.', members: ['answerOptionIds'] },
    ]);
    // The same option twice is one choice.
    const once = await answer(t, user.token, attempt.userExaminationId, single.questionId, [two[0], two[0]]);
    expect(once.status).toBe(200);
    expect(once.body.result.answerOptionIds).toEqual([two[0]]);
    const both = await answer(
      t,
      user.token,
      attempt.userExaminationId,
      multiple.questionId,
      multiple.options.slice(0, 3).map((o) => o.id),
    );
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    const rows = await answerRows(attempt.userExaminationId);
    expect(rows.find((r) => r.questionId === single.questionId)!.answerOptionIds).toEqual([two[0]]);
    expect(rows.find((r) => r.questionId === multiple.questionId)!.answerOptionIds).toHaveLength(3);
  });

  it('answers 400 for a malformed body and 401 without a session', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const q = attempt.questions[0];
    for (const body of [
      { userExaminationId: attempt.userExaminationId, questionId: q.questionId },
      { userExaminationId: 0, questionId: q.questionId, answerOptionIds: [] },
    ]) {
      expect((await t.call('PUT', `${questionApi}/UpdateUserAnswer`, { token: user.token, body })).status).toBe(400);
    }
    const anonymous = await t.call('PUT', `${questionApi}/UpdateUserAnswer`, {
      body: { userExaminationId: attempt.userExaminationId, questionId: q.questionId, answerOptionIds: [] },
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for another candidate’s attempt, another tenant’s, and one that does not exist', async () => {
    const owner = await candidate(t, tenantId);
    const attempt = await startAttempt(t, owner.token);
    const q = attempt.questions[0];
    const neighbour = await candidate(t, tenantId);
    const stranger = await candidate(t, (await t.tenant()).id);
    for (const token of [neighbour.token, stranger.token]) {
      expect((await answer(t, token, attempt.userExaminationId, q.questionId, [q.options[0].id])).status).toBe(404);
    }
    expect((await answer(t, owner.token, 999_999, q.questionId, [])).status).toBe(404);
    expect((await answerRows(attempt.userExaminationId))[0].answerOptionIds).toEqual([]);
  });

  it('refuses after the deadline, submitting the attempt, and after a submit', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const q = attempt.questions[0];
    expect((await answer(t, user.token, attempt.userExaminationId, q.questionId, bank.right.get(q.questionId)!)).status).toBe(200);
    const start = clock;
    clock = new Date(start.getTime() + 3600_000);
    try {
      const late = await t.call('PUT', `${questionApi}/UpdateUserAnswer`, {
        token: user.token,
        language: 'en',
        body: {
          userExaminationId: attempt.userExaminationId,
          questionId: attempt.questions[1].questionId,
          answerOptionIds: [attempt.questions[1].options[0].id],
        },
      });
      expect(late.status).toBe(400);
      expect(late.body.error?.message).toBe('The exam time is over and the exam has been submitted. The answer was not saved.');
      expect(await attemptRow(attempt.userExaminationId)).toMatchObject({ status: 2, correctCount: 1, submitTime: clock });
      const again = await answer(t, user.token, attempt.userExaminationId, q.questionId, []);
      expect(again.status).toBe(400);
      expect(again.body.error?.message).toBe('Prófinu hefur þegar verið skilað, svo svörum verður ekki breytt.');
    } finally {
      clock = start;
    }
    const other = await candidate(t, tenantId);
    const running = await startAttempt(t, other.token);
    expect((await submit(t, other.token)).status).toBe(200);
    expect((await answer(t, other.token, running.userExaminationId, running.questions[0].questionId, [])).status).toBe(400);
  });

  it('takes one query in all, the save itself, once the session is known (decision 0011)', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const q = attempt.questions[0];
    const pool = t.database.pool;
    let queries = 0;
    const query = pool.query.bind(pool);
    const connect = pool.connect.bind(pool);
    pool.query = ((...args: Parameters<typeof query>) => (queries++, query(...args))) as typeof pool.query;
    // pool.query takes its connection through connect with a callback; count only transactions here.
    pool.connect = ((...args: Parameters<typeof connect>) => (
      (args as unknown[]).length === 0 && queries++,
      connect(...args)
    )) as typeof pool.connect;
    try {
      // A body that fails validation costs nothing: the session is known from the start.
      await t.call('PUT', `${questionApi}/UpdateUserAnswer`, { token: user.token, body: { userExaminationId: 0 } });
      expect(queries).toBe(0);
      const res = await answer(t, user.token, attempt.userExaminationId, q.questionId, [q.options[1].id]);
      expect(res.status).toBe(200);
      expect(queries).toBe(1);
    } finally {
      pool.query = query;
      pool.connect = connect;
    }
  });
});

describe('Examination/GetTimeLeft', () => {
  it('counts down the caller’s running attempt by the server’s clock, and answers nothing without one', async () => {
    const user = await candidate(t, tenantId);
    expect(await timeLeft(user.token)).toEqual({
      userExaminationId: null,
      secondsLeft: 0,
      deadline: null,
      serverTime: clock.toISOString(),
    });
    const attempt = await startAttempt(t, user.token);
    expect(await timeLeft(user.token)).toEqual({
      userExaminationId: attempt.userExaminationId,
      secondsLeft: 3600,
      deadline: attempt.deadline,
      serverTime: clock.toISOString(),
    });
    const start = clock;
    clock = new Date(start.getTime() + 10 * 60_000 + 500);
    try {
      expect((await timeLeft(user.token)).secondsLeft).toBe(2999);
      expect((await timeLeft(user.token, 2)).userExaminationId).toBeNull();
    } finally {
      clock = start;
    }
  });

  it('submits an attempt whose time ran out (lazily) and then answers nothing', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const start = clock;
    clock = new Date(start.getTime() + 3601_000);
    try {
      expect(await timeLeft(user.token)).toMatchObject({ userExaminationId: null, secondsLeft: 0 });
      expect(await attemptRow(attempt.userExaminationId)).toMatchObject({ status: 2, isPassed: false, correctCount: 0 });
    } finally {
      clock = start;
    }
  });

  it('shows nobody else’s attempt, reads no query as malformed, and answers 401 without a session', async () => {
    const owner = await candidate(t, tenantId);
    await startAttempt(t, owner.token);
    expect((await timeLeft((await candidate(t, tenantId)).token)).userExaminationId).toBeNull();
    expect((await timeLeft((await candidate(t, (await t.tenant()).id)).token)).userExaminationId).toBeNull();
    expect((await timeLeft(owner.token, 'nonsense')).userExaminationId).not.toBeNull();
    expect((await t.call('GET', `${examinationApi}/GetTimeLeft`, { query: { examType: 1 } })).status).toBe(401);
  });
});

describe('lazy submit on start', () => {
  it('submits the attempt whose time ran out and starts a new one', async () => {
    const user = await candidate(t, tenantId);
    const attempt = await startAttempt(t, user.token);
    const start = clock;
    clock = new Date(start.getTime() + 2 * 3600_000);
    try {
      const response = await getQuestions(t, user.token);
      expect(response.data?.userExaminationId).not.toBe(attempt.userExaminationId);
      expect(await attemptRow(attempt.userExaminationId)).toMatchObject({ status: 2, submitTime: clock });
    } finally {
      clock = start;
    }
  });
});
