import { lazyScreen, type FeatureScreens } from '../../lib/screens';

// The wizard's steps share one page, which shows the step the address names; the confirmed link of
// step 1 lands on it too (`verify`), and an older link's address on the page that confirms it.
const registerStepPage = lazyScreen(
  () => import('./pages/register-step-page'),
  (m) => m.RegisterStepPage,
);

export const screens: FeatureScreens = {
  register: lazyScreen(
    () => import('./pages/register-page'),
    (m) => m.RegisterPage,
  ),
  registerStep: registerStepPage,
  verify: registerStepPage,
  verifyRegister: lazyScreen(
    () => import('./pages/verify-email-page'),
    (m) => m.VerifyEmailPage,
  ),
};
