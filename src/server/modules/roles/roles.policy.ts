import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';

export const rolesPolicy = {
  manage: (ctx: RequestContext) => requirePermission(ctx, Permission.Roles),
};
