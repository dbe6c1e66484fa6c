import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentStatus } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { person } from '../organizations/organizations.test-support';
import { findEventsByCheckoutId, findPaymentByCheckoutId } from './payments.queries';
import { lateCallbackMs } from './sandbox-cards';
import { checkout, payOnSandbox, postForm, standingOf } from './payments.test-support';
import { settlePayments, settleAfterMs } from './settlement.job';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const statusOf = async (checkoutId: string) => (await findPaymentByCheckoutId(t.database.db, checkoutId))!.status;

describe('the sandbox provider', () => {
  it('shows its pay page in the order’s language only for a request signed by the merchant', async () => {
    const order = await checkout(t, (await person(t)).token);
    const page = await postForm(t, '/sandbox-pay', order.fields);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="is">');
    expect(page.body).toContain('Prufugreiðslusíða');
    expect(page.body).toMatch(/5\.000\s*kr/);
    expect(page.body).toContain('4242 4242 4242 4242');

    const tampered = await postForm(t, '/sandbox-pay', { ...order.fields, Product_1_Price: '1' });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toContain('ekki rétt undirrituð');
  });

  it('sends the browser only to the portal’s own addresses, whatever the unsigned fields say', async () => {
    const order = await checkout(t, (await person(t)).token);
    for (const [name, address] of [
      ['PaymentCancelledURL', 'https://evil.example/paymentError=1'],
      ['PaymentCancelledURL', 'javascript:alert(1)'],
      ['PaymentCancelledURL', `${t.deps.publicUrl}.evil.example/`],
      ['SessionExpiredRedirectURL', '//evil.example/'],
    ]) {
      const fields = { ...order.fields, [name]: address };
      const page = await postForm(t, '/sandbox-pay', fields);
      expect(page.status, address).toBe(400);
      expect(page.body).not.toContain('evil.example');
      const declined = await postForm(t, '/sandbox-pay/charge', {
        ...fields,
        CardNumber: '4000000000000002',
        ExpiryDate: '12/30',
        Cvc: '123',
      });
      expect(declined.status, address).toBe(400);
      expect(declined.headers.location).toBeUndefined();
    }
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Pending);
    const declined = await payOnSandbox(t, order, '4000000000000002');
    expect(new URL(declined.location).origin).toBe(new URL(t.deps.publicUrl).origin);
  });

  it('takes a good card, calls the portal back signed, and sends the browser to the verify page', async () => {
    const payer = await person(t);
    const order = await checkout(t, payer.token);
    const paid = await payOnSandbox(t, order);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location);
    expect(back.pathname).toBe('/verify-payment');
    expect(back.searchParams.get('checkoutId')).toBe(order.checkoutId);
    expect(back.searchParams.get('CardNumberMasked')).toBe('************4242');
    // The callback came first, server to server: the fee is already paid when the browser returns.
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Paid);
    expect((await standingOf(t, payer.token)).isValid).toBe(true);
  });

  it('sends a declined card back to the error page, grants nothing, and lets the payer try again with another card', async () => {
    const order = await checkout(t, (await person(t)).token);
    const declined = await payOnSandbox(t, order, '4000000000000002');
    const back = new URL(declined.location);
    expect(back.pathname).toBe('/paymentError=1');
    expect(back.searchParams.get('error')).toBe('declined');
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Pending);

    const again = await payOnSandbox(t, order);
    expect(new URL(again.location).pathname).toBe('/verify-payment');
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Paid);
  });

  it('shows the card form again with each error named when the card details are not valid', async () => {
    const order = await checkout(t, (await person(t)).token);
    const res = await postForm(t, '/sandbox-pay/charge', { ...order.fields, CardNumber: '1234', ExpiryDate: '13/99', Cvc: '1' });
    expect(res.status).toBe(422);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body.match(/class="errors"/g)!.length).toBeGreaterThanOrEqual(4);
  });
});

describe('a late callback', () => {
  it('comes ten seconds after the browser is back, and fulfils the payment then', { timeout: 30_000 }, async () => {
    const payer = await person(t);
    const order = await checkout(t, payer.token);
    const late = await payOnSandbox(t, order, '4000000000000358');
    expect(new URL(late.location).pathname).toBe('/verify-payment');
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Pending);
    await new Promise((resolve) => setTimeout(resolve, lateCallbackMs / 2));
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Pending);
    await vi.waitFor(async () => expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Paid), {
      timeout: lateCallbackMs,
      interval: 250,
    });
    expect((await standingOf(t, payer.token)).isValid).toBe(true);
  });
});

describe('the settlement of a lost callback', () => {
  it('asks the provider and fulfils a charge whose callback never came, once', async () => {
    const payer = await person(t);
    const order = await checkout(t, payer.token);
    const lost = await payOnSandbox(t, order, '4000000000000341');
    expect(new URL(lost.location).pathname).toBe('/verify-payment');
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Pending);

    // Too soon: a callback may still be on its way.
    expect((await settlePayments(t.deps)).asked).toBe(0);
    clock += settleAfterMs + 1000;
    const report = await settlePayments(t.deps);
    expect(report).toMatchObject({ paid: 1 });
    expect(await statusOf(order.checkoutId)).toBe(PaymentStatus.Paid);
    expect((await standingOf(t, payer.token)).isValid).toBe(true);
    expect((await settlePayments(t.deps)).paid).toBe(0);
    const kinds = (await findEventsByCheckoutId(t.database.db, order.checkoutId)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'fulfilled')).toHaveLength(1);
    expect(kinds).toContain('settled');
  });

  it('records a decline the provider reports, and expires an order the provider never saw once the pay page’s time is long past', async () => {
    const declined = await checkout(t, (await person(t)).token);
    await payOnSandbox(t, declined, '4000000000000119');
    const abandoned = await checkout(t, (await person(t)).token);
    clock += settleAfterMs + 1000;
    await settlePayments(t.deps);
    expect(await statusOf(declined.checkoutId)).toBe(PaymentStatus.Failed);
    expect(await statusOf(abandoned.checkoutId)).toBe(PaymentStatus.Pending);
    clock += 60 * 60_000;
    await settlePayments(t.deps);
    expect(await statusOf(abandoned.checkoutId)).toBe(PaymentStatus.Expired);
  });
});
