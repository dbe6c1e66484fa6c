import type { z } from 'zod';
import type { PagedInput, PagedResult } from '../../../shared/contracts/common';
import type {
  ExamSessionDto,
  endSessionInput,
  examSessionDetailDto,
  updateExamSessionInput,
} from '../../../shared/contracts/exam-sessions';
import { CertificateType, ExamSessionStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, invalidField, isUniqueViolation, notFound } from '../../kernel/errors';
import { submitAttempt } from '../exams';
import {
  countCandidates,
  findActiveSessions,
  findAttemptsInProgress,
  findPreviousSessions,
  findSession,
  findSessionCandidates,
  forgetSessionPins,
  insertSession,
  openCodeExists,
  softDeleteSession,
  updateSessionFields,
  type SessionRow,
} from './exam-sessions.queries';
import { readIntSetting } from '../settings';
import { examSessionsPolicy } from './exam-sessions.policy';
import { newExamCode, newPin } from './session-codes';
import { endExpiredSessions, endSession, scheduleSessionEnd } from './session-end';

type UpdateExamSessionInput = z.infer<typeof updateExamSessionInput>;
type ExamSessionDetailDto = z.infer<typeof examSessionDetailDto>;

const defaultSessionLengthSetting = 18;
const minute = 60_000;

function toDto(row: SessionRow, candidateCount: number): ExamSessionDto {
  return {
    id: row.id,
    name: row.name,
    examCode: row.examCode,
    pin: row.pin,
    status: row.status,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    closedTime: row.closedTime?.toISOString() ?? null,
    isClosedManually: row.isClosedManually,
    candidateCount,
  };
}

async function toDtos(db: Db, rows: SessionRow[]): Promise<ExamSessionDto[]> {
  const counts = await countCandidates(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDto(row, counts.get(row.id) ?? 0));
}

async function sessionDto(db: Db, ctx: RequestContext, id: number): Promise<ExamSessionDto> {
  const row = await findSession(db, ctx.tenantId, id);
  if (!row) throw notFound();
  return (await toDtos(db, [row]))[0];
}

/** A fresh code that no open session shows; the unique index settles the rare race between two openings. */
async function openNewSession(deps: ServiceDeps, ctx: RequestContext, tx: Tx, name: string, lengthMinutes: number) {
  const now = deps.now();
  let examCode = newExamCode();
  while (await openCodeExists(tx.db, examCode)) examCode = newExamCode();
  const row = await insertSession(tx.db, {
    tenantId: ctx.tenantId,
    certificateType: CertificateType.A2,
    name,
    examCode,
    pin: newPin(),
    status: ExamSessionStatus.Inprogress,
    startTime: now,
    endTime: new Date(now.getTime() + lengthMinutes * minute),
    creatorUserId: ctx.actor?.userId ?? null,
    creationTime: now,
  });
  await scheduleSessionEnd(deps.jobs, tx, row.id, row.endTime);
  return row.id;
}

async function openSession(deps: ServiceDeps, ctx: RequestContext, input: UpdateExamSessionInput): Promise<number> {
  const lengthMinutes = input.lengthMinutes ?? (await readIntSetting(deps.database.db, defaultSessionLengthSetting));
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(deps.database.pool, (tx) => openNewSession(deps, ctx, tx, input.name ?? '', lengthMinutes));
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, 'exam_sessions_open_code_key')) throw error;
    }
  }
}

/** Renames an open session, gives it another length (counted from its start) or draws a new PIN. */
async function changeSession(deps: ServiceDeps, ctx: RequestContext, id: number, input: UpdateExamSessionInput): Promise<void> {
  const now = deps.now();
  await endExpiredSessions(deps.database, ctx.tenantId, now);
  await withTransaction(deps.database.pool, async (tx) => {
    const session = await findSession(tx.db, ctx.tenantId, id, true);
    if (!session) throw notFound();
    if (session.status !== ExamSessionStatus.Inprogress) throw businessError('errors:examSessionClosed');
    const changes: Partial<SessionRow> = {};
    // The name always travels with the form; an empty one leaves the name as it was.
    if (input.name) changes.name = input.name;
    if (input.renewPin) changes.pin = newPin();
    if (input.lengthMinutes !== undefined) {
      const endTime = new Date(session.startTime.getTime() + input.lengthMinutes * minute);
      if (endTime <= now) throw invalidField('lengthMinutes', 'errors:examSessionLengthPassed');
      if (endTime.getTime() !== session.endTime.getTime()) {
        changes.endTime = endTime;
        await scheduleSessionEnd(deps.jobs, tx, session.id, endTime);
      }
    }
    if (Object.keys(changes).length) await updateSessionFields(tx.db, session.id, changes);
  });
}

export async function saveExamSession(deps: ServiceDeps, ctx: RequestContext, input: UpdateExamSessionInput): Promise<ExamSessionDto> {
  examSessionsPolicy.supervise(ctx);
  const id = input.id === undefined ? await openSession(deps, ctx, input) : (await changeSession(deps, ctx, input.id, input), input.id);
  return sessionDto(deps.database.db, ctx, id);
}

/** Attempts of the session whose own deadline has passed are submitted before the room is shown. */
async function submitOverdueAttempts(deps: ServiceDeps, sessionId: number, now: Date): Promise<void> {
  const overdue = await findAttemptsInProgress(deps.database.db, sessionId, now);
  if (!overdue.length) return;
  await withTransaction(deps.database.pool, async (tx) => {
    for (const attemptId of overdue) await submitAttempt(tx.db, attemptId, ExamSessionStatus.Timeout, now);
  });
}

export async function getExamSession(deps: ServiceDeps, ctx: RequestContext, sessionId: number): Promise<ExamSessionDetailDto> {
  examSessionsPolicy.supervise(ctx);
  const now = deps.now();
  const db = deps.database.db;
  await endExpiredSessions(deps.database, ctx.tenantId, now);
  if (!(await findSession(db, ctx.tenantId, sessionId))) throw notFound();
  await submitOverdueAttempts(deps, sessionId, now);
  const [session, candidates] = await Promise.all([sessionDto(db, ctx, sessionId), findSessionCandidates(db, sessionId)]);
  return {
    ...session,
    candidates: candidates.map((c) => ({
      userExaminationId: c.userExaminationId,
      userId: c.userId,
      fullName: `${c.name} ${c.surname}`,
      status: c.status,
      answeredCount: c.answeredCount,
      questionCount: c.questionCount,
      secondsLeft: c.status === ExamSessionStatus.Inprogress ? Math.max(0, Math.floor((c.deadline.getTime() - now.getTime()) / 1000)) : 0,
      isPassed: c.isPassed,
      score: c.score,
    })),
  };
}

export async function getActiveExamSessions(deps: ServiceDeps, ctx: RequestContext): Promise<{ items: ExamSessionDto[] }> {
  examSessionsPolicy.supervise(ctx);
  await endExpiredSessions(deps.database, ctx.tenantId, deps.now());
  const db = deps.database.db;
  return { items: await toDtos(db, await findActiveSessions(db, ctx.tenantId)) };
}

export async function getPreviousExamSessions(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: PagedInput,
): Promise<PagedResult<ExamSessionDto>> {
  examSessionsPolicy.supervise(ctx);
  await endExpiredSessions(deps.database, ctx.tenantId, deps.now());
  const db = deps.database.db;
  const { rows, total } = await findPreviousSessions(db, ctx.tenantId, input);
  return { items: await toDtos(db, rows), totalCount: total };
}

/** GetEndExamSession: ends an open session; a session already ended is answered as it stands. */
export async function endExamSession(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: z.infer<typeof endSessionInput>,
): Promise<ExamSessionDto> {
  examSessionsPolicy.supervise(ctx);
  const now = deps.now();
  await withTransaction(deps.database.pool, async (tx) => {
    const session = await findSession(tx.db, ctx.tenantId, input.sessionId, true);
    if (!session) throw notFound();
    if (session.status === ExamSessionStatus.Inprogress) await endSession(tx.db, session, input.isClosedManually, now);
  });
  return sessionDto(deps.database.db, ctx, input.sessionId);
}

/** Soft delete, refused while candidates are still answering: the supervisor ends the session first. */
export async function deleteExamSession(deps: ServiceDeps, ctx: RequestContext, sessionId: number): Promise<null> {
  examSessionsPolicy.supervise(ctx);
  const now = deps.now();
  await endExpiredSessions(deps.database, ctx.tenantId, now);
  if (!(await findSession(deps.database.db, ctx.tenantId, sessionId))) throw notFound();
  await submitOverdueAttempts(deps, sessionId, now);
  await withTransaction(deps.database.pool, async (tx) => {
    const session = await findSession(tx.db, ctx.tenantId, sessionId, true);
    if (!session) throw notFound();
    const inProgress = await findAttemptsInProgress(tx.db, session.id);
    if (inProgress.length) throw businessError('errors:examSessionHasCandidates', { count: inProgress.length });
    await softDeleteSession(tx.db, session.id);
    await forgetSessionPins(tx.db, session.id);
  });
  return null;
}
