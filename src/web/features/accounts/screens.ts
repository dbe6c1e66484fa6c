import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const loginPage = lazyScreen(
  () => import('./pages/login-page'),
  (m) => m.LoginPage,
);
const logoutPage = lazyScreen(
  () => import('./pages/logout-page'),
  (m) => m.LogoutPage,
);

export const screens: FeatureScreens = {
  index: loginPage,
  accountLogin: loginPage,
  logout: logoutPage,
  adminLogout: logoutPage,
  register: lazyScreen(
    () => import('./pages/register-page'),
    (m) => m.RegisterPage,
  ),
  verify: lazyScreen(
    () => import('./pages/verify-email-page'),
    (m) => m.VerifyEmailPage,
  ),
  verifyResetPassword: lazyScreen(
    () => import('./pages/verify-reset-password-page'),
    (m) => m.VerifyResetPasswordPage,
  ),
  accountNewPassword: lazyScreen(
    () => import('./pages/new-password-page'),
    (m) => m.NewPasswordPage,
  ),
};
