import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminPilot: lazyScreen(
    () => import('./pages/admin-pilots-page'),
    (m) => m.AdminPilotsPage,
  ),
};
