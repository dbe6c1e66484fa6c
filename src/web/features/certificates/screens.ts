import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  // A public page that must open fast on a phone: the texts of problems come with the first one.
  verifyQrCode: lazyScreen(
    () => import('./pages/verify-certificate-page'),
    (m) => m.VerifyCertificatePage,
    { problemTexts: 'on demand' },
  ),
  verifyCredential: lazyScreen(
    () => import('./pages/verify-credential-page'),
    (m) => m.VerifyCredentialPage,
    { problemTexts: 'on demand' },
  ),
};
