import { Permission } from '../../../shared/permissions';
import { requirePermission, type Actor, type RequestContext } from '../../kernel/context';
import { hostOnly } from '../../kernel/errors';

export const jobQueuesPolicy = {
  /** The queues hold every tenant's jobs, and their errors may name people: the host's administrators only. */
  manage: (ctx: RequestContext): Actor => {
    const actor = requirePermission(ctx, Permission.Administrator);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
};
