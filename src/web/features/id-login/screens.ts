import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  signinOidc: lazyScreen(
    () => import('./pages/signin-oidc-page'),
    (m) => m.SigninOidcPage,
  ),
};
