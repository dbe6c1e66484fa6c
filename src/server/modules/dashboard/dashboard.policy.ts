import { Permission } from '../../../shared/permissions';
import { requirePermission, type Actor, type RequestContext } from '../../kernel/context';

export const dashboardPolicy = {
  /** The dashboard and its file are the administrators', always of their own tenant. */
  read: (ctx: RequestContext): Actor => requirePermission(ctx, Permission.Administrator),
};
