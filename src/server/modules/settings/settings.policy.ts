import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';
import { hostOnly } from '../../kernel/errors';

export const settingsPolicy = {
  /** The settings are the whole portal's (prices, exams, SFTP), so only the host's administrators manage them. */
  manage: (ctx: RequestContext) => {
    const actor = requirePermission(ctx, Permission.Settings);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
};
