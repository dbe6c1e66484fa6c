import { UserStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { setUserStatusRow } from './account-users.queries';
import { revokeSessionRow, revokeSessionRows } from './accounts.queries';
import { endLinkTokens } from './link-tokens';

/**
 * What ends a session ends the tokens that stood beside it (decision 0024). Every module that
 * signs someone out, changes a password, closes an account or finishes a registration comes
 * through these, so no path can end the one and forget the other.
 */

/** A sign-out: the session, and the person's registration step credential and reset code. */
export async function revokeSession(db: Db, sessionId: string, userId: number) {
  await revokeSessionRow(db, sessionId, userId);
  await endLinkTokens(db, userId, 'signOut');
}

/** Every session but `exceptSessionId` (a password changed or reset, an account closed), and every token the old password or account stood behind. */
export async function revokeAllSessions(db: Db, userId: number, exceptSessionId?: string) {
  await revokeSessionRows(db, userId, exceptSessionId);
  await endLinkTokens(db, userId, 'sessionsEnded');
}

/** The payment mode (section 6); one that owes nothing ends the registration, and with it its step credential. */
export async function setUserStatus(db: Db, userId: number, statusId: number) {
  await setUserStatusRow(db, userId, statusId);
  if (statusId === UserStatus.NoNeedPayment) await endLinkTokens(db, userId, 'registrationEnded');
}
