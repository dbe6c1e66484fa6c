import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminOutbox: lazyScreen(
    () => import('./pages/outbox-page'),
    (m) => m.OutboxPage,
  ),
};
