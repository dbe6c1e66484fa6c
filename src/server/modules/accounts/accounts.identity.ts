import type { Db } from '../../db/client';
import { duplicate, invalidField, registrationFailed } from '../../kernel/errors';
import { findIdentityClashes } from './account-users.queries';

export interface Identity {
  userName: string;
  emailAddress: string;
}

/**
 * The one rule for user names and e-mail addresses (decisions 0003 and 0009). Sign-in takes
 * either, and a password reset goes to the account that the name or address finds; a user name
 * that is someone else's address would catch their sign-in and their reset mail. So, within a
 * tenant and ignoring case:
 * - nobody's name or address may be another user's name or address, either way round;
 * - a user name with `@` must be the user's own address;
 * - no user name may look like another's (the same Unicode confusable skeleton, decision 0027).
 *
 * Every path that sets a user name or an e-mail address calls this in its transaction before
 * writing: Account/Register, User/Create, User/Update, a change of address, and each registration
 * still to come (pilots, organisations, contact persons). The unique indexes on name and address
 * stay as the backstop for two requests racing past it.
 *
 * A self-registration is refused with the registration code (449), anything else as a duplicate (450).
 */
export async function requireOwnIdentity(
  db: Db,
  tenantId: number | null,
  identity: Identity,
  options: { exceptUserId?: number; refusal?: 'duplicate' | 'registration' } = {},
): Promise<void> {
  const name = identity.userName.toLowerCase();
  const address = identity.emailAddress.toLowerCase();
  const taken = await findIdentityClashes(db, tenantId, name, address, options.exceptUserId);
  const refuse = options.refusal === 'registration' ? registrationFailed : duplicate;
  if (taken.some((u) => u.emailAddress.toLowerCase() === address || u.userName.toLowerCase() === address)) {
    throw refuse('errors:duplicateEmail', { emailAddress: identity.emailAddress });
  }
  const same = taken.some((u) => u.userName.toLowerCase() === name || u.emailAddress.toLowerCase() === name);
  if (same) throw refuse('errors:duplicateUserName', { userName: identity.userName });
  // Only its skeleton matched: a name that would pass for another's (UTS #39, decision 0027).
  if (taken.length) throw refuse('errors:userNameLooksTaken', { userName: identity.userName });
  if (name.includes('@') && name !== address) throw invalidField('userName', 'errors:userNameNotOwnEmail');
}
