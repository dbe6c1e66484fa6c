import type { RouteObject } from 'react-router';
import { adminRoutes } from '../lib/route-table/admin';
import { adminScreens } from './admin-screens';
import { guardLoader, type GuardDeps } from './guard-loader';
import { adminNotFound, handleOf, routeObjectsOf, type Lazy } from './route-objects';

const adminLayout: Lazy = async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout });

/** The administration: its layout, its routes and their screens, and its own not-found page behind its guard. */
export function adminArea(deps: GuardDeps): RouteObject {
  const areaGuard = guardLoader(
    adminRoutes.find((route) => route.id === 'adminHome')!,
    deps,
  );
  return {
    lazy: adminLayout,
    children: [
      ...routeObjectsOf(adminRoutes, adminScreens, deps),
      {
        path: '/admin/*',
        handle: handleOf({ id: 'adminException', titleKey: 'routes:adminException' }),
        loader: areaGuard,
        lazy: adminNotFound,
      },
    ],
  };
}
