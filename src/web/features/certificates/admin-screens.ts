import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminIssueCertificates: lazyScreen(
    () => import('./pages/issue-certificates-page'),
    (m) => m.IssueCertificatesPage,
  ),
};
