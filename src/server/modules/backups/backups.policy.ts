import { Permission } from '../../../shared/permissions';
import { requirePermission, type Actor, type RequestContext } from '../../kernel/context';
import { hostOnly } from '../../kernel/errors';

export const backupsPolicy = {
  /** The backups hold every tenant's data, so only the host's administrators see or take them. */
  manage: (ctx: RequestContext): Actor => {
    const actor = requirePermission(ctx, Permission.Administrator);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
};
