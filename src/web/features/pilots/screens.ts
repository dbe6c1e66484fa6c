import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  confirmEmail: lazyScreen(
    () => import('./pages/confirm-email-page'),
    (m) => m.ConfirmEmailPage,
  ),
};
