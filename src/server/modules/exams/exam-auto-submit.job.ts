import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobHandler } from '../../jobs/queue';
import { ExamSessionStatus } from '../../../shared/enums';
import { submitAttempt } from './attempt-submit';
import { findAttemptDeadline } from './auto-submit.queries';

export const examAutoSubmitJob = 'exam.auto-submit';

export interface ExamAutoSubmitData {
  userExaminationId: number;
}

/** pg-boss and this process may read slightly different clocks; a job this close to the deadline is due. */
const clockToleranceMs = 2000;

/**
 * Submits an attempt whose time ran out (status Timeout), queued when the attempt starts with
 * the deadline as its start time. An attempt already submitted is left alone; one not yet due
 * (clocks apart) fails, so pg-boss tries again later.
 */
export function examAutoSubmitHandler(database: Database, now: () => Date): JobHandler<ExamAutoSubmitData> {
  return {
    name: examAutoSubmitJob,
    retryLimit: 10,
    run: async ({ userExaminationId }) => {
      await withTransaction(database.pool, async (tx) => {
        const attempt = await findAttemptDeadline(tx.db, userExaminationId);
        if (!attempt || attempt.status !== ExamSessionStatus.Inprogress) return;
        const at = now();
        if (attempt.deadline.getTime() > at.getTime() + clockToleranceMs) throw new Error(`attempt ${userExaminationId} is not due yet`);
        await submitAttempt(tx.db, userExaminationId, ExamSessionStatus.Timeout, at);
      });
    },
  };
}
