import { lazyScreen, type FeatureScreens } from '../../lib/screens';
import { askIdLoginProvider } from './id-login-provider';

// A public page that must open fast on a phone: the texts of problems come with the first one, and
// the provider of the electronic-ID login is asked for beside the screen's code.
const loginPage = lazyScreen(
  () => {
    askIdLoginProvider();
    return import('./pages/login-page');
  },
  (m) => m.LoginPage,
  { problemTexts: 'on demand' },
);
const logoutPage = lazyScreen(
  () => import('./pages/logout-page'),
  (m) => m.LogoutPage,
);

export const screens: FeatureScreens = {
  index: loginPage,
  accountLogin: loginPage,
  logout: logoutPage,
  verifyResetPassword: lazyScreen(
    () => import('./pages/verify-reset-password-page'),
    (m) => m.VerifyResetPasswordPage,
  ),
  registerUser: lazyScreen(
    () => import('./pages/verify-reset-password-page'),
    (m) => m.RegisterUserPage,
  ),
  accountSecondFactor: lazyScreen(
    () => import('./pages/second-factor-page'),
    (m) => m.SecondFactorPage,
  ),
  accountNewPassword: lazyScreen(
    () => import('./pages/new-password-page'),
    (m) => m.NewPasswordPage,
  ),
};
