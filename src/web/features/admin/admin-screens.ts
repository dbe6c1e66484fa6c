import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminHome: lazyScreen(
    () => import('./pages/admin-home-page'),
    (m) => m.AdminHomePage,
    { texts: ['backups'] },
  ),
};
