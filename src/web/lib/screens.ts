import type { ComponentType } from 'react';

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
