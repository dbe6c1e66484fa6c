import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  statistics: lazyScreen(
    () => import('./pages/statistics-page'),
    (m) => m.StatisticsPage,
  ),
};
