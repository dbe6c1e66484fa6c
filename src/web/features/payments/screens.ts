import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const checkout = lazyScreen(
  () => import('./pages/checkout-page'),
  (m) => m.CheckoutPage,
);

export const screens: FeatureScreens = {
  payment: checkout,
  paymentCertificate: lazyScreen(
    () => import('./pages/checkout-page'),
    (m) => m.CertificateCheckoutPage,
  ),
  verifyPayment: lazyScreen(
    () => import('./pages/verify-payment-page'),
    (m) => m.VerifyPaymentPage,
  ),
  paymentError: lazyScreen(
    () => import('./pages/payment-error-page'),
    (m) => m.PaymentErrorPage,
  ),
  examinationPayment: lazyScreen(
    () => import('./pages/examination-payment-page'),
    (m) => m.ExaminationPaymentPage,
  ),
};
