import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  operatorCheck: lazyScreen(
    () => import('./pages/operator-check-page'),
    (m) => m.OperatorCheckPage,
  ),
};
