import type { PermissionName } from '../../../shared/permissions';
import type { OrganizationAccess } from '../guard';

export type RouteArea = 'public' | 'account' | 'admin' | 'mySite';
export type MenuGroup = 'top' | 'exam' | 'operator' | 'courses';

export interface MenuPlacement {
  group: MenuGroup;
  /** Known to the menu but not listed (detail routes, routes with parameters). */
  hidden?: boolean;
  order: number;
}

/**
 * A route of requirements §2: its path, page title, permissions, user types, organisation
 * check, menu placement and breadcrumb parent. The route table (lib/routes.ts) keeps them by area.
 */
export interface AppRoute {
  id: string;
  path: string;
  /** `routes:<id>`; the page title is "Title | App name". */
  titleKey: string;
  area: RouteArea;
  /** All are required (a list within is met by any of its names); admin routes start with Pages.Administrator. */
  permissions?: readonly (PermissionName | readonly PermissionName[])[];
  requiresAuth?: boolean;
  userTypes?: readonly number[];
  organizationCheck?: boolean;
  /** The abilities in the organisation, any one of which opens the route (lib/guard.ts); `viewDetails` when left out. */
  organizationAccess?: OrganizationAccess;
  menu?: MenuPlacement;
  /** Breadcrumb parent: a route id, or one picked from the current parameters. */
  parent?: string | ((params: Readonly<Record<string, string | undefined>>) => string);
  /** The parent's parameters when they are named differently. */
  parentParams?: (params: Readonly<Record<string, string | undefined>>) => Readonly<Record<string, string | undefined>>;
  /** A query parameter the route expects (`/exception?type=`). */
  query?: readonly string[];
  /**
   * The installation's own pages (backups, job queues), which hold every tenant's data: a tenant's
   * administrators neither see them in a menu nor open them.
   */
  hostOnly?: boolean;
}

/** A route of the table; its title is `routes:<id>`. */
export const route = (
  id: string,
  path: string,
  area: RouteArea,
  extra: Omit<AppRoute, 'id' | 'path' | 'area' | 'titleKey'> = {},
): AppRoute => ({
  id,
  path,
  area,
  titleKey: `routes:${id}`,
  ...extra,
});
