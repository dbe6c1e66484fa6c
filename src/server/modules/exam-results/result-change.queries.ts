import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userCertificates, userExaminations } from '../../db/schema';

export type AttemptVerdict = Partial<typeof userExaminations.$inferInsert>;

/** Revokes the certificate if this attempt itself created it and it still stands. */
export async function revokeCertificateOfAttempt(db: Db, userCertificateId: number, attemptId: number, at: Date, reason: string) {
  await db
    .update(userCertificates)
    .set({ revokedTime: at, revokedReason: reason })
    .where(
      and(
        eq(userCertificates.id, userCertificateId),
        eq(userCertificates.userExaminationId, attemptId),
        isNull(userCertificates.revokedTime),
      ),
    );
}

export async function updateAttemptVerdict(db: Db, attemptId: number, verdict: AttemptVerdict) {
  await db.update(userExaminations).set(verdict).where(eq(userExaminations.id, attemptId));
}
