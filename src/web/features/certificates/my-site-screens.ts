import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteCompetency: lazyScreen(
    () => import('./pages/competency-page'),
    (m) => m.CompetencyPage,
    // Its data comes beside the session; the area carries only this line, the query comes with the
    // screen's files, which the server names with the page (vite.config.ts).
    { prefetch: async (queryClient) => (await import('./prefetch')).prefetchCompetency(queryClient) },
  ),
};
