import { route, type AppRoute } from './route';

/**
 * The public and account routes, which anyone may open first: the only part of the route table
 * that the shell's script carries (app/router.tsx).
 */
export const publicRoutes: readonly AppRoute[] = [
  // Public and general routes
  route('home', '/', 'public'),
  route('homeHome', '/home', 'public', { parent: 'home' }),
  route('homeDefault', '/default', 'public', { parent: 'home' }),
  route('faq', '/faq', 'public', { parent: 'home' }),
  route('privacy', '/privacy', 'public', { parent: 'home' }),
  // The register's open statistics (issue 41): anyone, without signing in.
  route('statistics', '/statistics', 'public', { parent: 'home' }),
  route('register', '/register', 'public', { parent: 'home' }),
  route('verifyPayment', '/verify-payment', 'public', { parent: 'home' }),
  route('index', '/index', 'public', { parent: 'home' }),
  route('logout', '/logout', 'public'),
  route('paymentError', '/paymentError=1', 'public', { parent: 'home' }),
  route('signinOidc', '/signin-oidc', 'public'),
  route('examinationPrepare', '/examination-prepare/:type', 'public', { requiresAuth: true, parent: 'home' }),
  route('examination', '/examination/:type', 'public', { requiresAuth: true, parent: 'home' }),
  route('examinationResult', '/ExaminationResult/:type', 'public', { requiresAuth: true, parent: 'home' }),
  route('examinationPayment', '/ExaminationPayment', 'public', { requiresAuth: true, parent: 'home' }),
  route('examinationStart', '/examination/:type/start/:question?', 'public', { requiresAuth: true, parent: 'examination' }),
  // The specification writes `/examination/:type/start:question?`, the question joined to `start` (`start3`): it opens the exam as above.
  route('examinationStartJoined', '/examination/:type/:startQuestion', 'public', { requiresAuth: true, parent: 'examination' }),
  route('registerStep', '/register-step/:type/:step', 'public', { parent: 'register' }),
  route('registerUser', '/register-user', 'public', { parent: 'home' }),
  route('payment', '/payment/:type?', 'public', { parent: 'home' }),
  route('paymentCertificate', '/payment-certificate/:pilotType?/:orgId?', 'public', { parent: 'home' }),
  route('exception', '/exception', 'public', { query: ['type'] }),
  route('verifyRegister', '/verify-register/:userTypeId/:step/:token', 'public', { parent: 'home' }),
  route('verifyQrCode', '/verify-qrcode/:userId/:token', 'public', { parent: 'home' }),
  route('verifyCredential', '/verify-credential', 'public', { parent: 'home' }),
  route('verify', '/verify/:userTypeId/:step/:token/:isLogin?', 'public', { parent: 'home' }),
  route('verifyResetPassword', '/verify-reset-password/:token', 'public', { parent: 'home' }),
  // The link mailed to an address a pilot typed onto their record (decision 0033).
  route('confirmEmail', '/confirm-email/:token', 'public', { parent: 'home' }),
  // Not in the specification's table: anyone checks an operator registration number (decision 0043).
  route('operatorCheck', '/operator-check', 'public', { parent: 'home' }),

  // Account
  route('account', '/account', 'account'),
  route('accountLogin', '/account/login', 'account', { parent: 'home' }),
  // Decision 0026: anyone signed in, staff or not, keeps their second factors here.
  route('accountSecondFactor', '/account/second-factor', 'account', { requiresAuth: true, parent: 'home' }),
  route('accountNewPassword', '/account/login/new-password/:userId/:passwordResetCode', 'account', { parent: 'accountLogin' }),
];
