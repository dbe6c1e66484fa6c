import { lazyScreen, type FeatureScreens } from '../../lib/screens';

export const screens: FeatureScreens = {
  mySiteOrganization: lazyScreen(
    () => import('./pages/my-organization-page'),
    (m) => m.MyOrganizationPage,
  ),
  mySiteOrganizationInformation: lazyScreen(
    () => import('./pages/organization-information-page'),
    (m) => m.OrganizationInformationPage,
  ),
  mySiteContactPerson: lazyScreen(
    () => import('./pages/contact-persons-page'),
    (m) => m.ContactPersonsPage,
  ),
  mySitePilotManagement: lazyScreen(
    () => import('./pages/pilot-management-page'),
    (m) => m.PilotManagementPage,
  ),
};
