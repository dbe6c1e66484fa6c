import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';

export const auditPolicy = {
  /** Reading the log takes Audit.Log (the screen's Pages.Log only opens the page); each tenant reads its own. */
  search: (ctx: RequestContext) => requirePermission(ctx, Permission.AuditLog),
};
