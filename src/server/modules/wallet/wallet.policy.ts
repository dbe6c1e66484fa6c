import { Permission } from '../../../shared/permissions';
import { requirePermission, requireUser, type RequestContext } from '../../kernel/context';
import { hostOnly } from '../../kernel/errors';

export const walletPolicy = {
  /** A certificate goes to the wallet of its own holder only. */
  holder: (ctx: RequestContext) => requireUser(ctx),
  /** The issuer's key is the whole portal's: the host's administrators rotate it. */
  rotateKey: (ctx: RequestContext) => {
    const actor = requirePermission(ctx, Permission.Administrator);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
};
