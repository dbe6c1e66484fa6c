import type { OrganizationAbilitiesDto } from '../../shared/contracts/organization-members';
import { UserStatus, UserType } from '../../shared/enums';

/** One of the abilities the server computes for the person in each of their organisations. */
export type OrganizationAbility = keyof OrganizationAbilitiesDto;

/**
 * What a person must be able to do in an organisation to open a page of it: any one of these
 * abilities, as the server sent them (GetListOrganizationByCurrentUser).
 */
export type OrganizationAccess = readonly OrganizationAbility[];

/** What a route with an organisation check asks when it names nothing: to read the organisation's details. */
export const defaultOrganizationAccess: OrganizationAccess = ['viewDetails'];

/** A permission a route needs: one name, or a list of names any one of which will do. */
export type PermissionEntry = string | readonly string[];

/** Whether the permissions granted meet one entry of a route's permissions. */
export function meetsPermission(entry: PermissionEntry, granted: ReadonlySet<string>): boolean {
  return typeof entry === 'string' ? granted.has(entry) : entry.some((name) => granted.has(name));
}

/** What the guard needs to know about a route (a slice of the route table's entry). */
export interface GuardRoute {
  /**
   * All of these are needed (checked by name); an entry that is a list is met by any one of its
   * names. Any permission implies a session.
   */
  permissions?: readonly PermissionEntry[];
  /** A session is needed even without a permission. */
  requiresAuth?: boolean;
  /** Only these user types may open the route. */
  userTypes?: readonly number[];
  /** The route shows an organisation's pages: the organisation check must pass. */
  organizationCheck?: boolean;
  /** The route parameter that holds the organisation id (default `orgId`). */
  organizationParam?: string;
  /** What the organisation check asks of the person (default `viewDetails`). */
  organizationAccess?: OrganizationAccess;
  /** The installation's own page: not for a tenant's users, whatever their permissions. */
  hostOnly?: boolean;
}

/** What the guard needs to know about the visitor. */
export interface GuardSession {
  /** Authenticated means a session user id exists (requirements §6). */
  userId: number | null;
  grantedPermissions: ReadonlySet<string>;
  /** Local session data of a pilot (section 3). */
  userTypeId: number | null;
  userStatus: number | null;
  /** Registered through the national-ID login; picks step 2 of the registration redirect. */
  isIdLogin: boolean;
  /** The "info not updated" marker: the stored path the user must visit first. */
  infoNotUpdatedPath: string | null;
  /** Signed in to a tenant rather than the host: the installation's own pages are not theirs. */
  inTenant?: boolean;
}

export type OrganizationCheck = (organizationId: number, session: GuardSession) => boolean;

export interface GuardContext {
  session: GuardSession;
  pathname: string;
  search?: string;
  params: Readonly<Record<string, string | undefined>>;
  /**
   * The organisation permission check, built by the route loader from the abilities the server
   * gave the person, for the route's `organizationAccess`; without one, no organisation's page opens.
   */
  hasOrganizationPermission?: OrganizationCheck;
}

export type GuardReason = 'unauthenticated' | 'payment' | 'infoNotUpdated' | 'permission' | 'userType' | 'organization';
export type GuardDecision = { allow: true } | { allow: false; reason: GuardReason; redirectTo: string };

export const loginPath = '/account/login';
export const forbiddenPath = '/exception?type=401';
export const returnUrlParam = 'returnUrl';

/** The login address that brings the user back to `path` afterwards. */
export function loginRedirect(path: string): string {
  return `${loginPath}?${returnUrlParam}=${encodeURIComponent(path)}`;
}

/** A return address is only ever a path on this site (never `//host` or a scheme). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === loginPath || value.startsWith(`${loginPath}?`) || value.startsWith('/logout') || value.startsWith('/admin/logout'))
    return null;
  return value;
}

/**
 * Section 4: a user whose status is NeedPaymentToLogin goes, by user type, to register step 3
 * (Under250, Over250) or step 4 (ContactPerson), step 2 when registered through the national-ID
 * login; any other type goes to logout.
 */
export function paymentRedirect(userTypeId: number | null, isIdLogin: boolean): string {
  switch (userTypeId) {
    case UserType.Under250:
    case UserType.Over250:
      return `/register-step/${userTypeId}/${isIdLogin ? 2 : 3}`;
    case UserType.ContactPerson:
      return `/register-step/${UserType.ContactPerson}/${isIdLogin ? 2 : 4}`;
    default:
      return '/logout';
  }
}

/** Whether a route's user-type restriction lets a user of this type in; menus leave out what it refuses. */
export function isUserTypeAllowed(route: Pick<GuardRoute, 'userTypes'>, userTypeId: number | null): boolean {
  return !route.userTypes?.length || (userTypeId !== null && route.userTypes.includes(userTypeId));
}

function needsSession(route: GuardRoute): boolean {
  return Boolean(route.requiresAuth || route.permissions?.length || route.userTypes?.length || route.organizationCheck);
}

/**
 * The route guard of requirements §2 and §4, as a pure decision. In order:
 * no session -> login (the asked path remembered); NeedPaymentToLogin -> the payment step;
 * the "info not updated" marker -> the stored path; a missing permission, a user type not
 * allowed or a failed organisation check -> /exception?type=401.
 */
export function evaluateGuard(route: GuardRoute, ctx: GuardContext): GuardDecision {
  if (!needsSession(route)) return { allow: true };
  const { session } = ctx;
  const here = `${ctx.pathname}${ctx.search ?? ''}`;

  if (session.userId === null) return { allow: false, reason: 'unauthenticated', redirectTo: loginRedirect(here) };

  if (session.userStatus === UserStatus.NeedPaymentToLogin) {
    return { allow: false, reason: 'payment', redirectTo: paymentRedirect(session.userTypeId, session.isIdLogin) };
  }

  const marker = session.infoNotUpdatedPath;
  if (marker && marker !== ctx.pathname && marker !== here) {
    return { allow: false, reason: 'infoNotUpdated', redirectTo: marker };
  }

  for (const permission of route.permissions ?? []) {
    if (!meetsPermission(permission, session.grantedPermissions)) return { allow: false, reason: 'permission', redirectTo: forbiddenPath };
  }

  if (!isUserTypeAllowed(route, session.userTypeId)) {
    return { allow: false, reason: 'userType', redirectTo: forbiddenPath };
  }

  if (route.hostOnly && session.inTenant) return { allow: false, reason: 'permission', redirectTo: forbiddenPath };

  if (route.organizationCheck) {
    const raw = ctx.params[route.organizationParam ?? 'orgId'];
    const organizationId = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
    if (organizationId === null || !ctx.hasOrganizationPermission?.(organizationId, session)) {
      return { allow: false, reason: 'organization', redirectTo: forbiddenPath };
    }
  }

  return { allow: true };
}
