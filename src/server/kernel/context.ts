import type { Language } from '../../shared/enums';
import { allPermissionNames, type PermissionName } from '../../shared/permissions';
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

/**
 * The host's administrator: a user of the host who holds every permission. Only they look across
 * tenants (the kept mail of every tenant, say), because nothing they could see there gives them
 * more than they already hold (decision 0009).
 */
export function isHostAdministrator(actor: Actor | null): actor is Actor {
  return actor !== null && actor.tenantId === null && allPermissionNames.every((permission) => actor.permissions.has(permission));
}

/**
 * Nobody hands out, takes away or acts on a permission they do not hold themselves: that would be
 * a way up. `detailsKey` says which of these was refused; it is given `{ permission }`.
 */
export function requireHoldsAll(actor: Actor, permissions: Iterable<string>, detailsKey = 'errors:grantBeyondOwn') {
  for (const permission of permissions) {
    if (!actor.permissions.has(permission)) throw new AppError(403, 0, 'errors:forbidden', { permission }, detailsKey);
  }
}

/**
 * Nobody grants themselves anything (decision 0027): a role, extra exam time, a changed exam
 * result, a certificate, a pilot's standing. What an administrator may give another person needs
 * another administrator's hand when it is for their own account, whatever they hold.
 */
export function requireNotSelf(actor: Actor, beneficiaryUserId: number) {
  if (beneficiaryUserId === actor.userId) throw new AppError(403, 0, 'errors:forbidden', {}, 'errors:selfGrant');
}

/** 401 without a session, 403 without the permission; returns the actor otherwise. */
export function requirePermission(ctx: RequestContext, permission: PermissionName): Actor {
  const actor = requireUser(ctx);
  if (!actor.permissions.has(permission)) throw forbidden(permission);
  return actor;
}
