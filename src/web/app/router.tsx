import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, redirect, type RouteObject } from 'react-router';
import { LoadingState } from '../components/query-state';
import { AdminNotFoundPage, NotFoundPage } from '../features/home/pages/exception-page';
import type { OrganizationCheck } from '../lib/guard';
import { featureNamespace } from '../lib/i18n';
import { appRoutes, type AppRoute } from '../lib/routes';
import { readyScreen, withTexts, type FeatureScreens, type LazyScreen } from '../lib/screens';
import { guardLoader, type GuardDeps } from './guard-loader';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

type Lazy = NonNullable<RouteObject['lazy']>;

// The administration and the pilot's area come with their first screen: public pages never load them.
const adminLayout: Lazy = async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout });
const mySiteLayout: Lazy = async () => ({ Component: (await import('./layouts/my-site-layout')).MySiteLayout });

/**
 * The screens built so far, by route id, gathered from every feature's `screens.ts`: a new
 * feature's screens appear by adding that file. Each comes with its feature's texts
 * (lib/i18n.ts, featureNamespace). Routes of the table without a screen are not registered yet:
 * they fall through to the not-found screen of their area.
 */
export const screens: FeatureScreens = collectScreens(
  import.meta.glob<FeatureScreens>('../features/*/screens.ts', { eager: true, import: 'screens' }),
);

function collectScreens(byFile: Record<string, FeatureScreens>): FeatureScreens {
  const all: Record<string, LazyScreen> = {};
  for (const [file, featureScreens] of Object.entries(byFile)) {
    const texts = featureNamespace(/features\/([\w-]+)\/screens\.ts$/.exec(file)![1]);
    for (const [routeId, screen] of Object.entries(featureScreens)) {
      if (all[routeId]) throw new Error(`${file} claims route ${routeId}, which another feature's screen already has`);
      all[routeId] = withTexts(screen, texts);
    }
  }
  return all;
}

/** Routes that only forward somewhere else. */
const redirects: Readonly<Record<string, string>> = {
  account: '/account/login',
  mySite: '/my-site/default',
};

const notFound = readyScreen(NotFoundPage);
const adminNotFound = readyScreen(AdminNotFoundPage);

function toRouteObject(route: AppRoute, deps: GuardDeps): RouteObject | null {
  const guard = guardLoader(route, deps);
  const target = redirects[route.id];
  if (target) {
    return {
      path: route.path,
      handle: { routeId: route.id },
      loader: async (args) => {
        await guard(args);
        throw redirect(target);
      },
    };
  }
  const lazy = screens[route.id];
  if (!lazy) return null;
  return { path: route.path, handle: { routeId: route.id }, loader: guard, lazy: lazy as Lazy, errorElement: <RouteError /> };
}

function routesOf(areas: AppRoute['area'][], deps: GuardDeps): RouteObject[] {
  return appRoutes
    .filter((r) => areas.includes(r.area))
    .map((r) => toRouteObject(r, deps))
    .filter((r): r is RouteObject => r !== null);
}

export function buildRouteObjects(deps: GuardDeps): RouteObject[] {
  const adminGuard = guardLoader(
    appRoutes.find((r) => r.id === 'adminHome')!,
    deps,
  );
  const pilotGuard = guardLoader(
    appRoutes.find((r) => r.id === 'mySite')!,
    deps,
  );
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingState />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...routesOf(['public', 'account'], deps),
            {
              lazy: mySiteLayout,
              children: [
                ...routesOf(['mySite'], deps),
                { path: '/my-site/*', handle: { routeId: 'exception' }, loader: pilotGuard, lazy: notFound as Lazy },
              ],
            },
            { path: '*', handle: { routeId: 'exception' }, lazy: notFound as Lazy },
          ],
        },
        {
          lazy: adminLayout,
          children: [
            ...routesOf(['admin'], deps),
            { path: '/admin/*', handle: { routeId: 'adminException' }, loader: adminGuard, lazy: adminNotFound as Lazy },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient, organizationCheck?: OrganizationCheck) {
  return createBrowserRouter(buildRouteObjects({ queryClient, organizationCheck }));
}

/** The same routes in memory, for component tests. */
export function createTestRouter(queryClient: QueryClient, initialEntries: string[], organizationCheck?: OrganizationCheck) {
  return createMemoryRouter(buildRouteObjects({ queryClient, organizationCheck }), { initialEntries });
}
