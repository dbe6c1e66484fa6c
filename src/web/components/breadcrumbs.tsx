import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  applyRenames,
  buildBreadcrumbs,
  upsertBreadcrumb,
  type BreadcrumbItem,
  type BreadcrumbRoute,
  type TitleResolvers,
} from '../lib/breadcrumbs';

interface BreadcrumbContextValue {
  routes: readonly BreadcrumbRoute[];
  resolvers: TitleResolvers;
  renames: BreadcrumbItem[];
  rename: (item: BreadcrumbItem) => void;
}

const BreadcrumbContext = createContext<BreadcrumbContextValue | null>(null);

/** Holds the route table, the injectable title resolvers, and the titles renamed per URL. */
export function BreadcrumbProvider({
  routes,
  resolvers = {},
  children,
}: {
  routes: readonly BreadcrumbRoute[];
  resolvers?: TitleResolvers;
  children: ReactNode;
}) {
  const [renames, setRenames] = useState<BreadcrumbItem[]>([]);
  const rename = useCallback((item: BreadcrumbItem) => setRenames((items) => upsertBreadcrumb(items, item)), []);
  const value = useMemo(() => ({ routes, resolvers, renames, rename }), [routes, resolvers, renames, rename]);
  return <BreadcrumbContext.Provider value={value}>{children}</BreadcrumbContext.Provider>;
}

export function useBreadcrumbTrail(): BreadcrumbItem[] {
  const ctx = useContext(BreadcrumbContext);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return useMemo(() => {
    if (!ctx) return [];
    return applyRenames(buildBreadcrumbs(pathname, ctx.routes, { translate: (key) => t(key), resolvers: ctx.resolvers }), ctx.renames);
  }, [ctx, pathname, t]);
}

/** Lets a page name its own crumb once it knows the title (adding an existing URL renames it). */
export function useBreadcrumbTitle(title: string | null | undefined): void {
  const ctx = useContext(BreadcrumbContext);
  const { pathname } = useLocation();
  const rename = ctx?.rename;
  useEffect(() => {
    if (rename && title) rename({ url: pathname, title });
  }, [rename, pathname, title]);
}

export function AppBreadcrumbs() {
  const { t } = useTranslation('common');
  const trail = useBreadcrumbTrail();
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs separator="›" mb="md">
        {trail.map((item, index) =>
          index === trail.length - 1 ? (
            <Text key={item.url} size="sm" aria-current="page">
              {item.title}
            </Text>
          ) : (
            <Anchor key={item.url} component={Link} to={item.url} size="sm">
              {item.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
