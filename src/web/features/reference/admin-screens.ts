import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminReference: lazyScreen(
    () => import('./pages/reference-page'),
    (m) => m.ReferencePage,
  ),
};
