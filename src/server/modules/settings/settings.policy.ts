import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';

export const settingsPolicy = {
  manage: (ctx: RequestContext) => requirePermission(ctx, Permission.Settings),
};
