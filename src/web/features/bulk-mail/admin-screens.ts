import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const compose = () => import('./pages/compose-pages');

export const screens: FeatureScreens = {
  adminMailings: lazyScreen(
    () => import('./pages/mailings-page'),
    (m) => m.MailingsPage,
    { texts: ['notifications-web'] },
  ),
  adminMailing: lazyScreen(
    () => import('./pages/mailing-page'),
    (m) => m.MailingPage,
  ),
  adminMailingToAllUsers: lazyScreen(compose, (m) => m.ComposeToAllUsersPage),
  adminMailingToUser: lazyScreen(compose, (m) => m.ComposeToUserPage),
  adminMailingToOrganization: lazyScreen(compose, (m) => m.ComposeToOrganizationPage),
};
