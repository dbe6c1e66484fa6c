import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoadingState } from '../components/query-state';
import type { OrganizationCheck } from '../lib/guard';
import { publicRoutes } from '../lib/route-table/public';
import type { FeatureScreens } from '../lib/screens';
import type { GuardDeps } from './guard-loader';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { handleOf, notFound, routeObjectsOf } from './route-objects';
import { collectScreens } from './screen-registry';

/**
 * The screens built so far, by route id, gathered from every feature's `screens.ts` (the public
 * and account pages, which a first visit may open): a new feature's screens appear by adding that
 * file. Routes without a screen are not registered yet: they fall through to the not-found screen.
 */
export const screens: FeatureScreens = collectScreens(
  import.meta.glob<FeatureScreens>('../features/*/screens.ts', { eager: true, import: 'screens' }),
);

/**
 * The pilot's area and the administration join the routes when a path of theirs is first visited:
 * their part of the route table, their screens (the features' `my-site-screens.ts` and
 * `admin-screens.ts`) and their layout come then, so that a public page carries none of them.
 * Until then such a path matches only the catch-all, which lets React Router ask here.
 */
const areas = [
  {
    path: /^\/my-site(\/|$)/i,
    parent: 'public-layout',
    load: async (deps: GuardDeps) => (await import('./my-site-area')).mySiteArea(deps),
  },
  { path: /^\/admin(\/|$)/i, parent: 'root', load: async (deps: GuardDeps) => (await import('./admin-area')).adminArea(deps) },
];

function discoverAreas(deps: GuardDeps): PatchRoutesOnNavigationFunction {
  const added = new Map<string, Promise<void>>();
  return async ({ path, patch }) => {
    const area = areas.find((candidate) => candidate.path.test(path));
    if (!area) return;
    let adding = added.get(area.parent);
    if (!adding) {
      adding = area.load(deps).then((route) => patch(area.parent, [route]));
      // A load that failed (a lost connection) is tried again by the next visit.
      adding.catch(() => added.delete(area.parent));
      added.set(area.parent, adding);
    }
    await adding;
  };
}

export function buildRouteObjects(deps: GuardDeps): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingState />,
      errorElement: <RouteError />,
      children: [
        {
          id: 'public-layout',
          element: <PublicLayout />,
          children: [
            ...routeObjectsOf(publicRoutes, screens, deps),
            { path: '*', handle: handleOf({ id: 'exception', titleKey: 'routes:exception' }), lazy: notFound },
          ],
        },
      ],
    },
  ];
}

function routerOptions(deps: GuardDeps) {
  return { patchRoutesOnNavigation: discoverAreas(deps) };
}

export function createAppRouter(queryClient: QueryClient, organizationCheck?: OrganizationCheck) {
  const deps = { queryClient, organizationCheck };
  return createBrowserRouter(buildRouteObjects(deps), routerOptions(deps));
}

/** Resolves once the first navigation has loaded its screen (its code, its texts and its loader). */
export function routerReady(router: Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The same routes in memory, for component tests. */
export function createTestRouter(queryClient: QueryClient, initialEntries: string[], organizationCheck?: OrganizationCheck) {
  const deps = { queryClient, organizationCheck };
  return createMemoryRouter(buildRouteObjects(deps), { initialEntries, ...routerOptions(deps) });
}
