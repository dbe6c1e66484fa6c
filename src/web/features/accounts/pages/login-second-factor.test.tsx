// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { getAccessToken } from '../../../lib/session';
import { expectNoAxeViolations } from '../../../test/axe';
import { bodyOf, callsTo } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const ticket = 'ticket-0123456789';
const secondStep = (twoFactorStep: 'verify' | 'enrol') => ({
  accessToken: null,
  encryptedAccessToken: null,
  requiresTwoFactorVerification: true,
  twoFactorStep,
  twoFactorAuthProviders: twoFactorStep === 'verify' ? ['Totp', 'RecoveryCode'] : ['Totp', 'Passkey'],
  twoFactorTicket: ticket,
  twoFactorTicketExpireInSeconds: 300,
  userId: 1,
});
const session = {
  accessToken: 'token-2f',
  encryptedAccessToken: 'enc',
  expireInSeconds: 3600,
  isPilot: false,
  userTypeId: null,
  status: 0,
  userId: 1,
};

async function typePassword() {
  fireEvent.change(await screen.findByLabelText(/User name or e-mail address/), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the second step of the sign-in', () => {
  it('asks for the code after a right password and signs in with it; no token is kept before', async () => {
    fake.overrides['/api/TokenAuth/Authenticate'] = () => secondStep('verify');
    fake.overrides['/api/TokenAuth/AuthenticateSecondFactor'] = () => {
      fake.signedIn = true;
      fake.granted = { [Permission.Administrator]: 'true' };
      return session;
    };
    const router = renderApp('/account/login');
    await typePassword();
    const code = await screen.findByLabelText(/Code from your authenticator app, or a recovery code/);
    expect(getAccessToken()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await expectNoAxeViolations();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(bodyOf('/api/TokenAuth/AuthenticateSecondFactor')).toEqual({ twoFactorTicket: ticket, code: '123456', rememberClient: false });
    expect(getAccessToken()).toBe('token-2f');
  });

  it('has staff without a factor set up an app, shows the recovery codes once, then signs in', async () => {
    fake.overrides['/api/TokenAuth/Authenticate'] = () => secondStep('enrol');
    fake.overrides['/api/TokenAuth/BeginTotpEnrolment'] = () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/x',
      qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
    fake.overrides['/api/TokenAuth/CompleteTotpEnrolment'] = () => {
      fake.signedIn = true;
      fake.granted = { [Permission.Administrator]: 'true' };
      return { ...session, recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] };
    };
    const router = renderApp('/account/login');
    await typePassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Six-digit code from the app/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the app' }));
    expect(await screen.findByText('A code is six digits.')).toBeTruthy();
    expect(callsTo('/api/TokenAuth/CompleteTotpEnrolment')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Six-digit code from the app/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the app' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/login');
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
