import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  verifyQrCode: lazyScreen(
    () => import('./pages/verify-certificate-page'),
    (m) => m.VerifyCertificatePage,
  ),
  mySiteCompetency: lazyScreen(
    () => import('./pages/competency-page'),
    (m) => m.CompetencyPage,
  ),
};
