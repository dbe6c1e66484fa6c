import { Permission } from '../../../shared/permissions';
import { requirePermission, requireUser, type RequestContext } from '../../kernel/context';

/**
 * Course pages are theory-exam material, so writing them (and the course itself) takes
 * Pages.Examinations; reading a course takes only a session (decision 0005).
 */
export const coursesPolicy = {
  author: (ctx: RequestContext) => requirePermission(ctx, Permission.Examinations),
  read: (ctx: RequestContext) => requireUser(ctx),
};
