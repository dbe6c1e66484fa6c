import { lazyScreen, type FeatureScreens } from '../../lib/screens';
import { prefetchMySiteHome } from './api';

export const screens: FeatureScreens = {
  mySiteDefault: lazyScreen(
    () => import('./pages/my-site-home-page'),
    (m) => m.MySiteHomePage,
    // The course cards speak with the courses' words.
    { prefetch: prefetchMySiteHome, texts: ['courses'] },
  ),
};
