import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { person } from '../../modules/organizations/organizations.test-support';
import { checkout, payOnSandbox } from '../../modules/payments/payments.test-support';
import { valitorProvider } from './provider';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** The merchant's adapter, pointed over a real socket at a provider that speaks the protocol: the sandbox. */
const merchantAdapter = (verificationCode = t.deps.paymentProvider.merchant.verificationCode) =>
  valitorProvider({
    merchantId: t.deps.paymentProvider.merchant.merchantId,
    verificationCode,
    payPageUrl: `${base}/sandbox-pay`,
    statusUrl: `${base}/sandbox-pay/status`,
  });

describe('the merchant’s adapter', () => {
  it('asks the provider what became of an order with a signed status query', async () => {
    const order = await checkout(t, (await person(t)).token);
    expect(await merchantAdapter().queryStatus(order.checkoutId)).toEqual({ referenceNumber: order.checkoutId, outcome: 'unknown' });
    await payOnSandbox(t, order, '4000000000000341');
    expect(await merchantAdapter().queryStatus(order.checkoutId)).toMatchObject({
      referenceNumber: order.checkoutId,
      outcome: 'paid',
      amount: 5000,
      currency: 'ISK',
      cardNumberMasked: '************0341',
    });
  });

  it('fails loudly when the provider refuses its signature, so the settlement records it unanswered', async () => {
    await expect(merchantAdapter('wrong-code').queryStatus('DP-ANY')).rejects.toThrow(/403/);
  });
});
