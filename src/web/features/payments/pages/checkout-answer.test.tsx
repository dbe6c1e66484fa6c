// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatus, UserStatus } from '../../../../shared/enums';
import { expectNoAxeViolations } from '../../../test/axe';
import { fetchMock, fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, contactFee, serveFees, signInAs, standing } from '../payments.test-support';

installFakeServer();

const configurationCalls = () =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === '/AbpUserConfiguration/GetAll').length;

const pending = { id: 7, checkoutId: 'DP-PENDING1', status: PaymentStatus.Pending, kind: 2, userTypeId: 1 } as const;

describe('a payment awaiting its confirmation', () => {
  it('says so with no way to pay again, and when it is confirmed the page and the session change by themselves', async () => {
    signInAs(1, 'main', UserStatus.NeedPaymentToLogin);
    serveFees();
    let confirmed = false;
    fake.overrides[api('Payment/CheckValidPayment')] = () =>
      confirmed
        ? standing({ isValid: true, validUntil: '2031-01-01', renewalDue: false })
        : standing({
            awaitingConfirmation: true,
            latest: {
              ...pending,
              description: '',
              amount: 50_000,
              currency: 'ISK',
              creationTime: '',
              paidAt: null,
              validFrom: null,
              validUntil: null,
              cardNumberMasked: null,
              error: null,
            },
          });
    renderApp('/payment/1');

    expect(await screen.findByText('Your payment is being confirmed')).toBeTruthy();
    expect(screen.getByText(/Do not pay again/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay with card' })).toBeNull();
    expect(callsTo('Payment/CreateCheckoutPage')).toHaveLength(0);
    await expectNoAxeViolations();

    const before = configurationCalls();
    confirmed = true;
    expect(await screen.findByText('The fee is paid and valid. There is nothing more to pay.', undefined, { timeout: 6000 })).toBeTruthy();
    // The session is read again at once, so the guard stops sending the person to the fee step.
    await waitFor(() => expect(configurationCalls()).toBeGreaterThan(before));
    expect(screen.queryByRole('button', { name: 'Pay with card' })).toBeNull();
  }, 10_000);

  it('shows a contact person the same, whichever fee is awaited', async () => {
    signInAs(4, 'main', UserStatus.NeedPaymentToLogin);
    serveFees();
    fake.overrides[api('Payment/GetContactPersonFee')] = () => contactFee({ awaitingConfirmation: true });
    renderApp('/payment/4');
    expect(await screen.findByText('Your payment is being confirmed')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay with card' })).toBeNull();
  });
});

describe('a contact person’s fee answer', () => {
  const session = () => ({
    accessToken: 'fresh-token',
    encryptedAccessToken: 'fresh-encrypted',
    expireInSeconds: 86_400,
    isPilot: false,
    userTypeId: 4,
    status: UserStatus.NoNeedPayment,
    userId: 1,
  });

  it('says the organisation’s paid fee covers them before any choice, and offers only to go on', async () => {
    signInAs(4, 'main', UserStatus.NeedPaymentToLogin);
    serveFees();
    fake.overrides[api('Payment/GetContactPersonFee')] = () =>
      contactFee({ answer: 'coveredByOrganization', validUntil: '2031-01-01', choices: [] });
    fake.overrides[api('Organization/UpdatePaymentAccount')] = session;
    renderApp('/payment/4');

    expect(
      await screen.findByText(
        'The fee of Norðurljósamyndir hf. is paid, valid until 01/01/2031, and covers all its contact persons, you too. There is nothing more to pay.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay with card' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("The organisation's fee is paid and covers you too. There is nothing more to pay.")).toBeTruthy();
    expect(bodyOf('Organization/UpdatePaymentAccount')).toEqual({ isPrivateContactPersonPayment: false });
    expect(callsTo('Payment/CreateCheckoutPage')).toHaveLength(0);
  });

  it('says their own fee is paid, or that no fee is set, and never asks who pays', async () => {
    signInAs(4, 'main', UserStatus.NeedPaymentToLogin);
    serveFees();
    fake.overrides[api('Payment/GetContactPersonFee')] = () =>
      contactFee({ answer: 'paidPersonally', validUntil: '2030-02-03', choices: [] });
    renderApp('/payment/4');
    expect(
      await screen.findByText('You have paid your own contact person’s fee, valid until 03/02/2030. There is nothing more to pay.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers only the choices that cost something when a fee is due, chosen already when there is one', async () => {
    signInAs(4, 'main', UserStatus.NeedPaymentToLogin);
    serveFees();
    const [privately] = contactFee().choices;
    fake.overrides[api('Payment/GetContactPersonFee')] = () => contactFee({ choices: [privately!] });
    renderApp('/payment/4');
    expect(await screen.findByText('No fee covers you yet. Pay your own contact person’s fee.')).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'I pay privately' })).toBeTruthy();
  });
});
