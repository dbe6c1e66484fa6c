/**
 * Breadcrumbs of requirements §2, as pure logic. Items are kept per URL: adding a URL
 * that is already there only renames it. A page title is resolved by matching the URL against the
 * route table; routes that take an id parameter may have an injected resolver (an examination
 * category's title is the category's own title).
 */
export interface BreadcrumbItem {
  url: string;
  title: string;
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface BreadcrumbRoute {
  id: string;
  path: string;
  titleKey: string;
  parent?: string | ((params: RouteParams) => string);
  /** The parent's parameters when they are named differently (a question's `categoryId` is its category's `id`). */
  parentParams?: (params: RouteParams) => RouteParams;
}

/** Gives a title for a matched route from its parameters, or nothing to fall back on the title key. */
export type TitleResolver = (params: RouteParams) => string | null | undefined;
export type TitleResolvers = Readonly<Record<string, TitleResolver>>;

export function upsertBreadcrumb(items: readonly BreadcrumbItem[], item: BreadcrumbItem): BreadcrumbItem[] {
  const index = items.findIndex((existing) => existing.url === item.url);
  if (index < 0) return [...items, item];
  if (items[index].title === item.title) return [...items];
  const next = [...items];
  next[index] = { url: item.url, title: item.title };
  return next;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches a pathname against one route pattern (`:name` and optional `:name?` segments). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname.split('?')[0].split('#')[0]);
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of want) {
    const optional = seg.endsWith('?');
    const name = seg.startsWith(':') ? seg.slice(1).replace(/\?$/, '') : null;
    const value = have[i];
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    if (name) {
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        params[name] = value;
      }
      i += 1;
    } else if (seg.replace(/\?$/, '').toLowerCase() === value.toLowerCase()) {
      i += 1;
    } else if (!optional) {
      return null;
    }
  }
  return i === have.length ? params : null;
}

function specificity(pattern: string): number {
  return segments(pattern).reduce((score, seg) => score + (seg.startsWith(':') ? (seg.endsWith('?') ? 0 : 1) : 3), 0);
}

export interface RouteMatch<R extends BreadcrumbRoute> {
  route: R;
  params: Record<string, string>;
}

/** The most specific route whose pattern matches the pathname. */
export function matchRoute<R extends BreadcrumbRoute>(pathname: string, routes: readonly R[]): RouteMatch<R> | null {
  let best: RouteMatch<R> | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (!params) continue;
    const score = specificity(route.path);
    if (score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

export function resolveTitle(
  route: BreadcrumbRoute,
  params: RouteParams,
  translate: (key: string) => string,
  resolvers: TitleResolvers = {},
): string {
  const resolved = resolvers[route.id]?.(params);
  return resolved && resolved.trim() !== '' ? resolved : translate(route.titleKey);
}

/** Fills a route pattern from parameters; null when a required one is missing. */
export function fillPattern(pattern: string, params: RouteParams): string | null {
  let missing = false;
  const path = pattern.replace(/\/:(\w+)(\?)?/g, (_m, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (!optional) missing = true;
      return '';
    }
    return `/${encodeURIComponent(value)}`;
  });
  if (missing) return null;
  return path === '' ? '/' : path;
}

export interface BuildOptions {
  translate: (key: string) => string;
  resolvers?: TitleResolvers;
}

/**
 * The trail for a pathname: the matched route and its parents, root first. A parent whose
 * pattern needs a parameter the current URL does not have is left out.
 */
export function buildBreadcrumbs<R extends BreadcrumbRoute>(
  pathname: string,
  routes: readonly R[],
  options: BuildOptions,
): BreadcrumbItem[] {
  const match = matchRoute(pathname, routes);
  if (!match) return [];
  const byId = new Map(routes.map((route) => [route.id, route]));
  const chain: { route: R; url: string; params: RouteParams }[] = [{ route: match.route, url: pathname, params: match.params }];
  const seen = new Set([match.route.id]);
  let current: R | undefined = match.route;
  let params: RouteParams = match.params;
  while (current?.parent) {
    const parentId: string = typeof current.parent === 'function' ? current.parent(params) : current.parent;
    const parent = byId.get(parentId);
    if (!parent || seen.has(parent.id)) break;
    seen.add(parent.id);
    params = current.parentParams ? current.parentParams(params) : params;
    const url = fillPattern(parent.path, params);
    if (url !== null) chain.unshift({ route: parent, url, params });
    current = parent;
  }
  return chain.reduce<BreadcrumbItem[]>(
    (items, link) =>
      upsertBreadcrumb(items, { url: link.url, title: resolveTitle(link.route, link.params, options.translate, options.resolvers) }),
    [],
  );
}

/** Applies renames kept per URL (for example a title known only once a record has loaded). */
export function applyRenames(items: readonly BreadcrumbItem[], renames: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return items.map((item) => {
    const rename = renames.find((r) => r.url === item.url);
    return rename ? { url: item.url, title: rename.title } : item;
  });
}
