import { expect } from 'vitest';
import type { CheckoutDto } from '../../../shared/contracts/payments';
import { responseSignature } from '../../adapters/payment-provider/pay-page-protocol';
import type { TestApp } from '../../test/harness';
import { callbackPath } from './checkout.service';

export const paymentApi = '/api/services/app/Payment';

/** A form post to the portal, as the card provider and the sandbox's pages make them. */
export async function postForm(t: TestApp, url: string, fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

/** Opens a signed-in person's checkout of their own fee. */
export async function checkout(t: TestApp, token: string, body: Record<string, unknown> = { isOrg: false }): Promise<CheckoutDto> {
  const res = await t.call('POST', `${paymentApi}/CreateCheckoutPage`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as CheckoutDto;
}

/** The provider's callback for a checkout, signed with the test app's sandbox merchant. */
export function signedCallback(t: TestApp, checkout: CheckoutDto, fields: Record<string, string> = {}): Record<string, string> {
  return {
    ReferenceNumber: checkout.checkoutId,
    TransactionNumber: '12345678',
    AuthorizationNumber: '654321',
    CardType: 'VISA',
    CardNumberMasked: '************4242',
    Date: new Date().toISOString(),
    Amount: String(checkout.amount),
    Currency: checkout.currency,
    DigitalSignatureResponse: responseSignature(t.deps.paymentProvider.merchant, checkout.checkoutId),
    ...fields,
  };
}

export const sendCallback = (t: TestApp, fields: Record<string, string>) => postForm(t, callbackPath, fields);

/** Pays a checkout on the sandbox's page with a test card; answers where the browser is sent. */
export async function payOnSandbox(t: TestApp, checkout: CheckoutDto, cardNumber = '4242424242424242') {
  const page = await postForm(t, '/sandbox-pay', checkout.fields);
  expect(page.status, page.body).toBe(200);
  const res = await postForm(t, '/sandbox-pay/charge', { ...checkout.fields, CardNumber: cardNumber, ExpiryDate: '12/30', Cvc: '123' });
  return { status: res.status, location: String(res.headers.location ?? ''), body: res.body };
}

export async function standingOf(t: TestApp, token: string, body: Record<string, unknown> = { isOrgPayment: false }) {
  const res = await t.call('POST', `${paymentApi}/CheckValidPayment`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}
