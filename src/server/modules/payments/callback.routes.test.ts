import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { person, type Person } from '../organizations/organizations.test-support';
import { findEventsByCheckoutId, findPaymentByCheckoutId } from './payments.queries';
import { checkout, paymentApi, sendCallback, signedCallback, standingOf } from './payments.test-support';

let t: TestApp;
let pilot: Person;

beforeAll(async () => {
  t = await createTestApp();
  pilot = await person(t);
});
afterAll(() => t.close());

const paymentOf = async (checkoutId: string) => (await findPaymentByCheckoutId(t.database.db, checkoutId))!;
const eventsOf = async (checkoutId: string) => (await findEventsByCheckoutId(t.database.db, checkoutId)).map((e) => e.kind);

describe('the provider’s callback', () => {
  it('grants nothing for the browser’s return alone, and the fee once the signed callback comes', async () => {
    const someone = await person(t);
    const order = await checkout(t, someone.token);
    expect(order).toMatchObject({ amount: 5000, currency: 'ISK', isSandbox: true, payPageUrl: 'http://portal.test/sandbox-pay' });
    const click = (body: Record<string, unknown>) => t.call('POST', `${paymentApi}/RegisterClickOnPaymentButton`, { body });
    // The browser that opened it holds its key; the reference alone is no one's.
    expect((await click({ checkoutId: order.checkoutId })).status).toBe(404);
    expect((await click({ checkoutId: order.checkoutId, checkoutKey: order.checkoutKey })).status).toBe(200);

    // The browser comes back claiming success, with the provider's fields copied into its address.
    const back = await t.call('POST', `${paymentApi}/PushUserAndOrgInfoBackToBackend`, {
      token: someone.token,
      body: { isOrgPayment: false, checkoutId: order.checkoutId, paymentId: '12345678' },
    });
    expect(back.body.result).toMatchObject({ isValid: false, latest: { status: PaymentStatus.Pending } });
    expect((await standingOf(t, someone.token)).isValid).toBe(false);

    const res = await sendCallback(t, signedCallback(t, order));
    expect(res).toMatchObject({ status: 200, body: 'OK' });
    const standing = await standingOf(t, someone.token);
    expect(standing).toMatchObject({
      isValid: true,
      renewalDue: false,
      latest: { status: PaymentStatus.Paid, cardNumberMasked: '************4242' },
    });
    expect(await eventsOf(order.checkoutId)).toEqual(['checkout', 'click', 'return', 'fulfilled', 'callback']);
  });

  it('fulfils a callback replayed ten times in parallel once', async () => {
    const order = await checkout(t, (await person(t)).token);
    const fields = signedCallback(t, order);
    const replies = await Promise.all(Array.from({ length: 10 }, () => sendCallback(t, fields)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const events = await eventsOf(order.checkoutId);
    expect(events.filter((kind) => kind === 'fulfilled')).toHaveLength(1);
    expect(events.filter((kind) => kind === 'callbackReplay')).toHaveLength(9);
    const payment = await paymentOf(order.checkoutId);
    expect(payment.status).toBe(PaymentStatus.Paid);
  });

  it.each([
    ['signature', { DigitalSignatureResponse: '0'.repeat(64) }],
    ['amount', { Amount: '1' }],
    ['currency', { Currency: 'EUR' }],
  ])('refuses and records a tampered %s', async (reason, tampered) => {
    const order = await checkout(t, (await person(t)).token);
    const res = await sendCallback(t, signedCallback(t, order, tampered));
    expect(res).toMatchObject({ status: 400, body: reason });
    expect((await paymentOf(order.checkoutId)).status).toBe(PaymentStatus.Pending);
    const [refusal] = (await findEventsByCheckoutId(t.database.db, order.checkoutId)).filter((e) => e.kind === 'callbackRefused');
    expect(refusal!.detail).toMatchObject({ reason });
  });

  it('refuses and records a callback for an order it never made, or another order’s signature', async () => {
    const order = await checkout(t, pilot.token);
    const other = await checkout(t, (await person(t)).token);
    const forged = signedCallback(t, order, { ReferenceNumber: other.checkoutId });
    expect(await sendCallback(t, forged)).toMatchObject({ status: 400, body: 'signature' });
    expect(await sendCallback(t, signedCallback(t, { ...order, checkoutId: 'DP-NOSUCHORDER' }))).toMatchObject({
      status: 400,
      body: 'unknownOrder',
    });
    expect(await eventsOf('DP-NOSUCHORDER')).toEqual(['callbackRefused']);
    expect((await paymentOf(other.checkoutId)).status).toBe(PaymentStatus.Pending);
  });

  it('never sends card data to the portal: the checkout is a form for the pay page, signed', async () => {
    const order = await checkout(t, (await person(t)).token);
    expect(Object.keys(order.fields)).not.toContain('CardNumber');
    expect(order.fields).toMatchObject({
      MerchantID: 'SANDBOX-1',
      ReferenceNumber: order.checkoutId,
      Product_1_Price: '5000',
      Currency: 'ISK',
    });
    expect(order.fields.DigitalSignature).toMatch(/^[0-9a-f]{64}$/);
    expect(order.fields.PaymentSuccessfulServerSideURL).toBe(
      `http://portal.test/api/services/app/Payment/ProcessPrivateUserByTokenValitor`,
    );
  });
});
