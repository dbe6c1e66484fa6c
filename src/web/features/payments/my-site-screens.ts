import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySitePayment: lazyScreen(
    () => import('./pages/my-payments-page'),
    (m) => m.MyPaymentsPage,
  ),
  mySitePaymentOrganization: lazyScreen(
    () => import('./pages/organization-payments-page'),
    (m) => m.OrganizationPaymentsPage,
  ),
};
