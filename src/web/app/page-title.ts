import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from './route-objects';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}

/**
 * "Title | App name" from the route table (requirements §2), by the deepest route that
 * names one: what the browser's tab says, and what the build writes into a prerendered page.
 */
export function pageTitle(t: TFunction, matches: readonly { handle?: unknown }[]): string {
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle as RouteHandle | undefined;
  const appName = t('common:appName');
  return handle ? `${t(handle.titleKey)} | ${appName}` : appName;
}

/** Keeps the document's title to the page's (`pageTitle`). */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const title = pageTitle(t, useMatches());
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
