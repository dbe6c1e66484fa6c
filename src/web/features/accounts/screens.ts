import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const loginPage = lazyScreen(
  () => import('./pages/login-page'),
  (m) => m.LoginPage,
);
const logoutPage = lazyScreen(
  () => import('./pages/logout-page'),
  (m) => m.LogoutPage,
);

const verifyEmailPage = lazyScreen(
  () => import('./pages/verify-email-page'),
  (m) => m.VerifyEmailPage,
);

const registerStepPage = lazyScreen(
  () => import('./pages/register-step-page'),
  (m) => m.RegisterStepPage,
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
  registerStep: registerStepPage,
  verify: registerStepPage,
  verifyRegister: verifyEmailPage,
  verifyResetPassword: lazyScreen(
    () => import('./pages/verify-reset-password-page'),
    (m) => m.VerifyResetPasswordPage,
  ),
  registerUser: lazyScreen(
    () => import('./pages/verify-reset-password-page'),
    (m) => m.RegisterUserPage,
  ),
  accountNewPassword: lazyScreen(
    () => import('./pages/new-password-page'),
    (m) => m.NewPasswordPage,
  ),
};
