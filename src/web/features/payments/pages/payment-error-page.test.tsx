// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../../shared/enums';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, checkout, payment, registrationToken, serveFees } from '../payments.test-support';

installFakeServer();

const processError = 'Payment/ProcessErrorPayment';
const back = (error: string) => `/paymentError=1?checkoutId=${checkout.checkoutId}&error=${error}`;

beforeEach(() => {
  sessionStorage.clear();
  fake.overrides[api(processError)] = () => payment(PaymentStatus.Declined);
});

describe('the payment error page', () => {
  it('says the card was declined and nothing was charged, tells the server once, and tries the same checkout again', async () => {
    sessionStorage.setItem('payment.checkout', JSON.stringify({ type: 3, isOrg: false, orgId: null, checkoutId: checkout.checkoutId }));
    sessionStorage.setItem('registration.token', registrationToken);
    serveFees();
    const router = renderApp(back('declined'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The card was declined')).toBeTruthy();
    expect(within(alert).getByText(/declined the card and nothing was charged/)).toBeTruthy();
    expect(within(alert).getByText(`Reference: ${checkout.checkoutId}`)).toBeTruthy();
    await waitFor(() => expect(callsTo(processError)).toHaveLength(1));
    expect(bodyOf(processError)).toEqual({ checkoutId: checkout.checkoutId, error: 'declined' });
    expect(screen.getByRole('link', { name: 'To the front page' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/3'));
    // The step credential stays in the tab, out of the address (decision 0024).
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Pay with card' })).toBeTruthy();
    expect(callsTo(processError)).toHaveLength(1);
  });

  it.each([
    ['failed', 'The payment could not be completed'],
    ['cancelled', 'The payment was cancelled'],
    ['expired', 'The payment page timed out'],
    ['something-else', 'The payment could not be completed'],
  ])('explains %s', async (error, title) => {
    renderApp(back(error));
    expect(await within(await screen.findByRole('alert')).findByText(title)).toBeTruthy();
    // Without a remembered checkout, trying again starts from the person's own fee.
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/payment');
  });

  it('reads in Icelandic', async () => {
    await act(() => i18n.changeLanguage('is'));
    renderApp(back('declined'));
    expect(await screen.findByText('Kortinu var hafnað')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reyna aftur' })).toBeTruthy();
  });
});
