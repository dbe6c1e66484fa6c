import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminConfiguration: lazyScreen(
    () => import('./pages/configuration-page'),
    (m) => m.ConfigurationPage,
  ),
};
