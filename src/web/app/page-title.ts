import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { appRoutes } from '../lib/routes';

export interface RouteHandle {
  routeId: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).routeId === 'string';
}

/** "Title | App name" from the route table (specification section 2). */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle as RouteHandle | undefined;
  const route = handle ? appRoutes.find((r) => r.id === handle.routeId) : undefined;
  const appName = t('common:appName');
  const title = route ? `${t(route.titleKey)} | ${appName}` : appName;
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
