import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminNotices: lazyScreen(
    () => import('./pages/send-notice-page'),
    (m) => m.SendNoticePage,
  ),
};
