import { Permission } from '../../../shared/permissions';
import { requirePermission, requireUser, type Actor, type RequestContext } from '../../kernel/context';

/**
 * Every signed-in person reads their own data and asks for its erasure; only those who manage
 * users (Pages.Users) decide requests, within their own tenant, and never their own.
 */
export const personalDataPolicy = {
  own: (ctx: RequestContext): Actor => requireUser(ctx),
  decide: (ctx: RequestContext): Actor => requirePermission(ctx, Permission.Users),
  mayDecide: (actor: Actor, request: { userId: number }) => request.userId !== actor.userId,
};
