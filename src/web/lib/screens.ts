import { QueryObserver, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { i18n, problemNamespaces } from './i18n';

export interface ScreenOptions {
  /**
   * `on demand`: the screen loads its feature's texts only; those of problems (a wrong field, a
   * failed call) come with the first problem, through the form hook, the error dialog and the error
   * state. For the public pages that must open fast on a phone (docs/benchmark.md); every other
   * screen has them from the start.
   */
  problemTexts?: 'on demand';
  /**
   * The screen's first data, asked for by its route's loader beside the guard's own calls, when a
   * session is kept, rather than once the screen has rendered after them (decision 0041). Each
   * query through `warmQuery`, with the options the screen itself reads it with.
   */
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
  /**
   * Other features' namespaces the screen shows in its first frame (My pages' course cards, the
   * courses'), loaded with its own. One asked for only as the screen renders suspends that render,
   * and React starts the whole page's again once the file is in: half a second at a phone's speed.
   */
  texts?: readonly string[];
}

/** A screen the router loads when its route is first visited, so each one is its own chunk. */
export type LazyScreen = (() => Promise<{ Component: ComponentType }>) & ScreenOptions;

/** What a feature's `screens.ts` exports: its screens by route id of the route table (lib/routes.ts). */
export type FeatureScreens = Readonly<Record<string, LazyScreen>>;

export const lazyScreen = <M>(load: () => Promise<M>, pick: (m: M) => ComponentType, options: ScreenOptions = {}): LazyScreen =>
  Object.assign(async () => ({ Component: pick(await load()) }), options);

/** Screens that are part of the shell anyway (the error screens) are not split off. */
export const readyScreen =
  (Component: ComponentType): LazyScreen =>
  async () => ({ Component });

/**
 * The screen's code and its texts fetched side by side: a screen that loads its code and only then,
 * when it first renders, asks for its texts waits two round trips, a second and more on a slow phone.
 */
export const withTexts = (screen: LazyScreen, namespace: string): LazyScreen =>
  Object.assign(
    async () => {
      const own = [namespace, ...(screen.texts ?? [])];
      const namespaces = screen.problemTexts === 'on demand' ? own : [...own, ...problemNamespaces];
      const [loaded] = await Promise.all([screen(), i18n.loadNamespaces(namespaces)]);
      return loaded;
    },
    { problemTexts: screen.problemTexts, prefetch: screen.prefetch, texts: screen.texts },
  );

/**
 * How long a screen's first data, asked for by its route's loader, stands when the screen mounts:
 * with none, each such query was asked again the moment its screen rendered, one more request on a
 * slow link for an answer a second old. A change the person makes still refreshes it at once.
 */
export const firstDataFreshMs = 10_000;

/** How long an answer asked for ahead is kept for its screen, observed or not. */
export const warmHoldMs = 15_000;

/**
 * Asks for a screen's query ahead of the screen, silently (a refusal is the guard's to show, and the
 * screen asks again), and keeps the answer for it a while: a query kept only while a screen
 * observes it (`gcTime: 0`) would otherwise be dropped the moment it came.
 */
export function warmQuery<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  const silent = { ...options, meta: { ...options.meta, silent: true } };
  const stop = new QueryObserver(queryClient, silent).subscribe(() => undefined);
  setTimeout(stop, warmHoldMs);
  return queryClient.fetchQuery(silent);
}
