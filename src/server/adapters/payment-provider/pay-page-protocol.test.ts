import { describe, expect, it } from 'vitest';
import { formAmount, payPageForm, requestSignature, responseSignature, signaturesMatch, statusQuerySignature } from './pay-page-protocol';

const merchant = { merchantId: 'M-123', verificationCode: 'SECRETCODE' };
const order = {
  referenceNumber: 'DP-0001',
  amount: 10000,
  currency: 'ISK',
  description: 'Skráningargjald',
  language: 'IS' as const,
  successUrl: 'https://portal.is/verify-payment?checkoutId=DP-0001',
  serverSideUrl: 'https://portal.is/api/services/app/Payment/ProcessPrivateUserByTokenValitor',
  cancelUrl: 'https://portal.is/paymentError=1?checkoutId=DP-0001&error=cancelled',
  expiredUrl: 'https://portal.is/paymentError=1?checkoutId=DP-0001&error=expired',
};

// The vectors were computed apart from this code, with `printf '%s' … | sha256sum` over the
// documented concatenation, so a change to the order of the fields fails here.
describe('the pay page protocol', () => {
  it('signs the request over the documented fields with the verification code', () => {
    const form = payPageForm(merchant, order);
    expect(form.DigitalSignature).toBe('9f7356e13002420d1441a64cda187247264575d321c7ac77515c0929dae3352a');
    expect(form).toMatchObject({
      MerchantID: 'M-123',
      AuthorizationOnly: '0',
      ReferenceNumber: 'DP-0001',
      Currency: 'ISK',
      Product_1_Quantity: '1',
      Product_1_Price: '10000',
      Product_1_Discount: '0',
      PaymentSuccessfulServerSideURL: order.serverSideUrl,
    });
    expect(formAmount(form)).toBe(10000);
  });

  it('signs the callback over the reference and the status query over the merchant and the reference', () => {
    expect(responseSignature(merchant, 'DP-0001')).toBe('121474a679fd1fac567f2d7aafa0e33bdd386d5555761558e71e0b32d477ef6c');
    expect(statusQuerySignature(merchant, 'DP-0001')).toBe('0c6e559b97ee7586eb4cbb566a6796017c2320ebfffc278345c1f699a0922376');
  });

  it('changes the signature when any signed field changes', () => {
    const form = payPageForm(merchant, order);
    for (const field of [
      'Product_1_Price',
      'ReferenceNumber',
      'Currency',
      'MerchantID',
      'PaymentSuccessfulServerSideURL',
      'AuthorizationOnly',
    ]) {
      expect(requestSignature(merchant, { ...form, [field]: `${form[field]}x` }), field).not.toBe(form.DigitalSignature);
    }
    expect(requestSignature({ ...merchant, verificationCode: 'OTHER' }, form)).not.toBe(form.DigitalSignature);
  });

  it('compares signatures whatever their case, and refuses missing or short ones', () => {
    const signature = responseSignature(merchant, 'DP-0001');
    expect(signaturesMatch(signature, signature.toUpperCase())).toBe(true);
    expect(signaturesMatch(signature, undefined)).toBe(false);
    expect(signaturesMatch(signature, signature.slice(1))).toBe(false);
    expect(signaturesMatch(signature, `${signature.slice(0, -1)}0`)).toBe(signature.endsWith('0'));
  });
});
