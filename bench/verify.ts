import type pg from 'pg';

/** The answers the portal confirmed, by attempt and question: the options as sent, sorted. */
export type SentAnswers = Map<string, number[]>;
export const answerKey = (userExaminationId: number, questionId: number) => `${userExaminationId}:${questionId}`;

export interface Verification {
  confirmedAnswers: number;
  savedAnswers: number;
  /** Confirmed answers the database does not hold, or holds with other options. */
  lostAnswers: number;
  attempts: number;
  attemptsInProgress: number;
  attemptsSubmitted: number;
}

/** Reads back every candidate's attempts: each confirmed answer must be stored as sent, and every attempt submitted. */
export async function verifyAnswers(pool: pg.Pool, userIds: number[], sent: SentAnswers): Promise<Verification> {
  const { rows } = await pool.query<{ user_examination_id: number; question_id: number; answer_option_ids: number[] }>(
    `select q.user_examination_id, q.question_id, q.answer_option_ids
       from user_examination_questions q join user_examinations e on e.id = q.user_examination_id
      where e.user_id = any($1::int[]) and q.answered_time is not null`,
    [userIds],
  );
  const saved = new Map(rows.map((r) => [answerKey(r.user_examination_id, r.question_id), [...r.answer_option_ids].sort((a, b) => a - b)]));
  let lostAnswers = 0;
  for (const [key, options] of sent) {
    const stored = saved.get(key);
    if (!stored || stored.join(',') !== options.join(',')) lostAnswers++;
  }
  const attempts = await pool.query<{ attempts: number; in_progress: number; submitted: number }>(
    `select count(*)::int as attempts,
            count(*) filter (where status = 1)::int as in_progress,
            count(*) filter (where submit_time is not null)::int as submitted
       from user_examinations where user_id = any($1::int[])`,
    [userIds],
  );
  const a = attempts.rows[0];
  return {
    confirmedAnswers: sent.size,
    savedAnswers: rows.length,
    lostAnswers,
    attempts: a.attempts,
    attemptsInProgress: a.in_progress,
    attemptsSubmitted: a.submitted,
  };
}
