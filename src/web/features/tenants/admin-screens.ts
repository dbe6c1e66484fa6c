import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminTenants: lazyScreen(
    () => import('./pages/tenants-page'),
    (m) => m.TenantsPage,
  ),
};
