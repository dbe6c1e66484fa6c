import { ExamSessionStatus } from '../../../shared/enums';
import type { Database, Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import type { JobHandler, JobQueue } from '../../jobs/queue';
import { submitAttempt } from '../exams';
import {
  closeSession,
  findAttemptsEndingWithSession,
  findAttemptsInProgress,
  findExpiredOpenSessionIds,
  forgetSessionPins,
  lockOpenSession,
  type SessionRow,
} from './exam-sessions.queries';

export const examSessionEndJob = 'exam-session.end';

export interface SessionEndJobData {
  sessionId: number;
  /** The end time the job was scheduled for; a session given another end time since has a newer job. */
  endTime: string;
}

/** Schedules the session's end, in the transaction that opened it or moved its end. */
export async function scheduleSessionEnd(jobs: JobQueue, tx: Tx, sessionId: number, endTime: Date): Promise<void> {
  const data: SessionEndJobData = { sessionId, endTime: endTime.toISOString() };
  await jobs.send(tx, examSessionEndJob, data, { startAfter: endTime });
}

/**
 * Ends an open session: Finished when a supervisor closes it, Timeout when its time ran out.
 * A supervisor's close submits every attempt still in progress; a session that runs out of time
 * submits them too, except a candidate's with extra time granted, who works on to their own
 * deadline, where the attempt's auto-submit job ends it. The PIN proofs lapse either way, so
 * nobody starts in a closed room. Run it inside a transaction that holds the session's row.
 */
export async function endSession(db: Db, session: SessionRow, manually: boolean, now: Date): Promise<void> {
  const closedTime = manually || session.endTime > now ? now : session.endTime;
  const status = manually ? ExamSessionStatus.Finished : ExamSessionStatus.Timeout;
  await closeSession(db, session.id, { status, closedTime, isClosedManually: manually });
  const ending = manually ? await findAttemptsInProgress(db, session.id) : await findAttemptsEndingWithSession(db, session.id, now);
  for (const attemptId of ending) {
    await submitAttempt(db, attemptId, ExamSessionStatus.Timeout, now);
  }
  await forgetSessionPins(db, session.id);
}

/**
 * Ends the tenant's sessions whose time has run out, so a read never shows an expired session as
 * open even when the scheduled job has not run yet. Costs one indexed query when there are none.
 */
export async function endExpiredSessions(database: Database, tenantId: number | null, now: Date): Promise<void> {
  for (const sessionId of await findExpiredOpenSessionIds(database.db, tenantId, now)) {
    await withTransaction(database.pool, async (tx) => {
      const session = await lockOpenSession(tx.db, sessionId);
      if (session && session.endTime <= now) await endSession(tx.db, session, false, now);
    });
  }
}

/** The `exam-session.end` job: ends the session when its time is up, unless it was ended, deleted or given another end. */
export function examSessionEndHandler(database: Database, now: () => Date): JobHandler<SessionEndJobData> {
  return {
    name: examSessionEndJob,
    run: async (data) => {
      await withTransaction(database.pool, async (tx) => {
        const session = await lockOpenSession(tx.db, data.sessionId);
        if (!session || session.endTime.toISOString() !== data.endTime) return;
        // The queue's clock may run a little ahead of ours; failing makes it try again shortly.
        if (session.endTime > now()) throw new Error(`exam session ${session.id} is not due yet`);
        await endSession(tx.db, session, false, now());
      });
    },
  };
}
