import { redirect, type RouteObject } from 'react-router';
import { AdminNotFoundPage, NotFoundPage } from '../features/home';
import type { AppRoute } from '../lib/route-table/route';
import { readyScreen, type FeatureScreens } from '../lib/screens';
import { guardLoader, prefetchingLoader, type GuardDeps } from './guard-loader';
import { RouteError } from './route-error';

export type Lazy = NonNullable<RouteObject['lazy']>;

/** Routes that only forward somewhere else. */
const redirects: Readonly<Record<string, string>> = {
  account: '/account/login',
  mySite: '/my-site/default',
};

export const notFound = readyScreen(NotFoundPage) as Lazy;
export const adminNotFound = readyScreen(AdminNotFoundPage) as Lazy;

/** What the page title reads (app/page-title.ts). */
export interface RouteHandle {
  routeId: string;
  titleKey: string;
}

export const handleOf = (route: Pick<AppRoute, 'id' | 'titleKey'>): RouteHandle => ({ routeId: route.id, titleKey: route.titleKey });

/** A route of the table as the router takes it: its guard, and its screen, or its forward. Null while it has no screen. */
export function toRouteObject(route: AppRoute, screens: FeatureScreens, deps: GuardDeps): RouteObject | null {
  const guard = guardLoader(route, deps);
  const target = redirects[route.id];
  if (target) {
    return {
      path: route.path,
      handle: handleOf(route),
      loader: async (args) => {
        await guard(args);
        throw redirect(target);
      },
    };
  }
  const lazy = screens[route.id];
  if (!lazy) return null;
  const loader = lazy.prefetch ? prefetchingLoader(guard, lazy.prefetch, deps) : guard;
  return { path: route.path, handle: handleOf(route), loader, lazy: lazy as Lazy, errorElement: <RouteError /> };
}

export function routeObjectsOf(routes: readonly AppRoute[], screens: FeatureScreens, deps: GuardDeps): RouteObject[] {
  return routes.map((route) => toRouteObject(route, screens, deps)).filter((route): route is RouteObject => route !== null);
}
