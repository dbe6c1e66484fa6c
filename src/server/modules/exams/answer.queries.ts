import type pg from 'pg';
import { ExamSessionStatus } from '../../../shared/enums';
import { arrayLiteral } from '../../db/array-literal';

export interface AnswerSaveOutcome {
  /** Null when there is no such attempt. */
  userId: number | null;
  status: number;
  deadline: Date;
  /** The drawn question's options; null when the question is not in the attempt. */
  optionIds: number[] | null;
  saved: boolean;
  /** Answered questions of the attempt other than this one, before this save. */
  answeredElsewhere: number;
}

/**
 * Saves one answer in a single statement, only when the attempt is the caller's, still running,
 * before its deadline, every chosen option belongs to the drawn question, and more than one is
 * chosen only where more than one is right (the candidate is told which kind it is); it also reads
 * back what the caller needs to tell why it did not save. Exam day puts a whole country's
 * candidates on this path, hence one round trip and raw SQL. The answer goes into its place in the
 * attempt's draw (migration 0016), whose answer arrays have a place for every drawn question.
 */
export async function saveAnswer(
  pool: pg.Pool,
  a: { userExaminationId: number; questionId: number; userId: number; answerOptionIds: number[]; now: Date },
): Promise<AnswerSaveOutcome | undefined> {
  const { rows } = await pool.query({
    name: 'save-answer',
    text: `with attempt as (
       select id, user_id, status, deadline from user_examinations where id = $1
     ), target as (
       select p.place, d.option_ids[p.place]::int[] as option_ids,
              (select count(*) from unnest(d.answered_times) with ordinality t(answered, place)
                where t.answered is not null and t.place is distinct from p.place)::int as answered_elsewhere
         from user_examination_draws d, array_position(d.question_ids, $2) p(place)
        where d.user_examination_id = $1
     ), saved as (
       update user_examination_draws d
          set answer_option_ids[t.place] = $3::int[]::text,
              answered_times[t.place] = case when cardinality($3::int[]) > 0 then $5::timestamptz end
         from attempt a, target t
        where d.user_examination_id = a.id and t.place is not null
          and a.user_id = $4 and a.status = $6 and a.deadline > $5::timestamptz
          and $3::int[] <@ t.option_ids
          and (cardinality($3::int[]) <= 1
               or (select count(*) from question_options o where o.question_id = $2 and o.is_answer) > 1)
       returning d.user_examination_id
     )
     select a.user_id, a.status, a.deadline, t.option_ids,
            exists (select 1 from saved) as saved,
            coalesce(t.answered_elsewhere, 0) as answered_elsewhere
       from attempt a left join target t on true`,
    values: [a.userExaminationId, a.questionId, arrayLiteral(a.answerOptionIds), a.userId, a.now, ExamSessionStatus.Inprogress],
  });
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: row.user_id,
    status: row.status,
    deadline: row.deadline,
    optionIds: row.option_ids,
    saved: row.saved,
    answeredElsewhere: row.answered_elsewhere,
  };
}
