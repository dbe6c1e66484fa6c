import { Permission } from '../../../shared/permissions';
import { businessError } from '../../kernel/errors';

/** Who must prove themselves twice, and what they may not undo (decision 0026). */
export const secondFactorPolicy = {
  /**
   * Staff: anyone holding a permission of the administration, which is any beyond a pilot's own
   * pages (as the audit log counts administrators). Their password alone would open the register.
   */
  isRequiredFor: (permissions: Iterable<string>) => [...permissions].some((permission) => permission !== Permission.Pilot),
  /** Staff keep at least one factor: removing the last would let the next sign-in through on a password. */
  mayRemove: (isRequired: boolean, factorsLeft: number) => {
    if (isRequired && factorsLeft < 1) throw businessError('errors:lastSecondFactor');
  },
};
