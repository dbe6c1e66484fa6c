import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userExaminations } from '../../db/schema';

/** The attempt's status and deadline, if it exists. */
export async function findAttemptDeadline(db: Db, userExaminationId: number) {
  const [attempt] = await db
    .select({ status: userExaminations.status, deadline: userExaminations.deadline })
    .from(userExaminations)
    .where(eq(userExaminations.id, userExaminationId));
  return attempt;
}

/**
 * The part of a statement that queues the auto-submit job of each row of `attemptCte` (a CTE
 * with the attempt's `id` and `deadline`), starting at its deadline: the row pg-boss's `send`
 * writes (its `insertJob` in pg-boss 10) for a job with no options but `startAfter`, the
 * queue's own settings filling in the rest. Writing it inside the attempt's statement saves a
 * start the round trip of pg-boss's own insert; a test compares the two rows, so an upgrade of
 * pg-boss that changes its row shows there.
 */
export const autoSubmitJobInsertSql = (jobName: string, attemptCte: string) => `
  insert into pgboss.job (id, name, data, priority, start_after, singleton_key, singleton_on, dead_letter,
                          expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
  select gen_random_uuid(), q.name, jsonb_build_object('userExaminationId', a.id), 0, a.deadline, null, null, q.dead_letter,
         coalesce(q.expire_seconds * interval '1s', interval '15 minutes'),
         a.deadline + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
         coalesce(q.retry_limit, 2),
         case when coalesce(q.retry_backoff, false) then greatest(q.retry_delay, 1) else coalesce(q.retry_delay, 0) end,
         coalesce(q.retry_backoff, false),
         q.policy
    from ${attemptCte} a join pgboss.queue q on q.name = '${jobName}'
  on conflict do nothing`;
