import { Permission } from '../../../shared/permissions';
import type { RequestContext } from '../../kernel/context';
import { requirePermission, requireUser } from '../../kernel/context';

export const usersPolicy = {
  /** Administrators with Pages.Users manage the users of their own tenant. */
  manage: (ctx: RequestContext) => requirePermission(ctx, Permission.Users),
  /** Anyone signed in manages their own password and language. */
  self: (ctx: RequestContext) => requireUser(ctx),
};
