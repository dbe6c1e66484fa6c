import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminRoles: lazyScreen(
    () => import('./pages/roles-page'),
    (m) => m.RolesPage,
    { texts: ['permissions'] },
  ),
};
