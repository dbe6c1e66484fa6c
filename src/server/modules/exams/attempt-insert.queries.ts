import type pg from 'pg';
import { arrayLiteral } from '../../db/array-literal';
import { autoSubmitJobInsertSql } from './auto-submit.queries';
import { examAutoSubmitJob } from './exam-auto-submit.job';

/** A drawn question of a new attempt, in its place (1 to the number drawn), with its options in the candidate's order. */
export interface DrawnRow {
  position: number;
  questionId: number;
  categoryId: number;
  optionIds: number[];
}

export interface NewAttemptValues {
  tenantId: number | null;
  userId: number;
  examinationId: number;
  certificateType: number;
  examSessionId: number | null;
  startTime: Date;
  deadline: Date;
  questionCount: number;
  percentNeedToPass: number;
  extraTimePercent: number;
  language: string;
  /** The pending grant the deadline counts with, which this start uses up; null when it counts with none. */
  grantId: number | null;
}

/*
 * One statement, so it needs no transaction of its own: the id comes first, so that the grant can
 * name the attempt it was used for; the attempt goes in only while the candidate's pending grant
 * is still the one its deadline counts with (used up here), or, counting with none, while there is
 * none; its questions go in as one row of arrays, element i of each the question in place i; and
 * its auto-submit job is queued at its deadline.
 */
const insertSql = `
  with new_attempt as (
    select nextval('user_examinations_id_seq')::int as id
  ), used_grant as (
    update exam_accommodations g
       set used_time = $6, user_examination_id = n.id
      from new_attempt n
     where g.id = $12 and g.user_id = $2 and g.used_time is null and g.revoked_time is null
    returning g.id
  ), attempt as (
    insert into user_examinations (id, tenant_id, user_id, examination_id, certificate_type, exam_session_id, start_time,
                                   deadline, question_count, percent_need_to_pass, extra_time_percent, language, creation_time)
    select n.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $6
      from new_attempt n
     where case when $12::int is null
                then not exists (select 1 from exam_accommodations g where g.user_id = $2 and g.used_time is null and g.revoked_time is null)
                else exists (select 1 from used_grant) end
    returning id, deadline
  ), drawn as (
    insert into user_examination_draws (user_examination_id, question_ids, category_ids, option_ids, answer_option_ids, answered_times, correct)
    select attempt.id, $13::int[], $14::int[], $15::text[], array_fill(null::text, array[cardinality($13::int[])]),
           array_fill(null::timestamptz, array[cardinality($13::int[])]), array_fill(null::boolean, array[cardinality($13::int[])])
      from attempt
  ), job as (${autoSubmitJobInsertSql(examAutoSubmitJob, 'attempt')})
  select id from attempt`;

/**
 * A new attempt, its drawn questions and its auto-submit job in one prepared statement: one
 * round trip and one commit where a synchronized sitting stores a thousand attempts of forty
 * questions within seconds. Answers the attempt's id (the rest of it is what was given); undefined when the candidate's pending grant is no longer the one
 * `grantId` names (granted, revoked or used since it was read): nothing was written, and the
 * start reads again. Throws on the unique index of open attempts when one is already running.
 */
export async function insertAttempt(pool: pg.Pool, a: NewAttemptValues, rows: readonly DrawnRow[]): Promise<number | undefined> {
  const placed = inPlaces(rows);
  const { rows: inserted } = await pool.query({
    name: 'exam-insert-attempt',
    text: insertSql,
    values: [
      a.tenantId,
      a.userId,
      a.examinationId,
      a.certificateType,
      a.examSessionId,
      a.startTime,
      a.deadline,
      a.questionCount,
      a.percentNeedToPass,
      a.extraTimePercent,
      a.language,
      a.grantId,
      arrayLiteral(placed.map((r) => r.questionId)),
      arrayLiteral(placed.map((r) => r.categoryId)),
      arrayLiteral(placed.map((r) => r.optionIds)),
    ],
  });
  return inserted[0]?.id as number | undefined;
}

/** The rows in the order of their places, which must be 1 to their number: element i of the arrays is place i. */
function inPlaces(rows: readonly DrawnRow[]): DrawnRow[] {
  const placed = [...rows].sort((x, y) => x.position - y.position);
  placed.forEach((row, i) => {
    if (row.position !== i + 1) throw new Error(`drawn questions must fill places 1 to ${rows.length}; place ${i + 1} has ${row.position}`);
  });
  return placed;
}
