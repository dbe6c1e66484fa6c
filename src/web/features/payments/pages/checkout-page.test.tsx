// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  checkout,
  errorResponse,
  organizationId,
  queryOf,
  registrationToken,
  serveFees,
  signInAs,
} from '../payments.test-support';

installFakeServer();

/** The forms posted to the card company: the test DOM cannot navigate, so the post is caught here. */
let posted: HTMLFormElement[];
beforeEach(() => {
  posted = [];
  sessionStorage.clear();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
});

const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, { type: input.type, value: input.value }]));

function serveCheckout(path: string) {
  fake.overrides[api(path)] = () => checkout;
  fake.overrides[api('Payment/RegisterClickOnPaymentButton')] = () => true;
}

describe('the checkout', () => {
  it('shows what a signed-in pilot pays for, then posts the signed fields to the card company’s page', async () => {
    signInAs(3);
    serveFees();
    serveCheckout('Payment/CreateCheckoutPage');
    renderApp('/payment');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(await screen.findByText('Drone pilot registration fee')).toBeTruthy();
    expect(screen.getByText('ISK 15,000')).toBeTruthy();
    expect(screen.getByText('5 years from the day of payment')).toBeTruthy();
    expect(screen.getByText(/secure payment page/)).toBeTruthy();
    // The test environment says so, with its test cards.
    expect(screen.getByText('Test environment')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0119')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(bodyOf('Payment/CreateCheckoutPage')).toEqual({ isOrg: false });
    expect(bodyOf('Payment/RegisterClickOnPaymentButton')).toEqual({ checkoutId: 'CO-7F3K9Q2M', checkoutKey: 'k3y-of-the-checkout' });
    const form = posted[0];
    expect(form.getAttribute('action')).toBe('https://pay.example.com/checkout');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.isConnected).toBe(true);
    expect(fieldsOf(form)).toEqual({
      MerchantId: { type: 'hidden', value: '42' },
      ReferenceNumber: { type: 'hidden', value: 'CO-7F3K9Q2M' },
      Amount: { type: 'hidden', value: '15000' },
      DigitalSignature: { type: 'hidden', value: 'abc123' },
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText("Opening the card company's payment page…")).toBeTruthy();
    // The way back needs to know what was paid for.
    expect(JSON.parse(sessionStorage.getItem('payment.checkout')!)).toEqual({
      type: 3,
      isOrg: false,
      orgId: null,
      checkoutId: 'CO-7F3K9Q2M',
      checkoutKey: 'k3y-of-the-checkout',
    });
  });

  it('starts an organisation’s payment from its registration link, for the organisation the link entered', async () => {
    serveFees();
    fake.overrides['/api/TokenAuth/GetOrganizationByToken'] = () => ({ id: organizationId, name: 'Norðurljósamyndir hf.' });
    serveCheckout('Payment/RegisterOrganizationPayment');
    sessionStorage.setItem('registration.token', registrationToken);
    renderApp('/payment/1');

    expect(await screen.findByText('Registration fee of an organisation with fewer than 250 staff')).toBeTruthy();
    expect(await screen.findByText('Norðurljósamyndir hf.')).toBeTruthy();
    expect(screen.getByText('ISK 50,000')).toBeTruthy();
    expect(queryOf('/api/TokenAuth/GetOrganizationByToken').get('token')).toBe(registrationToken);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(bodyOf('Payment/RegisterOrganizationPayment')).toEqual({ token: registrationToken, organizationId });
    expect(callsTo('Payment/CreateCheckoutPage')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('payment.checkout')!)).toMatchObject({
      type: 1,
      isOrg: true,
      orgId: 5,
    });
  });

  it('starts a pilot’s payment from an older registration link without a session, taking its token out of the address', async () => {
    serveFees({ isSandbox: false });
    serveCheckout('Payment/RegisterPrivatePayment');
    const router = renderApp(`/payment/3?token=${registrationToken}`);
    await screen.findByText('Drone pilot registration fee');
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('registration.token')).toBe(registrationToken);
    expect(screen.queryByText('Test environment')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(bodyOf('Payment/RegisterPrivatePayment')).toEqual({ token: registrationToken, pilotType: 3 });
  });

  it('asks a contact person who pays, tells the server the choice and keeps the session it answers', async () => {
    signInAs(4, 'main');
    serveFees();
    serveCheckout('Payment/CreateCheckoutPage');
    fake.overrides[api('Organization/UpdatePaymentAccount')] = () => ({
      accessToken: 'fresh-token',
      encryptedAccessToken: 'fresh-encrypted',
      expireInSeconds: 86_400,
      isPilot: false,
      userTypeId: 4,
      status: 1,
      userId: 1,
    });
    renderApp('/payment');
    await screen.findByText("Registration fee of an organisation's contact person");

    // Nothing is chosen for them: a payment is a decision.
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Choose who pays.')).toBeTruthy();
    expect(callsTo('Organization/UpdatePaymentAccount')).toHaveLength(0);
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('radio', { name: "On the organisation's account" }));
    expect(await screen.findByText('Norðurljósamyndir hf.')).toBeTruthy();
    // On its account the organisation's own fee is paid, which follows its size.
    expect(screen.getByText('Registration fee of an organisation with fewer than 250 staff')).toBeTruthy();
    expect(screen.getByText('ISK 50,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(bodyOf('Organization/UpdatePaymentAccount')).toEqual({ isPrivateContactPersonPayment: false });
    expect(bodyOf('Payment/CreateCheckoutPage')).toEqual({ isOrg: true, organizationId });
    // The new session is kept as the sign-in keeps one (remembered, as the old one was), and the checkout is made with it.
    expect(localStorage.getItem('auth.accessToken')).toBe('fresh-token');
    expect(localStorage.getItem('auth.userStatus')).toBe('1');
    const headers = callsTo('Payment/CreateCheckoutPage')[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer fresh-token');
  });

  it('keeps no session for a contact person carried by the step credential, and pays with the credential', async () => {
    serveFees();
    serveCheckout('Payment/RegisterPrivatePayment');
    sessionStorage.setItem('registration.token', registrationToken);
    fake.overrides[api('Organization/UpdatePaymentAccount')] = () => ({
      accessToken: null,
      encryptedAccessToken: null,
      expireInSeconds: 0,
      isPilot: false,
      userTypeId: 4,
      status: 1,
      userId: 1,
    });
    renderApp('/payment/4');
    fireEvent.click(await screen.findByRole('radio', { name: 'I pay privately' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(bodyOf('Organization/UpdatePaymentAccount')).toEqual({ token: registrationToken, isPrivateContactPersonPayment: true });
    expect(bodyOf('Payment/RegisterPrivatePayment')).toEqual({ token: registrationToken, pilotType: 4 });
    expect(localStorage.getItem('auth.accessToken')).toBeNull();
    expect(sessionStorage.getItem('auth.accessToken')).toBeNull();
  });

  it('says a refused step credential was closed, and offers sign-in', async () => {
    serveFees();
    sessionStorage.setItem('registration.token', registrationToken);
    fake.overrides[api('Payment/RegisterPrivatePayment')] = () =>
      errorResponse(400, { message: 'This step of the registration is closed: the registration was finished. Sign in to continue.' });
    renderApp('/payment/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with card' }));
    expect(await screen.findByText(/registration is closed/)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link', { name: 'Sign in' }).some((a) => a.getAttribute('href')?.startsWith('/account/login'))).toBe(true);
    await expectNoAxeViolations();
  });

  it('tells the server when a contact person pays privately', async () => {
    signInAs(4, 'main');
    serveFees();
    serveCheckout('Payment/CreateCheckoutPage');
    fake.overrides[api('Organization/UpdatePaymentAccount')] = () => ({
      accessToken: 'fresh-token',
      encryptedAccessToken: 'fresh-encrypted',
      expireInSeconds: 86_400,
      isPilot: false,
      userTypeId: 4,
      status: 1,
      userId: 1,
    });
    renderApp('/payment/4');
    fireEvent.click(await screen.findByRole('radio', { name: 'I pay privately' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(bodyOf('Organization/UpdatePaymentAccount')).toEqual({ isPrivateContactPersonPayment: true });
    expect(bodyOf('Payment/CreateCheckoutPage')).toEqual({ isOrg: false });
  });

  it('tells a contact person whose organisation has paid that nothing more is owed', async () => {
    signInAs(4, 'main');
    serveFees();
    fake.overrides[api('Organization/UpdatePaymentAccount')] = () => ({
      accessToken: 'fresh-token',
      encryptedAccessToken: 'fresh-encrypted',
      expireInSeconds: 86_400,
      isPilot: false,
      userTypeId: 4,
      status: 0,
      userId: 1,
    });
    renderApp('/payment/4');
    fireEvent.click(await screen.findByRole('radio', { name: "On the organisation's account" }));
    await screen.findByText('Norðurljósamyndir hf.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    expect(await screen.findByText("The organisation's fee is paid and covers you too. There is nothing more to pay.")).toBeTruthy();
    expect(localStorage.getItem('auth.userStatus')).toBe('0');
    expect(callsTo('Payment/CreateCheckoutPage')).toHaveLength(0);
    expect(posted).toHaveLength(0);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'To My pages' }).getAttribute('href')).toBe('/my-site/default');
  });

  it('says in place when the checkout cannot be created, and posts nothing', async () => {
    signInAs(3);
    serveFees();
    fake.overrides[api('Payment/CreateCheckoutPage')] = () => errorResponse(400, { message: 'The fee is already paid.' });
    renderApp('/payment');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with card' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The payment could not be started')).toBeTruthy();
    expect(within(alert).getByText('The fee is already paid.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toHaveLength(0);
    expect(callsTo('Payment/RegisterClickOnPaymentButton')).toHaveLength(0);
  });

  it('presets the type and organisation from the certificate checkout’s address', async () => {
    signInAs(2, 'main');
    serveFees();
    serveCheckout('Payment/CreateCheckoutPage');
    renderApp(`/payment-certificate/2/${organizationId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate payment' })).toBeTruthy();
    expect(await screen.findByText('Registration fee of an organisation with 250 staff or more')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(bodyOf('Payment/CreateCheckoutPage')).toEqual({ isOrg: true, organizationId });
  });

  it('asks a visitor without a session or a registration link to sign in', async () => {
    serveFees();
    renderApp('/payment/3');
    expect(await screen.findByText(/Sign in to pay, or open the link/)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Fpayment%2F3',
    );
    expect(callsTo('Payment/GetFees')).toHaveLength(0);
  });

  it('reads in Icelandic, with the amount in krónur', async () => {
    signInAs(3);
    serveFees();
    await act(() => i18n.changeLanguage('is'));
    renderApp('/payment');
    expect(await screen.findByText('Skráningargjald fjarflugmanns')).toBeTruthy();
    expect(screen.getByText('15.000 kr.')).toBeTruthy();
    expect(screen.getByText('5 ár frá greiðsludegi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Greiða með korti' })).toBeTruthy();
    expect(screen.getByText('Prófunarumhverfi')).toBeTruthy();
  });
});
