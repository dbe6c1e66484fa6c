import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminDashboard: lazyScreen(
    () => import('./pages/dashboard-page'),
    (m) => m.DashboardPage,
  ),
};
