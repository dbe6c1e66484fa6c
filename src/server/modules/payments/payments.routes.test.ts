import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentKind, PaymentStatus, UserStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { insertPayment } from '../../seed/factories/payments';
import { calendarDay } from '../../kernel/calendar';
import { createTestApp, type TestApp } from '../../test/harness';
import { addContact, organization, person, tenantWithAdmin } from '../organizations/organizations.test-support';
import { checkout, paymentApi, sendCallback, signedCallback, standingOf } from './payments.test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

const pay = async (token: string, body?: Record<string, unknown>) => {
  const order = await checkout(t, token, body);
  expect((await sendCallback(t, signedCallback(t, order))).status).toBe(200);
  return order;
};
const addDays = (iso: string, days: number) => calendarDay(new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000));
const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
const statusOfUser = async (token: string) =>
  (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token })).body.result.user.statusId as number;
const contactPerson = (statusId: number = UserStatus.NeedPaymentToLogin) =>
  t.userWith([Permission.Pilot], { fields: { userTypeId: UserType.ContactPerson, statusId } });

describe('fees and the provider', () => {
  it('lists every type’s fee from the settings, in the reader’s language, to anyone', async () => {
    const res = await t.call('GET', `${paymentApi}/GetFees`, { language: 'en' });
    expect(res.body.result).toMatchObject({ validYears: 5, currency: 'ISK', isSandbox: true });
    expect(res.body.result.fees).toEqual([
      { userTypeId: 1, amount: 15000, currency: 'ISK', description: 'Operator registration: organisation with fewer than 250 staff' },
      { userTypeId: 2, amount: 45000, currency: 'ISK', description: 'Operator registration: organisation with 250 staff or more' },
      { userTypeId: 3, amount: 5000, currency: 'ISK', description: 'Drone pilot registration fee' },
      { userTypeId: 4, amount: 15000, currency: 'ISK', description: 'Organisation contact person registration fee' },
    ]);
    const info = await t.call('GET', `${paymentApi}/GetPaymentValitorInfo`, { query: { amount: 5000 } });
    expect(info.body.result).toEqual({
      provider: 'sandbox',
      isSandbox: true,
      merchantId: 'SANDBOX-1',
      payPageUrl: 'http://portal.test/sandbox-pay',
      currency: 'ISK',
      amount: 5000,
    });
    expect(JSON.stringify(info.body)).not.toContain(t.deps.paymentProvider.merchant.verificationCode);
    expect((await t.call('GET', `${paymentApi}/GetPaymentValitorInfo`, { query: { amount: -1 } })).status).toBe(400);
  });
});

describe('a pilot’s fee', () => {
  it('is valid for PaymentValidYear years, listed newest first, renewed from the end of the last, and not taken twice', async () => {
    const pilot = await person(t);
    const first = await pay(pilot.token);
    const today = calendarDay(new Date());
    const fiveYearsLess1 = addDays(addYears(today, 5), -1);
    expect(await standingOf(t, pilot.token)).toMatchObject({ isValid: true, validUntil: fiveYearsLess1, renewalDue: false, amount: 5000 });
    const again = await t.call('POST', `${paymentApi}/CreateCheckoutPage`, { token: pilot.token, body: { isOrg: false } });
    expect(again.status).toBe(400);

    // A pilot whose fee runs out within the renewal window renews from the day after it.
    const renewing = await person(t);
    const endsSoon = addDays(today, 30);
    const old = await insertPayment(t.database.db, {
      tenantId: null,
      userId: renewing.id,
      validFrom: addYears(today, -5),
      validUntil: endsSoon,
    });
    expect(await standingOf(t, renewing.token)).toMatchObject({ isValid: true, validUntil: endsSoon, renewalDue: true });
    const renewal = await pay(renewing.token);
    const history = await t.call('GET', '/api/services/app/Pilot/GetPilotPayment', { token: renewing.token });
    expect(history.body.result.map((p: { checkoutId: string }) => p.checkoutId)).toEqual([renewal.checkoutId, old.checkoutId]);
    expect(history.body.result[0]).toMatchObject({
      pilotId: renewing.pilotId,
      cost: 5000,
      monetaryUnit: 'ISK',
      validFrom: addDays(endsSoon, 1),
      validUntil: addDays(addYears(addDays(endsSoon, 1), 5), -1),
      status: PaymentStatus.Paid,
    });
    expect(first.checkoutId).not.toBe(renewal.checkoutId);
  });

  it('moves a pilot who was asked to pay at home to no payment needed, and one whose fee ran out back again', async () => {
    const pilot = await t.userWith([Permission.Pilot], { fields: { userTypeId: UserType.Pilot, statusId: UserStatus.PaymentAtHomePage } });
    await pay(pilot.token);
    expect(await statusOfUser(pilot.token)).toBe(UserStatus.NoNeedPayment);
    const lapsed = await t.userWith([Permission.Pilot], { fields: { userTypeId: UserType.Pilot, statusId: UserStatus.NoNeedPayment } });
    const today = calendarDay(new Date());
    await insertPayment(t.database.db, {
      tenantId: null,
      userId: lapsed.id,
      validFrom: addYears(today, -5),
      validUntil: addDays(today, -1),
    });
    const { markLapsedFees } = await import('./settlement.job');
    expect(await markLapsedFees(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await statusOfUser(lapsed.token)).toBe(UserStatus.PaymentAtHomePage);
    expect(await statusOfUser(pilot.token)).toBe(UserStatus.NoNeedPayment);
  });

  it('refuses a type that is not the payer’s, and asks for a session or a registration token', async () => {
    const pilot = await person(t);
    expect((await t.call('POST', `${paymentApi}/RegisterPrivatePayment`, { token: pilot.token, body: { pilotType: 4 } })).status).toBe(400);
    expect((await t.call('POST', `${paymentApi}/RegisterPrivatePayment`, { body: { pilotType: 3 } })).status).toBe(400);
    expect(
      (await t.call('POST', `${paymentApi}/RegisterPrivatePayment`, { body: { pilotType: 3, token: 'not-a-real-token-at-all' } })).status,
    ).toBe(400);
    expect((await t.call('POST', `${paymentApi}/CreateCheckoutPage`, { body: { isOrg: false } })).status).toBe(401);
    expect((await t.call('GET', '/api/services/app/Pilot/GetPilotPayment')).status).toBe(401);
  });
});

describe('an organisation’s fee', () => {
  it('is paid by its contact person at the price of its size, covers its contact persons and is listed for them', async () => {
    const main = await person(t);
    const organizationId = await organization(t, admin, main);
    const contact = await contactPerson();
    const contactPersonRecord = { ...contact, emailAddress: `${contact.userName}@example.com` };
    await addContact(t, main.token, organizationId, contactPersonRecord as never);

    expect((await standingOf(t, contact.token)).isValid).toBe(false);
    const order = await pay(main.token, { isOrg: true, organizationId });
    expect(order.amount).toBe(15000);
    expect(order.description).toContain('Loftmyndir');
    expect(await statusOfUser(contact.token)).toBe(UserStatus.NoNeedPayment);
    expect((await standingOf(t, contact.token)).isValid).toBe(true);
    expect(await standingOf(t, main.token, { isOrgPayment: true, orgId: organizationId })).toMatchObject({
      isValid: true,
      latest: { kind: PaymentKind.Organization, checkoutId: order.checkoutId },
    });

    const listed = await t.call('GET', '/api/services/app/Pilot/getOrganizationPayment', {
      token: contact.token,
      query: { organizationId },
    });
    expect(listed.body.result).toHaveLength(1);
    expect(
      (await t.call('GET', '/api/services/app/Pilot/getOrganizationPayment', { token: admin, query: { organizationId } })).status,
    ).toBe(200);
  });

  it('is not opened, seen or paid by people outside it, nor across tenants', async () => {
    const main = await person(t);
    const organizationId = await organization(t, admin, main);
    const outsider = await person(t);
    expect(
      (await t.call('POST', `${paymentApi}/RegisterOrganizationPayment`, { token: outsider.token, body: { organizationId } })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/services/app/Pilot/getOrganizationPayment', { token: outsider.token, query: { organizationId } })).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', `${paymentApi}/CheckValidPayment`, {
          token: outsider.token,
          body: { isOrgPayment: true, orgId: organizationId },
        })
      ).status,
    ).toBe(404);
    const other = await tenantWithAdmin(t);
    expect(
      (await t.call('GET', '/api/services/app/Pilot/getOrganizationPayment', { token: other.admin, query: { organizationId } })).status,
    ).toBe(404);

    // Nor can one follow another person's checkout.
    const order = await checkout(t, main.token, { isOrg: true, organizationId });
    const peek = await t.call('POST', `${paymentApi}/PushUserAndOrgInfoBackToBackend`, {
      token: outsider.token,
      body: { isOrgPayment: true, checkoutId: order.checkoutId },
    });
    expect(peek.status).toBe(404);
    expect(
      (await t.call('POST', `${paymentApi}/CheckValidPayment`, { token: outsider.token, body: { isOrgPayment: false, userId: main.id } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('POST', `${paymentApi}/CheckValidPayment`, { token: admin, body: { isOrgPayment: false, userId: main.id } })).status,
    ).toBe(200);
  });
});

describe('a contact person’s payment account', () => {
  it('pays privately at the contact person’s price, or is done on an organisation’s account whose fee is paid; a fresh session either way', async () => {
    const main = await person(t);
    const organizationId = await organization(t, admin, main);
    await pay(main.token, { isOrg: true, organizationId });

    const covered = await contactPerson();
    await addContact(t, main.token, organizationId, { ...covered, emailAddress: `${covered.userName}@example.com` } as never);
    const onAccount = await t.call('POST', '/api/services/app/Organization/UpdatePaymentAccount', {
      token: covered.token,
      body: { isPrivateContactPersonPayment: false },
    });
    expect(onAccount.status, JSON.stringify(onAccount.body)).toBe(200);
    expect(onAccount.body.result).toMatchObject({
      userTypeId: UserType.ContactPerson,
      status: UserStatus.NoNeedPayment,
      userId: covered.id,
    });
    expect(await statusOfUser(onAccount.body.result.accessToken)).toBe(UserStatus.NoNeedPayment);

    const privately = await contactPerson();
    const chosen = await t.call('POST', '/api/services/app/Organization/UpdatePaymentAccount', {
      token: privately.token,
      body: { isPrivateContactPersonPayment: true },
    });
    expect(chosen.body.result.status).toBe(UserStatus.NeedPaymentToLogin);
    const order = await pay(privately.token, { isOrg: false });
    expect(order.amount).toBe(15000);
    expect(await statusOfUser(privately.token)).toBe(UserStatus.NoNeedPayment);

    const pilot = await person(t);
    expect(
      (
        await t.call('POST', '/api/services/app/Organization/UpdatePaymentAccount', {
          token: pilot.token,
          body: { isPrivateContactPersonPayment: true },
        })
      ).status,
    ).toBe(400);
  });
});
