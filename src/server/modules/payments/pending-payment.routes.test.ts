import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutDto } from '../../../shared/contracts/payments';
import { PaymentStatus, UserStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { addContact, organization, person } from '../organizations/organizations.test-support';
import { setSetting } from './payments-admin.test-support';
import { findPaymentByCheckoutId } from './payments.queries';
import { checkout, paymentApi, payOnSandbox, sendCallback, signedCallback, standingOf } from './payments.test-support';
import { settleAfterMs, settlePayments } from './settlement.job';

/** A payment is never asked twice: while its confirmation is awaited nothing new opens, and its word changes the session. */
let t: TestApp;
let admin: string;
let clock = Date.parse('2030-05-04T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const lateCard = '4000000000000341';
const contactPerson = () =>
  t.userWith([Permission.Pilot], { fields: { userTypeId: UserType.ContactPerson, statusId: UserStatus.NeedPaymentToLogin } });
const configurationOf = async (token: string) => (await t.call('GET', '/AbpUserConfiguration/GetAll', { token })).body.result;
const comeBack = (token: string, order: CheckoutDto) =>
  t.call('POST', `${paymentApi}/PushUserAndOrgInfoBackToBackend`, { token, body: { isOrgPayment: false, checkoutId: order.checkoutId } });
const feeAnswer = async (token: string) => {
  const res = await t.call('POST', `${paymentApi}/GetContactPersonFee`, { token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};

describe('a payment whose confirmation comes late', () => {
  it('opens no second checkout by any call while it is awaited, says so, and frees the person once the provider confirms', async () => {
    const payer = await contactPerson();
    const order = await checkout(t, payer.token, { isOrg: false });
    const paid = await payOnSandbox(t, order, lateCard);
    expect(new URL(paid.location).pathname).toBe('/verify-payment');

    // Opened but not yet paid: asked again, the same checkout (two tabs, a double click).
    const back = await comeBack(payer.token, order);
    expect(back.status).toBe(200);
    expect(back.body.result).toMatchObject({ awaitingConfirmation: true, latest: { status: PaymentStatus.Pending } });

    for (const [path, body] of [
      ['CreateCheckoutPage', { isOrg: false }],
      ['RegisterPrivatePayment', { pilotType: UserType.ContactPerson }],
    ] as const) {
      const again = await t.call('POST', `${paymentApi}/${path}`, { token: payer.token, body });
      expect(again.status, path).toBe(400);
      expect(again.body.error?.message).toMatch(/staðfesting/i);
    }
    // An hour on, still unconfirmed: nothing is superseded and nothing new opens.
    clock += 2 * 60 * 60_000;
    expect((await t.call('POST', `${paymentApi}/CreateCheckoutPage`, { token: payer.token, body: { isOrg: false } })).status).toBe(400);
    clock -= 2 * 60 * 60_000;

    expect(await standingOf(t, payer.token)).toMatchObject({ isValid: false, awaitingConfirmation: true });
    expect(await feeAnswer(payer.token)).toMatchObject({ awaitingConfirmation: true });
    expect((await configurationOf(payer.token)).session.userStatus).toBe(UserStatus.NeedPaymentToLogin);

    clock += settleAfterMs + 1000;
    expect((await settlePayments(t.deps)).paid).toBeGreaterThanOrEqual(1);
    expect((await findPaymentByCheckoutId(t.database.db, order.checkoutId))!.status).toBe(PaymentStatus.Paid);
    // The same session, read again: the guard's payment mode has changed without signing in anew.
    expect((await configurationOf(payer.token)).session.userStatus).toBe(UserStatus.NoNeedPayment);
    expect(await standingOf(t, payer.token)).toMatchObject({ isValid: true, awaitingConfirmation: false });
  });

  it('still answers the same open checkout to a payer who has not come back from the pay page', async () => {
    const payer = await person(t);
    const first = await checkout(t, payer.token);
    expect((await checkout(t, payer.token)).checkoutId).toBe(first.checkoutId);
    expect((await standingOf(t, payer.token)).awaitingConfirmation).toBe(false);
  });
});

describe('the payer’s own history', () => {
  const history = async (token: string) => (await t.call('GET', '/api/services/app/Pilot/GetPilotPayment', { token })).body.result;
  const failed = (token: string, order: CheckoutDto, error: string) =>
    t.call('POST', `${paymentApi}/ProcessErrorPayment`, { token, body: { checkoutId: order.checkoutId, error } });

  it('shows a declined, a failed and a cancelled attempt as the provider has them, at once', async () => {
    const payer = await person(t);
    const declined = await checkout(t, payer.token);
    await payOnSandbox(t, declined, '4000000000000002');
    const res = await failed(payer.token, declined, 'declined');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: PaymentStatus.Declined, error: 'declined' });

    const failing = await checkout(t, payer.token);
    expect(failing.checkoutId).not.toBe(declined.checkoutId);
    await payOnSandbox(t, failing, '4000000000000119');
    await failed(payer.token, failing, 'failed');

    const cancelled = await checkout(t, payer.token);
    await failed(payer.token, cancelled, 'cancelled');

    const rows = await history(payer.token);
    const byId = (order: CheckoutDto) => rows.find((r: { checkoutId: string }) => r.checkoutId === order.checkoutId);
    expect(byId(declined)).toMatchObject({ status: PaymentStatus.Declined, error: 'declined' });
    expect(byId(failing)).toMatchObject({ status: PaymentStatus.Failed, error: 'failed' });
    expect(byId(cancelled)).toMatchObject({ status: PaymentStatus.Expired, error: 'cancelled' });
  });

  it('takes no browser’s word against a charge the provider made', async () => {
    const payer = await person(t);
    const order = await checkout(t, payer.token);
    await payOnSandbox(t, order, lateCard);
    const res = await failed(payer.token, order, 'cancelled');
    expect(res.body.result.status).toBe(PaymentStatus.Paid);
  });
});

describe('a contact person’s fee answer', () => {
  it('is one answer by the fee rules: paid personally, covered by the organisation, its fee due, or no fee', async () => {
    const main = await person(t);
    const organizationId = await organization(t, admin, main, { name: 'Svarfugl ehf.' });
    const due = await contactPerson();
    await addContact(t, main.token, organizationId, { ...due, emailAddress: `${due.userName}@example.com` } as never);

    const owed = await feeAnswer(due.token);
    expect(owed).toMatchObject({ answer: 'organizationFeeDue', organization: { id: organizationId, name: 'Svarfugl ehf.' } });
    expect(owed.choices.map((c: { payer: string }) => c.payer)).toEqual(['private', 'organization']);
    expect(owed.choices[0]).toMatchObject({ amount: 15000, currency: 'ISK' });

    // Paid personally: their own fee, and nothing to choose.
    const own = await contactPerson();
    const order = await checkout(t, own.token, { isOrg: false });
    expect((await sendCallback(t, signedCallback(t, order))).status).toBe(200);
    expect(await feeAnswer(own.token)).toMatchObject({ answer: 'paidPersonally', choices: [] });

    // The organisation pays: its fee covers its contact persons, whichever way they would have chosen.
    const orgOrder = await checkout(t, main.token, { isOrg: true, organizationId });
    expect((await sendCallback(t, signedCallback(t, orgOrder))).status).toBe(200);
    const covered = await feeAnswer(due.token);
    expect(covered).toMatchObject({ answer: 'coveredByOrganization', organization: { id: organizationId }, choices: [] });
    for (const isPrivateContactPersonPayment of [true, false]) {
      const chosen = await t.call('POST', '/api/services/app/Organization/UpdatePaymentAccount', {
        token: due.token,
        body: { isPrivateContactPersonPayment },
      });
      expect(chosen.body.result.status).toBe(UserStatus.NoNeedPayment);
    }

    // No fee set for contact persons: nothing is owed and nothing offered.
    const free = await contactPerson();
    await setSetting(t, admin, 'OrganizationPrice', '0');
    try {
      expect(await feeAnswer(free.token)).toMatchObject({ answer: 'noFee', choices: [] });
    } finally {
      await setSetting(t, admin, 'OrganizationPrice', '15000');
    }

    const pilot = await person(t);
    expect((await t.call('POST', `${paymentApi}/GetContactPersonFee`, { token: pilot.token, body: {} })).status).toBe(400);
    expect((await t.call('POST', `${paymentApi}/GetContactPersonFee`, { body: {} })).status).toBe(400);
  });
});
