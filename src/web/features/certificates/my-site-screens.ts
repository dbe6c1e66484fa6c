import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteCompetency: lazyScreen(
    () => import('./pages/competency-page'),
    (m) => m.CompetencyPage,
  ),
};
