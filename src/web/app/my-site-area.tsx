import type { RouteObject } from 'react-router';
import { mySiteRoutes } from '../lib/route-table/my-site';
import { guardLoader, type GuardDeps } from './guard-loader';
import { mySiteScreens } from './my-site-screens';
import { handleOf, notFound, routeObjectsOf, type Lazy } from './route-objects';

const mySiteLayout: Lazy = async () => ({ Component: (await import('./layouts/my-site-layout')).MySiteLayout });

/** The pilot's area, inside the public layout: its routes, their screens, and its own not-found page behind its guard. */
export function mySiteArea(deps: GuardDeps): RouteObject {
  const areaGuard = guardLoader(
    mySiteRoutes.find((route) => route.id === 'mySite')!,
    deps,
  );
  return {
    lazy: mySiteLayout,
    children: [
      ...routeObjectsOf(mySiteRoutes, mySiteScreens, deps),
      { path: '/my-site/*', handle: handleOf({ id: 'exception', titleKey: 'routes:exception' }), loader: areaGuard, lazy: notFound },
    ],
  };
}
