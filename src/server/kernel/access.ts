import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { PermissionName } from '../../shared/permissions';
import type { Actor } from './context';
import { forbidden, hostOnly, unauthorized } from './errors';

/**
 * Who may call a route, declared on every route so that a new call cannot forget it. The kernel
 * refuses everyone else before the handler runs (401 without a session, 403 otherwise); the
 * services' policies still check, so a service called from elsewhere stays guarded.
 *
 * - `'anonymous'`: anyone, signed in or not; the handler's own checks decide the rest.
 * - `'signedIn'`: any session; what the caller sees is their own.
 * - a permission name: a session holding it.
 * - a {@link PermissionRule} when one permission is not the whole story.
 */
export type Access = 'anonymous' | 'signedIn' | PermissionName | PermissionRule;

export interface PermissionRule {
  /** Any one of these suffices, for every input. */
  anyOf: readonly PermissionName[];
  /** Only users of the host, whatever a tenant's user holds: the thing belongs to the whole portal. */
  hostOnly?: boolean;
  /** Without the permission, a caller may still name themselves in this input member (`userId`). */
  orSelf?: string;
  /** A narrower permission that suffices when this input member takes one of these values. */
  orFor?: { permission: PermissionName; member: string; values: readonly number[] };
}

/**
 * The declaration in one shape, as the OpenAPI document carries it (`x-access`). `client` is a
 * call for an authority's system rather than a person: an OAuth 2.0 client's bearer token with
 * one of `scopes`, never a session (the operator-number lookup, decision 0043).
 */
export interface AccessRule {
  level: 'anonymous' | 'signedIn' | 'permission' | 'client';
  scopes?: string[];
  anyOf?: PermissionName[];
  hostOnly?: boolean;
  orSelf?: string;
  orFor?: { permission: PermissionName; member: string; values: number[] };
}

export function accessRule(access: Access): AccessRule {
  if (access === 'anonymous' || access === 'signedIn') return { level: access };
  const rule: PermissionRule = typeof access === 'string' ? { anyOf: [access] } : access;
  if (rule.anyOf.length === 0) throw new Error('an access rule names at least one permission');
  return {
    level: 'permission',
    anyOf: [...rule.anyOf],
    ...(rule.hostOnly ? { hostOnly: true } : {}),
    ...(rule.orSelf ? { orSelf: rule.orSelf } : {}),
    ...(rule.orFor ? { orFor: { ...rule.orFor, values: [...rule.orFor.values] } } : {}),
  };
}

/** The route schema's part: the `x-access` extension, and the bearer marker wherever a session is needed. */
export function accessSchema(access: Access) {
  const rule = accessRule(access);
  return { 'x-access': rule, ...(rule.level === 'anonymous' ? {} : { security: [{ bearer: [] }] }) };
}

const holdsAny = (actor: Actor, permissions: readonly string[]) => permissions.some((p) => actor.permissions.has(p));

/**
 * Decides what the rule can decide without the input; throws 401 or 403. Answers true when the
 * input must still be looked at (a caller who may act only on themselves or on some values).
 */
function checkWithoutInput(rule: AccessRule, actor: Actor | null): boolean {
  if (rule.level === 'anonymous') return false;
  if (!actor) throw unauthorized();
  if (rule.level === 'signedIn') return false;
  const holds = holdsAny(actor, rule.anyOf!);
  const mayStill = !holds && Boolean(rule.orSelf || (rule.orFor && actor.permissions.has(rule.orFor.permission)));
  // The missing permission is named first, as the policies do; a holder in a tenant then hears why not.
  if (!holds && !mayStill) throw forbidden(rule.anyOf![0]);
  if (rule.hostOnly && actor.tenantId !== null) throw hostOnly();
  return mayStill;
}

/** A member of the validated input, wherever it travelled: path, query or body. */
function inputMember(request: FastifyRequest, member: string): unknown {
  for (const source of [request.params, request.query, request.body]) {
    if (source && typeof source === 'object' && member in source) return (source as Record<string, unknown>)[member];
  }
  return undefined;
}

function checkInput(rule: AccessRule, actor: Actor, request: FastifyRequest) {
  if (rule.orSelf && inputMember(request, rule.orSelf) === actor.userId) return;
  const orFor = rule.orFor;
  if (orFor && actor.permissions.has(orFor.permission) && orFor.values.includes(inputMember(request, orFor.member) as number)) return;
  throw forbidden(rule.anyOf![0]);
}

/**
 * The hooks that enforce a declaration: the session and the permissions as soon as the request
 * arrives (before its body is read), and what depends on the input once it is validated.
 */
export function accessHooks(access: Access): { onRequest: onRequestHookHandler; preHandler: preHandlerHookHandler } {
  const rule = accessRule(access);
  return {
    onRequest: async (request) => {
      request.accessPending = checkWithoutInput(rule, request.ctx.actor);
    },
    preHandler: async (request) => {
      if (request.accessPending) checkInput(rule, request.ctx.actor!, request);
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The declared access still waits for the validated input (see `accessHooks`). */
    accessPending?: boolean;
  }
}
