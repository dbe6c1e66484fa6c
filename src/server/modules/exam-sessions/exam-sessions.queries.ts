import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { ExamSessionStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { examPinStates, examSessions, userExaminations, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { containsPattern } from '../../db/like';

export type SessionRow = typeof examSessions.$inferSelect;

const inProgress = 1;

/** A session of the tenant that is not deleted; `lock` holds its row to the end of the transaction. */
export async function findSession(db: Db, tenantId: number | null, id: number, lock = false): Promise<SessionRow | undefined> {
  const query = db
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.id, id), inTenant(examSessions.tenantId, tenantId), eq(examSessions.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether an open session anywhere already shows this code (codes must tell open sessions apart). */
export async function openCodeExists(db: Db, examCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: examSessions.id })
    .from(examSessions)
    .where(and(eq(examSessions.examCode, examCode), eq(examSessions.status, inProgress), eq(examSessions.isDeleted, false)))
    .limit(1);
  return row !== undefined;
}

/** The open session of the tenant that the code names and whose time has not run out. */
export async function findOpenSessionByCode(db: Db, tenantId: number | null, examCode: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(examSessions)
    .where(
      and(
        eq(examSessions.examCode, examCode),
        inTenant(examSessions.tenantId, tenantId),
        eq(examSessions.status, inProgress),
        eq(examSessions.isDeleted, false),
        gt(examSessions.endTime, now),
      ),
    )
    .limit(1);
  return row;
}

/** Open sessions whose time has run out but which nobody has ended yet, across tenants when `tenantId` is undefined. */
export async function findExpiredOpenSessionIds(db: Db, tenantId: number | null | undefined, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: examSessions.id })
    .from(examSessions)
    .where(
      and(
        tenantId === undefined ? undefined : inTenant(examSessions.tenantId, tenantId),
        eq(examSessions.status, inProgress),
        eq(examSessions.isDeleted, false),
        lte(examSessions.endTime, now),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findActiveSessions(db: Db, tenantId: number | null): Promise<SessionRow[]> {
  return db
    .select()
    .from(examSessions)
    .where(and(inTenant(examSessions.tenantId, tenantId), eq(examSessions.status, inProgress), eq(examSessions.isDeleted, false)))
    .orderBy(desc(examSessions.startTime), desc(examSessions.id));
}

/** Ended sessions, newest first; the keyword searches their names and codes. */
export async function findPreviousSessions(
  db: Db,
  tenantId: number | null,
  page: { keyword?: string; skipCount: number; maxResultCount: number },
) {
  const pattern = containsPattern(page.keyword);
  const where = and(
    inTenant(examSessions.tenantId, tenantId),
    ne(examSessions.status, inProgress),
    eq(examSessions.isDeleted, false),
    pattern ? or(ilike(examSessions.name, pattern), ilike(examSessions.examCode, pattern)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(examSessions)
      .where(where)
      .orderBy(desc(examSessions.startTime), desc(examSessions.id))
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    db.select({ total: count() }).from(examSessions).where(where),
  ]);
  return { rows, total };
}

/** How many attempts each session has seen. */
export async function countCandidates(db: Db, sessionIds: number[]): Promise<Map<number, number>> {
  if (!sessionIds.length) return new Map();
  const rows = await db
    .select({ sessionId: userExaminations.examSessionId, total: count() })
    .from(userExaminations)
    .where(inArray(userExaminations.examSessionId, sessionIds))
    .groupBy(userExaminations.examSessionId);
  return new Map(rows.map((r) => [r.sessionId!, r.total]));
}

/** The attempts of a session with their progress: answered questions are those with an answer time. */
export async function findSessionCandidates(db: Db, sessionId: number) {
  return db
    .select({
      userExaminationId: userExaminations.id,
      userId: userExaminations.userId,
      name: users.name,
      surname: users.surname,
      status: userExaminations.status,
      deadline: userExaminations.deadline,
      questionCount: userExaminations.questionCount,
      isPassed: userExaminations.isPassed,
      score: userExaminations.score,
      answeredCount: sql<number>`(select count(*)::int from user_examination_questions q
        where q.user_examination_id = "user_examinations"."id" and q.answered_time is not null)`,
    })
    .from(userExaminations)
    .innerJoin(users, eq(users.id, userExaminations.userId))
    .where(eq(userExaminations.examSessionId, sessionId))
    .orderBy(asc(users.surname), asc(users.name), asc(userExaminations.id));
}

/** Attempts of the session still in progress; with `dueBy`, only those whose deadline has passed. */
/**
 * The attempts a session that ran out of time ends: all in progress, except a candidate's with
 * extra time granted whose own deadline is still to come (their auto-submit job ends it).
 */
export async function findAttemptsEndingWithSession(db: Db, sessionId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: userExaminations.id })
    .from(userExaminations)
    .where(
      and(
        eq(userExaminations.examSessionId, sessionId),
        eq(userExaminations.status, inProgress),
        or(eq(userExaminations.extraTimePercent, 0), lte(userExaminations.deadline, now)),
      ),
    )
    .orderBy(asc(userExaminations.id));
  return rows.map((r) => r.id);
}

export async function findAttemptsInProgress(db: Db, sessionId: number, dueBy?: Date): Promise<number[]> {
  const rows = await db
    .select({ id: userExaminations.id })
    .from(userExaminations)
    .where(
      and(
        eq(userExaminations.examSessionId, sessionId),
        eq(userExaminations.status, inProgress),
        dueBy ? lte(userExaminations.deadline, dueBy) : undefined,
      ),
    )
    .orderBy(asc(userExaminations.id));
  return rows.map((r) => r.id);
}

/** Candidates who proved this session's PIN lose that proof when the session ends or goes away. */
export async function forgetSessionPins(db: Db, sessionId: number): Promise<void> {
  await db.update(examPinStates).set({ examSessionId: null, verifiedTime: null }).where(eq(examPinStates.examSessionId, sessionId));
}

/** The session, if it is open and not deleted, held until the transaction ends. */
export async function lockOpenSession(db: Db, sessionId: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.id, sessionId), eq(examSessions.status, ExamSessionStatus.Inprogress), eq(examSessions.isDeleted, false)))
    .for('update');
  return row;
}

/** Closes the session if it is still open. */
export async function closeSession(db: Db, sessionId: number, close: { status: number; closedTime: Date; isClosedManually: boolean }) {
  await db
    .update(examSessions)
    .set(close)
    .where(and(eq(examSessions.id, sessionId), eq(examSessions.status, ExamSessionStatus.Inprogress)));
}

export async function insertSession(db: Db, session: typeof examSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(examSessions).values(session).returning();
  return row;
}

export async function updateSessionFields(db: Db, id: number, changes: Partial<SessionRow>) {
  await db.update(examSessions).set(changes).where(eq(examSessions.id, id));
}

export async function softDeleteSession(db: Db, id: number) {
  await db.update(examSessions).set({ isDeleted: true }).where(eq(examSessions.id, id));
}
