// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, errorResponse } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const token = 'registration-token-123456';

/** A registrant signed in before paying: the guard sends them to the fee step until they have paid. */
function signInAsRegistrant(userTypeId: number, organizations: { id: number; name: string }[]) {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', String(userTypeId));
  localStorage.setItem('auth.userStatus', '1');
  fake.overrides[api('Organization/GetByCurrentUser')] = () => ({ items: organizations });
}

function serveFees() {
  fake.overrides[api('Payment/GetFees')] = () => ({
    fees: [1, 2, 3, 4].map((userTypeId) => ({ userTypeId, amount: 15_000, currency: 'ISK', description: '' })),
    validYears: 5,
    currency: 'ISK',
    isSandbox: false,
  });
}

describe('the fee step of the registration', () => {
  it('takes a step credential out of an older link’s address into the tab, and leads on to the checkout', async () => {
    serveFees();
    const router = renderApp(`/verify/3/3/${token}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/3'));
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('registration.token')).toBe(token);
    expect(await screen.findByRole('button', { name: 'Pay with card' })).toBeTruthy();
  });

  it('trades the mailed link for a step credential held in the tab, and names only the step in the address', async () => {
    fake.overrides[api('/api/TokenAuth/VerifyTokenForRegistering')] = () => ({
      userName: 'rekstur@example.com',
      emailAddress: 'rekstur@example.com',
      userTypeId: 1,
      registrationToken: token,
      nextStep: 2,
    });
    fake.overrides[api('/api/TokenAuth/GetOrganizationByToken')] = () => null;
    const router = renderApp('/verify-register/1/2/mailed-link-token-123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-step/1/2'));
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeTruthy();
    expect(sessionStorage.getItem('registration.token')).toBe(token);
    expect(router.state.location.pathname + router.state.location.search).not.toContain(token);
  });

  it('says a used link was used, and offers sign-in and a new link', async () => {
    fake.overrides[api('/api/TokenAuth/VerifyTokenForRegistering')] = () =>
      errorResponse(400, { message: 'This link has already been used: each link works only once. Sign in, or ask for a new link.' });
    renderApp('/verify-register/4/2/mailed-link-token-123456');
    expect(await screen.findByText(/already been used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says the step credential ran out, and offers sign-in', async () => {
    sessionStorage.setItem('registration.token', token);
    fake.overrides[api('/api/TokenAuth/GetOrganizationByToken')] = () =>
      errorResponse(400, { message: 'The time for this step of the registration has run out. Sign in to continue where you left off.' });
    renderApp('/register-step/1/2');
    expect(await screen.findByText(/has run out/)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
  });

  it('leads a signed-in organisation with its details entered to its checkout', async () => {
    signInAsRegistrant(1, [{ id: 5, name: 'Norðurljósamyndir hf.' }]);
    serveFees();
    fake.overrides[api('Organization/GetListOrganizationByCurrentUser')] = () => ({
      pilotOrganizations: [],
      contactPersonOrganizations: [],
      mainContactPersonOrganizations: [],
      organizations: [],
    });
    // Where the guard sends an organisation that has not paid (requirements §4).
    const router = renderApp('/my-site/default');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/1'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
  });

  it('sends a signed-in organisation without its details back to the organisation step first', async () => {
    signInAsRegistrant(1, []);
    const router = renderApp('/register-step/1/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-step/1/2'));
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeTruthy();
  });

  it('sends a contact person without the organisation entered back to that step', async () => {
    signInAsRegistrant(4, []);
    const router = renderApp('/register-step/4/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-step/4/3'));
  });
});

describe('the steps after a registration through the electronic ID', () => {
  function signInByIdLogin(userTypeId: number) {
    signInAsRegistrant(userTypeId, []);
    localStorage.setItem('auth.isIdLogin', 'true');
  }

  it('makes step 2 of a contact person the organisation step, where the guard sends them', async () => {
    signInByIdLogin(4);
    fake.overrides[api('Organization/GetListOrganizationByCurrentUser')] = () => ({
      pilotOrganizations: [],
      contactPersonOrganizations: [],
      mainContactPersonOrganizations: [],
      organizations: [],
    });
    const router = renderApp('/my-site/default');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-step/4/2'));
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeTruthy();
    // No e-mail was confirmed on the way: the progress leaves that step out.
    const current = screen.getByText((_, element) => element?.getAttribute('aria-current') === 'step');
    expect(current.textContent).toBe('The organisation');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('sends a contact person at the fee step without the organisation back to step 2', async () => {
    signInByIdLogin(4);
    const router = renderApp('/register-step/4/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-step/4/2'));
  });

  it('keeps step 2 of a contact person registered by e-mail as the wait for the confirmation', async () => {
    signInAsRegistrant(4, []);
    renderApp('/register-step/4/2');
    expect(await screen.findByRole('heading', { name: /Check your e-mail/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your organisation' })).toBeNull();
  });
});
