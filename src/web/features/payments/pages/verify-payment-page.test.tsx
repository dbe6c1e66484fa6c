// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentStatus, UserStatus } from '../../../../shared/enums';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, checkout, payment, registrationToken, signInAs, standing } from '../payments.test-support';

installFakeServer();

const push = 'Payment/PushUserAndOrgInfoBackToBackend';
const back = `/verify-payment?checkoutId=${checkout.checkoutId}&ReferenceNumber=${checkout.checkoutId}`;

/** The server's answers in turn, the last repeated. */
function serveInTurn(...statuses: number[]) {
  let call = 0;
  fake.overrides[api(push)] = () => standing({ latest: payment(statuses[Math.min(call++, statuses.length - 1)]) });
}

function remember(context: { type: number; isOrg: boolean; orgId: number | null }) {
  sessionStorage.setItem(
    'payment.checkout',
    JSON.stringify({ ...context, checkoutId: checkout.checkoutId, checkoutKey: checkout.checkoutKey }),
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the way back from the card company', () => {
  it('waits for the card company’s confirmation, then shows the payment with its receipt and the way on', async () => {
    signInAs(3, 'none', UserStatus.NeedPaymentToLogin);
    serveInTurn(PaymentStatus.Pending, PaymentStatus.Paid);
    renderApp(back);

    const waiting = await screen.findByText('Waiting for confirmation from the card company…');
    // Announced: it sits in a live status region.
    expect(waiting.closest('[role="status"]')).toBeTruthy();
    await expectNoAxeViolations();

    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(callsTo(push).length).toBe(2);
    expect(bodyOf(push)).toEqual({ isOrgPayment: false, checkoutId: checkout.checkoutId });
    expect(screen.getByText('ISK 15,000')).toBeTruthy();
    expect(screen.getByText(checkout.checkoutId)).toBeTruthy();
    expect(screen.getByText('02/05/2026 to 02/05/2031')).toBeTruthy();
    const receipt = screen.getByRole('link', { name: 'Download receipt' });
    expect(receipt.getAttribute('href')).toBe('/api/services/app/Payment/GetPaymentReceipt?id=71');
    expect(receipt.getAttribute('download')).toBe('Receipt_71.pdf');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'To My pages' }).getAttribute('href')).toBe('/my-site/default');
    // Paid: the guard no longer sends this session to the fee step.
    await waitFor(() => expect(localStorage.getItem('auth.userStatus')).toBe('0'));
    await expectNoAxeViolations();
  });

  it('checks a registrant’s payment by its reference and the tab’s key, lets the spent step credential go, and asks them to sign in', async () => {
    sessionStorage.setItem('registration.token', registrationToken);
    remember({ type: 1, isOrg: true, orgId: 5 });
    serveInTurn(PaymentStatus.Paid);
    renderApp(back);
    expect(await screen.findByText('Payment received')).toBeTruthy();
    // The tab that opened the checkout hands in its key, and no step credential: the payment ended
    // the registration and the credential with it (decisions 0024, 0025).
    expect(bodyOf(push)).toEqual({
      isOrgPayment: true,
      checkoutId: checkout.checkoutId,
      checkoutKey: checkout.checkoutKey,
      orgId: 5,
    });
    await waitFor(() => expect(sessionStorage.getItem('registration.token')).toBeNull());
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
  });

  it('explains a declined card and offers the same checkout again', async () => {
    remember({ type: 3, isOrg: false, orgId: null });
    serveInTurn(PaymentStatus.Declined);
    renderApp(back);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The card was declined')).toBeTruthy();
    expect(within(alert).getByText(/nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/payment/3');
  });

  it('says plainly when the confirmation is late, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(3);
    serveInTurn(PaymentStatus.Pending);
    renderApp(back);
    await screen.findByText('Waiting for confirmation from the card company…');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByText('The confirmation is late')).toBeTruthy();
    expect(screen.getByText(/Do not pay again/)).toBeTruthy();
    const asked = callsTo(push).length;
    expect(asked).toBeGreaterThan(10);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(push).length).toBe(asked);
    await expectNoAxeViolations();
  });

  it('says so when the address names no payment', async () => {
    renderApp('/verify-payment');
    expect(await screen.findByText(/payment reference is missing/)).toBeTruthy();
    expect(callsTo(push)).toHaveLength(0);
  });
});
