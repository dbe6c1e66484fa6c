import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminOrganization: lazyScreen(
    () => import('./pages/admin-organizations-page'),
    (m) => m.AdminOrganizationsPage,
  ),
  adminOrganizationDetail: lazyScreen(
    () => import('./pages/admin-organization-detail-page'),
    (m) => m.AdminOrganizationDetailPage,
    { texts: ['bulk-mail'] },
  ),
  adminDroneOperator: lazyScreen(
    () => import('./pages/admin-drone-operators-page'),
    (m) => m.AdminDroneOperatorsPage,
  ),
};
