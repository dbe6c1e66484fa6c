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
