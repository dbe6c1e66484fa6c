import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  adminOrganizationPayments: lazyScreen(
    () => import('./pages/admin-payments-page'),
    (m) => m.AdminPaymentsPage,
  ),
};
