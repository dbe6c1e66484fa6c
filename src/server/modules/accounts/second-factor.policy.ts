import { Permission } from '../../../shared/permissions';
import { businessError } from '../../kernel/errors';

/** How recent a sign-in must be for the person to change their own factors. */
export const recentSignInMs = 15 * 60_000;

/** Who must prove themselves twice, and what they may not undo (decision 0026). */
export const secondFactorPolicy = {
  /**
   * Staff: anyone holding a permission of the administration, which is any beyond a pilot's own
   * pages (as the audit log counts administrators). Their password alone would open the register.
   */
  isRequiredFor: (permissions: Iterable<string>) => [...permissions].some((permission) => permission !== Permission.Pilot),
  /**
   * A change to how the person signs in (a factor added or removed, new recovery codes) comes
   * within a quarter of an hour of signing in: a session taken over later, or left open on a
   * shared computer, cannot swap the factors behind the person's back (ASVS 5.0, V6).
   */
  mayChangeFactors: (signedInAt: Date | undefined, now: Date) => {
    if (!signedInAt || now.getTime() - signedInAt.getTime() > recentSignInMs) throw businessError('errors:signInAgainToChangeFactors');
  },
  /** Staff keep at least one factor: removing the last would let the next sign-in through on a password. */
  mayRemove: (isRequired: boolean, factorsLeft: number) => {
    if (isRequired && factorsLeft < 1) throw businessError('errors:lastSecondFactor');
  },
};
