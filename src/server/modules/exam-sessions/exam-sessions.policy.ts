import { Permission } from '../../../shared/permissions';
import { requirePermission, requireUser, type RequestContext } from '../../kernel/context';

export const examSessionsPolicy = {
  /** Opening, watching, ending and deleting supervised A2 sessions. */
  supervise: (ctx: RequestContext) => requirePermission(ctx, Permission.Examinations),
  /** Any signed-in candidate may prove a session's PIN; the exam itself checks the rest. */
  candidate: (ctx: RequestContext) => requireUser(ctx),
};
