import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutDto } from '../../../shared/contracts/payments';
import { PaymentStatus } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { organization, person } from '../organizations/organizations.test-support';
import { payableForMs } from './checkout.service';
import { findEventsByCheckoutId, findPaymentByCheckoutId, findPaymentsOf } from './payments.queries';
import { paymentApi, sendCallback, signedCallback } from './payments.test-support';

/** One open checkout per fee (decision 0025): asked again, by anyone who may pay it, the same one. */
let t: TestApp;
let admin: string;
let clock = Date.parse('2030-03-02T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

async function registerPrivate(token: string): Promise<CheckoutDto> {
  const res = await t.call('POST', `${paymentApi}/RegisterPrivatePayment`, { token, body: { pilotType: 3 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}
const pendingOf = async (userId: number) =>
  (await findPaymentsOf(t.database.db, null, { kind: 'person', userId })).filter((p) => p.status === PaymentStatus.Pending);

describe('RegisterPrivatePayment', () => {
  it('answers a second call with the first checkout, signed alike, while it can be paid; paying it settles the fee', async () => {
    const payer = await person(t);
    const first = await registerPrivate(payer.token);
    const second = await registerPrivate(payer.token);
    expect(second).toEqual(first);
    expect(await pendingOf(payer.id)).toHaveLength(1);
    expect((await findEventsByCheckoutId(t.database.db, first.checkoutId)).map((e) => e.kind)).toEqual(['checkout', 'checkoutAgain']);

    expect((await sendCallback(t, signedCallback(t, first))).status).toBe(200);
    const again = await t.call('POST', `${paymentApi}/RegisterPrivatePayment`, { token: payer.token, body: { pilotType: 3 } });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toMatch(/greitt|paid/i);
  });

  it('opens one checkout when called many times at once', async () => {
    const payer = await person(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => registerPrivate(payer.token)));
    expect(new Set(answers.map((a) => a.checkoutId)).size).toBe(1);
    expect(await pendingOf(payer.id)).toHaveLength(1);
  });

  it('opens a new one once the first is past any pay page, and the first can no longer be paid anew', async () => {
    const payer = await person(t);
    const first = await registerPrivate(payer.token);
    clock += payableForMs + 1000;
    const second = await registerPrivate(payer.token);
    expect(second.checkoutId).not.toBe(first.checkoutId);
    expect(await findPaymentByCheckoutId(t.database.db, first.checkoutId)).toMatchObject({
      status: PaymentStatus.Expired,
      error: 'superseded',
    });
    expect(await pendingOf(payer.id)).toHaveLength(1);
  });
});

describe('an organisation’s fee', () => {
  it('has one open checkout too, whoever of its people asks and however many at once', async () => {
    const main = await person(t);
    const organizationId = await organization(t, admin, main);
    const open = () => t.call('POST', `${paymentApi}/RegisterOrganizationPayment`, { token: main.token, body: { organizationId } });
    const answers = await Promise.all([open(), open(), open(), open()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.result.checkoutId)).size).toBe(1);
    const pending = (await findPaymentsOf(t.database.db, null, { kind: 'organization', organizationId })).filter(
      (p) => p.status === PaymentStatus.Pending,
    );
    expect(pending).toHaveLength(1);
  });
});

describe('the database', () => {
  it('refuses a second open checkout of the same fee, whatever writes it', async () => {
    const payer = await person(t);
    const first = await registerPrivate(payer.token);
    const row = (await findPaymentByCheckoutId(t.database.db, first.checkoutId))!;
    const { id: _id, ...copy } = row;
    await expect(
      t.database.pool.query(
        `insert into payments (checkout_id, user_id, kind, user_type_id, payer_name, payer_email, language, description, amount, provider, status)
        values ('DP-COPY-1', $1, $2, 3, 'x', 'x@example.com', 'is', 'x', 5000, 'sandbox', 0)`,
        [copy.userId, copy.kind],
      ),
    ).rejects.toThrow(/payments_one_open_private_key/);
  });
});

describe('the way back from the pay page', () => {
  const who = ['payerName', 'payerEmail', 'userId', 'organizationId', 'organizationName', 'organizationNumber'];

  it('shows a checkout only to its payer’s session or the browser that opened it, and nothing of who paid', async () => {
    const main = await person(t, null, { name: 'Þórdís', surname: 'Leynd' });
    const organizationId = await organization(t, admin, main, { name: 'Leyndarmál ehf.' });
    const opened = await t.call('POST', `${paymentApi}/RegisterOrganizationPayment`, { token: main.token, body: { organizationId } });
    const order: CheckoutDto = opened.body.result;
    const { checkoutId, checkoutKey } = order;
    const back = (body: Record<string, unknown>, token?: string) =>
      t.call('POST', `${paymentApi}/PushUserAndOrgInfoBackToBackend`, { token, body: { isOrgPayment: true, ...body } });
    // The pay page's session ran out: the provider holds no charge, and the checkout stays open to pay.
    const failed = (body: Record<string, unknown>, token?: string) =>
      t.call('POST', `${paymentApi}/ProcessErrorPayment`, { token, body: { error: 'expired', ...body } });

    // The reference alone, as an address or a shared screenshot carries it: nothing.
    for (const res of [await back({ checkoutId }), await failed({ checkoutId })]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Leynd|Þórdís/);
    }
    // Another person's session, or a key of another checkout: nothing either.
    const stranger = await person(t);
    expect((await back({ checkoutId }, stranger.token)).status).toBe(404);
    const other = await registerPrivate(stranger.token);
    expect((await back({ checkoutId, checkoutKey: other.checkoutKey })).status).toBe(404);

    // The browser that opened it, by its key, and the payer's session: what was paid, not who paid.
    for (const res of [
      await back({ checkoutId, checkoutKey }),
      await failed({ checkoutId, checkoutKey }),
      await back({ checkoutId }, main.token),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const state = res.body.result.latest ?? res.body.result;
      expect(state).toMatchObject({ checkoutId, status: PaymentStatus.Pending, amount: order.amount });
      for (const member of who) expect(state).not.toHaveProperty(member);
    }
  });
});
