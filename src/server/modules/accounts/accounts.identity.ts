import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { duplicate, invalidField, registrationFailed } from '../../kernel/errors';

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
 * - a user name with `@` must be the user's own address.
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
  const taken = await db
    .select({ userName: users.userName, emailAddress: users.emailAddress })
    .from(users)
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        eq(users.isDeleted, false),
        options.exceptUserId ? ne(users.id, options.exceptUserId) : undefined,
        or(sql`lower(${users.userName}) in (${name}, ${address})`, sql`lower(${users.emailAddress}) in (${name}, ${address})`),
      ),
    );
  const refuse = options.refusal === 'registration' ? registrationFailed : duplicate;
  if (taken.some((u) => u.emailAddress.toLowerCase() === address || u.userName.toLowerCase() === address)) {
    throw refuse('errors:duplicateEmail', { emailAddress: identity.emailAddress });
  }
  if (taken.length) throw refuse('errors:duplicateUserName', { userName: identity.userName });
  if (name.includes('@') && name !== address) throw invalidField('userName', 'errors:userNameNotOwnEmail');
}
