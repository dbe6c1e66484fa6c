import type { ComponentType } from 'react';
import { i18n, problemNamespaces } from './i18n';

export interface ScreenOptions {
  /**
   * `on demand`: the screen loads its feature's texts only; those of problems (a wrong field, a
   * failed call) come with the first problem, through the form hook, the error dialog and the error
   * state. For the public pages that must open fast on a phone (docs/benchmark.md); every other
   * screen has them from the start.
   */
  problemTexts?: 'on demand';
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
export const withTexts =
  (screen: LazyScreen, namespace: string): LazyScreen =>
  async () => {
    const namespaces = screen.problemTexts === 'on demand' ? [namespace] : [namespace, ...problemNamespaces];
    const [loaded] = await Promise.all([screen(), i18n.loadNamespaces(namespaces)]);
    return loaded;
  };
