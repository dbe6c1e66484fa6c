import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';
import { hostOnly } from '../../kernel/errors';

export const tenantsPolicy = {
  /** Tenants are managed from the host only; a tenant's own administrators cannot see the others. */
  manage: (ctx: RequestContext) => {
    const actor = requirePermission(ctx, Permission.Tenants);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
};
