import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminLogout: lazyScreen(
    () => import('./pages/logout-page'),
    (m) => m.LogoutPage,
  ),
};
