import type { Db } from '../../db/client';
import { deleteSecondFactors } from './second-factor.queries';
import { revokeAllSessions } from './session-endings';

/**
 * A person's factors cleared by someone else (an administrator, for a lost device): every session
 * ends with them, so whoever held the device or a session loses it, and the person's next sign-in
 * starts again from the password (staff then set up a new factor).
 */
export async function resetSecondFactors(db: Db, userId: number) {
  await deleteSecondFactors(db, [userId]);
  await revokeAllSessions(db, userId);
}
