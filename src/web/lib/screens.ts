import type { ComponentType } from 'react';
import { i18n } from './i18n';

/** A screen the router loads when its route is first visited, so each one is its own chunk. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** What a feature's `screens.ts` exports: its screens by route id of the route table (lib/routes.ts). */
export type FeatureScreens = Readonly<Record<string, LazyScreen>>;

export const lazyScreen =
  <M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyScreen =>
  async () => ({ Component: pick(await load()) });

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
    const [loaded] = await Promise.all([screen(), i18n.loadNamespaces(namespace)]);
    return loaded;
  };
