import type { Language } from '../../shared/enums';
import type { PermissionName } from '../../shared/permissions';
import { AppError, forbidden, unauthorized } from './errors';

/** The signed-in user behind a request, with the permissions of all their roles. */
export interface Actor {
  userId: number;
  tenantId: number | null;
  sessionId: string;
  userName: string;
  userTypeId: number | null;
  statusId: number;
  language: Language;
  permissions: ReadonlySet<string>;
}

export interface RequestContext {
  actor: Actor | null;
  /** The tenant the request acts in: the signed-in user's, else the one the client named, else the host (null). */
  tenantId: number | null;
  language: Language;
  requestId: string;
  clientIp: string;
  userAgent: string;
}

export function requireUser(ctx: RequestContext): Actor {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

export function hasPermission(actor: Actor | null, permission: PermissionName): boolean {
  return actor !== null && actor.permissions.has(permission);
}

/** Nobody hands out a permission they do not hold themselves: that would be a way up. */
export function requireHoldsAll(actor: Actor, permissions: Iterable<string>) {
  for (const permission of permissions) {
    if (!actor.permissions.has(permission)) throw new AppError(403, 0, 'errors:forbidden', { permission }, 'errors:grantBeyondOwn');
  }
}

/** 401 without a session, 403 without the permission; returns the actor otherwise. */
export function requirePermission(ctx: RequestContext, permission: PermissionName): Actor {
  const actor = requireUser(ctx);
  if (!actor.permissions.has(permission)) throw forbidden(permission);
  return actor;
}
