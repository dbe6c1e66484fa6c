import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * Migration 0016 moves the drawn questions that attempts already have from forty rows each into
 * one row of arrays. This runs the migrations up to 0015 on an empty database, writes attempts as
 * that version wrote them (answered, unanswered, marked and not), runs the rest, and reads them
 * back through the view that stands where the table was.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;

beforeAll(async () => {
  database = await databaseMigratedTo('0015_drawn_question_writes');
  pool = database.pool;
});
afterAll(() => database?.close());

describe('migration 0016: the drawn questions in one row', () => {
  it('keeps every attempt’s drawn questions, places, options, answers, times and marks, and their rules', async () => {
    const q = (text: string, values: unknown[] = []) => pool.query(text, values);
    const user = (
      await q(
        `insert into users (user_name, name, surname, email_address, password_hash) values ('m', 'M', 'M', 'm@example.test', '-') returning id`,
      )
    ).rows[0].id as number;
    const exam = (await q(`insert into examinations (name, certificate_type) values ('A1/A3', 1) returning id`)).rows[0].id as number;
    const category = (await q(`insert into examination_categories (examination_id, title) values ($1, 'Lög') returning id`, [exam])).rows[0]
      .id as number;
    const questions: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = (
        await q(
          `insert into questions (category_id, description_icelandic, description_english, raw_content_icelandic, raw_content_english)
           values ($1, 'Sp', 'Q', 'Sp', 'Q') returning id`,
          [category],
        )
      ).rows[0].id as number;
      questions.push(id);
    }
    const attempt = async (status: number) =>
      (
        await q(
          `insert into user_examinations (user_id, examination_id, certificate_type, status, deadline, question_count, percent_need_to_pass)
           values ($1, $2, 1, $3, now() + interval '1 hour', 3, 75) returning id`,
          [user, exam, status],
        )
      ).rows[0].id as number;
    const marked = await attempt(3);
    const running = await attempt(1);
    const answeredAt = new Date('2026-11-20T10:11:12.345Z');
    // Places from 1 as the start wrote them; inserted out of order, as rows may lie on disk.
    const drawn = [
      [marked, 2, questions[1], [21, 22], [22], answeredAt, true],
      [marked, 1, questions[0], [12, 11, 13], [11, 13], answeredAt, false],
      [marked, 3, questions[2], [31, 32], [], null, false],
      [running, 1, questions[2], [32, 31], [31], answeredAt, null],
      [running, 2, questions[0], [11, 12, 13], [], null, null],
      [running, 3, questions[1], [22, 21], [], null, null],
    ] as const;
    for (const [attemptId, position, questionId, optionIds, answerOptionIds, answeredTime, isCorrect] of drawn) {
      await q(
        `insert into user_examination_questions (user_examination_id, position, question_id, category_id, option_ids, answer_option_ids, answered_time, is_correct)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [attemptId, position, questionId, category, optionIds, answerOptionIds, answeredTime, isCorrect],
      );
    }

    await database.migrateTheRest();

    const { rows } = await q(
      `select user_examination_id, position, question_id, category_id, option_ids, answer_option_ids, answered_time, is_correct
         from user_examination_questions order by user_examination_id, position`,
    );
    const expected = [...drawn]
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([attemptId, position, questionId, optionIds, answerOptionIds, answeredTime, isCorrect]) => ({
        user_examination_id: attemptId,
        position,
        question_id: questionId,
        category_id: category,
        option_ids: optionIds,
        answer_option_ids: answerOptionIds,
        answered_time: answeredTime,
        is_correct: isCorrect,
      }));
    expect(rows).toEqual(expected);
    // One row per attempt now, and the rules hold on it: a drawn question is not deleted, and an
    // erased attempt takes its draw along.
    expect((await q(`select count(*)::int as n from user_examination_draws`)).rows[0].n).toBe(2);
    const refused = await q(`delete from questions where id = $1`, [questions[0]]).catch((e) => e);
    expect(refused.code).toBe('23503');
    await q(`delete from user_examinations where id = $1`, [marked]);
    expect((await q(`select distinct user_examination_id from user_examination_questions`)).rows).toEqual([
      { user_examination_id: running },
    ]);
  });
});
