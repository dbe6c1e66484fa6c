import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteDefault: lazyScreen(
    () => import('./pages/my-site-home-page'),
    (m) => m.MySiteHomePage,
  ),
};
