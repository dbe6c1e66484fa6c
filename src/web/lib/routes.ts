import { isUserTypeAllowed, meetsPermission } from './guard';
import { adminRoutes } from './route-table/admin';
import { mySiteRoutes } from './route-table/my-site';
import { publicRoutes } from './route-table/public';
import type { AppRoute, MenuGroup, RouteArea } from './route-table/route';

export type { AppRoute, MenuGroup, MenuPlacement, RouteArea } from './route-table/route';
export { organizationMenu } from './route-table/my-site';

/**
 * The route table: the single source of truth for every route of requirements §2 — its
 * path, page title, permissions, user types, organisation check, menu placement and breadcrumb
 * parent, kept by area in `route-table/`. The router registers a screen only for the routes built
 * so far (see router.tsx); the others stay here so that guards, menus and titles are already decided.
 */
export const appRoutes: readonly AppRoute[] = [...publicRoutes, ...mySiteRoutes, ...adminRoutes];

const byId = new Map(appRoutes.map((route) => [route.id, route]));

export function routeById(id: string): AppRoute {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** The path of a route with its parameters filled in; optional ones left out when absent. */
export function routePath(id: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const path = routeById(id).path.replace(/\/:(\w+)(\?)?/g, (_m, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${id} needs ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return path === '' ? '/' : path;
}

export function parentOf(route: AppRoute, params: Readonly<Record<string, string | undefined>>): AppRoute | undefined {
  if (!route.parent) return undefined;
  const id = typeof route.parent === 'function' ? route.parent(params) : route.parent;
  return byId.get(id);
}

/** Whether the permissions granted open the route (permissions only; the guard checks the rest). */
export function isRouteGranted(route: AppRoute, granted: ReadonlySet<string>): boolean {
  return (route.permissions ?? []).every((entry) => meetsPermission(entry, granted));
}

/** The visible menu of an area, grouped and ordered, for the permissions granted. */
export function menuOf(
  area: RouteArea,
  granted: ReadonlySet<string>,
  userTypeId: number | null = null,
  inTenant = false,
): Record<MenuGroup, AppRoute[]> {
  const groups: Record<MenuGroup, AppRoute[]> = { top: [], exam: [], operator: [], courses: [] };
  for (const route of appRoutes) {
    if (route.area !== area || !route.menu || route.menu.hidden) continue;
    if (!isRouteGranted(route, granted)) continue;
    if (!isUserTypeAllowed(route, userTypeId)) continue;
    if (route.hostOnly && inTenant) continue;
    groups[route.menu.group].push(route);
  }
  for (const list of Object.values(groups)) list.sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  return groups;
}

export const menuGroups: readonly MenuGroup[] = ['top', 'exam', 'operator', 'courses'];
