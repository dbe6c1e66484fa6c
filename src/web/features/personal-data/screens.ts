import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteMyData: lazyScreen(
    () => import('./pages/my-data-page'),
    (m) => m.MyDataPage,
  ),
  adminErasureRequests: lazyScreen(
    () => import('./pages/erasure-requests-page'),
    (m) => m.ErasureRequestsPage,
  ),
};
