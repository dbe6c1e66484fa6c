import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAccommodations, questionOptions, userExaminationQuestions, userExaminations } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../kernel/errors';
import { createTestApp, type TestApp } from '../../test/harness';
import { saveAnswer } from './answer.queries';
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
/** The draws' rows in the order of their places. */
const placed = () => [...rows].sort((x, y) => x.position - y.position);
const questionIdsOf = async (id: number) =>
  (await t.database.pool.query(`select question_ids from user_examination_draws where user_examination_id = $1`, [id])).rows[0]
    ?.question_ids as number[];
const answersOf = async (id: number) =>
  (
    await t.database.pool.query(
      `select answer_option_ids from user_examination_questions where user_examination_id = $1 order by position`,
      [id],
    )
  ).rows.map((r) => r.answer_option_ids as number[]);
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

  // Kept by triggers instead of foreign keys (migration 0013): the same rule, without locking the
  // shared question rows on every start.
  describe('the drawn questions’ references', () => {
    const refused = (e: unknown) => (e as { code?: string }).code === '23503';
    /** Two questions of another examination that no attempt has drawn. */
    let spare: number[];
    beforeAll(async () => {
      spare = (await buildBank(t, tenantId, 2, [{ questions: 2 }])).categories[0].questionIds;
    });

    it('refuses an attempt naming a question or a category that does not exist, writing nothing', async () => {
      const user = await candidate(t, tenantId);
      const noQuestion = await insertAttempt(t.database.pool, valuesFor(user.id), [
        { ...rows[0], position: 1, questionId: 2_000_000_000 },
      ]).catch((e) => e);
      expect(refused(noQuestion)).toBe(true);
      expect(noQuestion.message).toMatch(/question 2000000000, which does not exist/);
      const noCategory = await insertAttempt(t.database.pool, valuesFor(user.id), [
        { ...rows[0], position: 1, categoryId: 2_000_000_000 },
      ]).catch((e) => e);
      expect(refused(noCategory)).toBe(true);
      expect(noCategory.message).toMatch(/category 2000000000, which does not exist/);
      expect(await attemptsOf(user.id)).toEqual([]);
    });

    it('refuses pointing a drawn question at one that does not exist, and allows pointing it at one that does', async () => {
      const user = await candidate(t, tenantId);
      const id = (await insertAttempt(t.database.pool, valuesFor(user.id), rows))!;
      const change = (column: string, value: number) =>
        t.database.pool.query(`update user_examination_draws set ${column}[1] = $1 where user_examination_id = $2`, [value, id]);
      expect(refused(await change('question_ids', 2_000_000_000).catch((e) => e))).toBe(true);
      expect(refused(await change('category_ids', 2_000_000_000).catch((e) => e))).toBe(true);
      await expect(change('question_ids', spare[0])).resolves.toMatchObject({ rowCount: 1 });
      expect(await questionIdsOf(id)).toEqual([
        spare[0],
        ...placed()
          .slice(1)
          .map((r) => r.questionId),
      ]);
      // Saving an answer leaves the two columns alone and goes through.
      await expect(
        t.database.pool.query(`update user_examination_draws set answer_option_ids[2] = option_ids[2] where user_examination_id = $1`, [
          id,
        ]),
      ).resolves.toMatchObject({ rowCount: 1 });
    });

    it('refuses deleting, renumbering or truncating a drawn question or category; an undrawn one can go', async () => {
      const user = await candidate(t, tenantId);
      await insertAttempt(t.database.pool, valuesFor(user.id), rows);
      const q = t.database.pool;
      const drawnQuestion = rows[0].questionId;
      const drawnCategory = rows[0].categoryId;
      for (const statement of [
        [`delete from questions where id = $1`, [drawnQuestion]],
        [`update questions set id = -id where id = $1`, [drawnQuestion]],
        [`delete from examination_categories where id = $1`, [drawnCategory]],
        [`update examination_categories set id = -id where id = $1`, [drawnCategory]],
        [`truncate questions cascade`, []],
        [`truncate examination_categories cascade`, []],
      ] as const) {
        const error = await q.query(statement[0], [...statement[1]]).catch((e) => e);
        expect(refused(error), statement[0]).toBe(true);
      }
      expect((await q.query(`select 1 from questions where id = $1`, [drawnQuestion])).rowCount).toBe(1);
      // Marking a drawn question deleted, as the bank does, is not a delete, nor is an update that keeps its id.
      await expect(q.query(`update questions set is_deleted = is_deleted, id = id where id = $1`, [drawnQuestion])).resolves.toMatchObject({
        rowCount: 1,
      });
      await q.query(`delete from question_options where question_id = $1`, [spare[1]]);
      await expect(q.query(`delete from questions where id = $1`, [spare[1]])).resolves.toMatchObject({ rowCount: 1 });
    });

    const drawnOf = async (userExaminationId: number) =>
      (await t.database.pool.query(`select 1 from user_examination_questions where user_examination_id = $1`, [userExaminationId]))
        .rowCount;

    it('refuses a draw naming an attempt that does not exist, or moving one to such an attempt', async () => {
      const q = t.database.pool;
      const [row] = rows;
      const orphan = await q
        .query(
          `insert into user_examination_draws (user_examination_id, question_ids, category_ids, option_ids, answer_option_ids, answered_times, correct)
           values (2000000000, $1, $2, $3, '{NULL}', '{NULL}', '{NULL}')`,
          [[row.questionId], [row.categoryId], [`{${row.optionIds.join(',')}}`]],
        )
        .catch((e) => e);
      expect(refused(orphan)).toBe(true);
      const id = (await insertAttempt(q, valuesFor((await candidate(t, tenantId)).id), rows))!;
      const moved = await q
        .query(`update user_examination_draws set user_examination_id = 2000000000 where user_examination_id = $1`, [id])
        .catch((e) => e);
      expect(refused(moved)).toBe(true);
      expect(await drawnOf(id)).toBe(rows.length);
    });

    it('erases an attempt’s drawn questions with the attempt, also when its candidate is erased; keeps its id while it has them', async () => {
      const q = t.database.pool;
      const first = (await insertAttempt(q, valuesFor((await candidate(t, tenantId)).id), rows))!;
      const renumbered = await q.query(`update user_examinations set id = -id where id = $1`, [first]).catch((e) => e);
      expect(refused(renumbered)).toBe(true);
      await q.query(`delete from pgboss.job where (data->>'userExaminationId')::int = $1`, [first]);
      await expect(q.query(`delete from user_examinations where id = $1`, [first])).resolves.toMatchObject({ rowCount: 1 });
      expect(await drawnOf(first)).toBe(0);

      const user = await candidate(t, tenantId);
      const second = (await insertAttempt(q, valuesFor(user.id), rows))!;
      const kept = (await insertAttempt(q, valuesFor((await candidate(t, tenantId)).id), rows))!;
      await q.query(`delete from users where id = $1`, [user.id]);
      expect(await attemptsOf(user.id)).toEqual([]);
      expect(await drawnOf(second)).toBe(0);
      expect(await drawnOf(kept)).toBe(rows.length);
    });

    it('keeps a saved answer on its row’s page, so that the save writes no index (a heap-only update)', async () => {
      const q = t.database.pool;
      const user = await candidate(t, tenantId);
      // Attempts enough to fill the pages their draws are written to.
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) {
        const id = (await insertAttempt(q, valuesFor(user.id), rows))!;
        await q.query(`update user_examinations set status = 2 where id = $1`, [id]);
        ids.push(id);
      }
      const pages = async () =>
        (
          await q.query(
            `select (ctid::text::point)[0]::int as page from user_examination_draws where user_examination_id = any($1) order by user_examination_id`,
            [ids],
          )
        ).rows.map((r) => r.page as number);
      expect(new Set(await pages()).size).toBeGreaterThan(1);
      // The first attempt's page was filled by the ones after it. Its saves fit in the room the page
      // keeps, whether or not PostgreSQL has pruned older versions yet; on a full page they would move.
      const [first] = ids;
      const [before] = await pages();
      await q.query(`update user_examinations set status = 1 where id = $1`, [first]);
      for (const { questionId, optionIds } of rows) {
        const outcome = await saveAnswer(q, {
          userExaminationId: first,
          questionId,
          userId: user.id,
          answerOptionIds: optionIds.slice(0, 1),
          now: new Date(),
        });
        expect(outcome?.saved).toBe(true);
      }
      expect((await pages())[0]).toBe(before);
      expect(await answersOf(first)).toEqual(placed().map((r) => r.optionIds.slice(0, 1)));
    });

    // Last in the file: it empties the attempts of this file's database.
    it('erases every drawn question when the attempts are truncated', async () => {
      const q = t.database.pool;
      await insertAttempt(q, valuesFor((await candidate(t, tenantId)).id), rows);
      await q.query(`truncate user_examinations cascade`);
      expect((await q.query(`select 1 from user_examination_draws`)).rowCount).toBe(0);
    });
  });
});
