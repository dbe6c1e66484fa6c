import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAccommodations, questionOptions, userExaminationQuestions, userExaminations } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../kernel/errors';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertAttempt, type DrawnRow, type NewAttemptValues } from './attempt-insert.queries';
import { insertGrant, revokeGrant } from './exam-accommodations.queries';
import { examAutoSubmitJob } from './exam-auto-submit.job';
import { buildBank, candidate, type BuiltBank } from './exams.test-support';

let t: TestApp;
let tenantId: number;
let bank: BuiltBank;
let rows: DrawnRow[];

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  bank = await buildBank(t, tenantId, 1, [{ questions: 3 }, { questions: 2 }]);
  const drawn = bank.categories.flatMap((c) => c.questionIds.map((questionId) => ({ questionId, categoryId: c.id })));
  const options = await t.database.db
    .select({ id: questionOptions.id, questionId: questionOptions.questionId })
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        drawn.map((d) => d.questionId),
      ),
    );
  // Stored in a shuffled order of places, each with its options reversed, as a draw might give them.
  rows = drawn.reverse().map((d, i) => ({
    ...d,
    position: ((i + 2) % drawn.length) + 1,
    optionIds: options
      .filter((o) => o.questionId === d.questionId)
      .map((o) => o.id)
      .reverse(),
  }));
});
afterAll(() => t.close());

function valuesFor(userId: number, grant?: { id: number; extraTimePercent: number }): NewAttemptValues {
  const startTime = new Date(Math.floor(Date.now() / 1000) * 1000 + 123);
  const extra = grant?.extraTimePercent ?? 0;
  return {
    tenantId,
    userId,
    examinationId: bank.examinationId,
    certificateType: 1,
    examSessionId: null,
    startTime,
    deadline: new Date(startTime.getTime() + 3600_000 * (1 + extra / 100)),
    questionCount: rows.length,
    percentNeedToPass: 75,
    extraTimePercent: extra,
    language: 'en',
    grantId: grant?.id ?? null,
  };
}

const attemptsOf = (userId: number) => t.database.db.select().from(userExaminations).where(eq(userExaminations.userId, userId));
const grantRow = async (id: number) => (await t.database.db.select().from(examAccommodations).where(eq(examAccommodations.id, id)))[0];

/** The auto-submit jobs of an attempt, every column but the job's own id and when it was written. */
async function jobsOf(userExaminationId: number) {
  const { rows: jobs } = await t.database.pool.query(
    `select to_jsonb(j) - 'id' - 'created_on' as job from pgboss.job j where name = $1 and (data->>'userExaminationId')::int = $2`,
    [examAutoSubmitJob, userExaminationId],
  );
  return jobs.map((r) => r.job as Record<string, unknown>);
}

const grantFor = (userId: number, extraTimePercent: number) =>
  insertGrant(t.database.db, { tenantId, userId, extraTimePercent, creatorUserId: null, note: null });

describe('insertAttempt', () => {
  it('stores the attempt, its questions in their places with their options in order, and its auto-submit job', async () => {
    const user = await candidate(t, tenantId);
    const values = valuesFor(user.id);
    const id = (await insertAttempt(t.database.pool, values, rows))!;
    const [attempt] = await attemptsOf(user.id);
    expect(attempt).toMatchObject({
      id,
      userId: user.id,
      tenantId,
      status: 1,
      examinationId: bank.examinationId,
      startTime: values.startTime,
      deadline: values.deadline,
      creationTime: values.startTime,
      questionCount: rows.length,
      extraTimePercent: 0,
      language: 'en',
      submitTime: null,
    });
    expect(await attemptsOf(user.id)).toHaveLength(1);
    const stored = await t.database.db
      .select()
      .from(userExaminationQuestions)
      .where(eq(userExaminationQuestions.userExaminationId, attempt.id))
      .orderBy(userExaminationQuestions.position);
    expect(
      stored.map((r) => ({ position: r.position, questionId: r.questionId, categoryId: r.categoryId, optionIds: r.optionIds })),
    ).toEqual([...rows].sort((x, y) => x.position - y.position));
    expect(stored.every((r) => r.answerOptionIds.length === 0 && r.answeredTime === null)).toBe(true);
    const [job] = await jobsOf(attempt.id);
    expect(new Date(job.start_after as string)).toEqual(values.deadline);
    expect(job).toMatchObject({ state: 'created', data: { userExaminationId: attempt.id } });
  });

  it('queues the very job pg-boss queues for the attempt', async () => {
    const user = await candidate(t, tenantId);
    const values = valuesFor(user.id);
    const id = (await insertAttempt(t.database.pool, values, rows))!;
    await withTransaction(t.database.pool, (tx) =>
      t.deps.jobs.send(tx, examAutoSubmitJob, { userExaminationId: id }, { startAfter: values.deadline }),
    );
    const [ours, theirs] = await jobsOf(id);
    expect(theirs).toBeDefined();
    expect(ours).toEqual(theirs);
  });

  it('uses up the grant its deadline counts with, naming the attempt', async () => {
    const user = await candidate(t, tenantId);
    const grantId = await grantFor(user.id, 50);
    const values = valuesFor(user.id, { id: grantId, extraTimePercent: 50 });
    const id = (await insertAttempt(t.database.pool, values, rows))!;
    expect(await attemptsOf(user.id)).toMatchObject([{ id, extraTimePercent: 50, deadline: values.deadline }]);
    expect(await grantRow(grantId)).toMatchObject({ usedTime: values.startTime, userExaminationId: id, revokedTime: null });
  });

  it('writes nothing when the pending grant is no longer the one read: granted, revoked or used since', async () => {
    const user = await candidate(t, tenantId);
    // Read with no grant; one was granted since.
    const grantId = await grantFor(user.id, 25);
    expect(await insertAttempt(t.database.pool, valuesFor(user.id), rows)).toBeUndefined();
    expect(await grantRow(grantId)).toMatchObject({ usedTime: null, userExaminationId: null });
    // Read with the grant; it was revoked since.
    await revokeGrant(t.database.db, tenantId, grantId, user.id, new Date());
    expect(await insertAttempt(t.database.pool, valuesFor(user.id, { id: grantId, extraTimePercent: 25 }), rows)).toBeUndefined();
    expect(await grantRow(grantId)).toMatchObject({ usedTime: null, userExaminationId: null });
    // Read with a grant of another candidate (never theirs to use).
    const other = await candidate(t, tenantId);
    const othersGrant = await grantFor(other.id, 30);
    expect(await insertAttempt(t.database.pool, valuesFor(user.id, { id: othersGrant, extraTimePercent: 30 }), rows)).toBeUndefined();
    expect(await grantRow(othersGrant)).toMatchObject({ usedTime: null });
    expect(await attemptsOf(user.id)).toEqual([]);
    const { rows: jobs } = await t.database.pool.query(
      `select count(*)::int as n from pgboss.job j join user_examinations e on e.id = (j.data->>'userExaminationId')::int where e.user_id = $1`,
      [user.id],
    );
    expect(jobs[0].n).toBe(0);
  });

  it('refuses a second open attempt of the type, leaving the grant and everything else as it was', async () => {
    const user = await candidate(t, tenantId);
    await insertAttempt(t.database.pool, valuesFor(user.id), rows);
    const [first] = await attemptsOf(user.id);
    const grantId = await grantFor(user.id, 50);
    const error = await insertAttempt(t.database.pool, valuesFor(user.id, { id: grantId, extraTimePercent: 50 }), rows).catch((e) => e);
    expect(isUniqueViolation(error, 'user_examinations_open_key')).toBe(true);
    expect(await attemptsOf(user.id)).toEqual([first]);
    expect(await grantRow(grantId)).toMatchObject({ usedTime: null, userExaminationId: null });
    expect(await jobsOf(first.id)).toHaveLength(1);
  });
});
