import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminUsers: lazyScreen(
    () => import('./pages/users-page'),
    (m) => m.UsersPage,
    { texts: ['bulk-mail'] },
  ),
};
