import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { ExamSessionStatus } from '../../../shared/enums';
import { submitAttempt } from './attempt-submit';
import type { AttemptRow } from './exams.queries';

/**
 * The deadline job may run late (or not at all while the server is down), so every call that
 * touches an attempt submits it first if its time has run out. Answers whether it is still open.
 */
export async function settleIfOverdue(deps: ServiceDeps, attempt: AttemptRow, now: Date): Promise<boolean> {
  if (attempt.deadline.getTime() > now.getTime()) return true;
  await withTransaction(deps.database.pool, (tx) => submitAttempt(tx.db, attempt.id, ExamSessionStatus.Timeout, now));
  return false;
}
