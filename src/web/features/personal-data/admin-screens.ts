import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminErasureRequests: lazyScreen(
    () => import('./pages/erasure-requests-page'),
    (m) => m.ErasureRequestsPage,
  ),
};
