// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fake, fetchMock, renderApp, installFakeServer } from '../test/harness';

installFakeServer();

const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === path);
const bodyOf = (path: string, index = 0) => JSON.parse(String(calls(path)[index][1]?.body));
const businessError =
  (code: number, message: string, status = 400) =>
  () =>
    new Response(JSON.stringify(failure(code, message)), { status, headers: { 'Content-Type': 'application/json' } });

async function fillRegistration(overrides: { day?: string; month?: string; year?: string; confirm?: string } = {}) {
  fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText(/Surname/), { target: { value: 'Jónsdóttir' } });
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'Anna@Example.is' } });
  fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: overrides.day ?? '5' } });
  fireEvent.change(screen.getByLabelText(/^Month/), { target: { value: overrides.month ?? '0' } });
  fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: overrides.year ?? '1990' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
  fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: overrides.confirm ?? 'long-enough-1' } });
}

describe('registration', () => {
  it('registers a pilot and asks them to check their e-mail', async () => {
    fake.overrides['/api/services/app/Account/Register'] = () => ({ canLogin: false, emailConfirmationRequired: true });
    renderApp('/register');
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText(/anna@example.is/)).toBeTruthy();
    expect(bodyOf('/api/services/app/Account/Register')).toEqual({
      name: 'Anna',
      surname: 'Jónsdóttir',
      emailAddress: 'anna@example.is',
      password: 'long-enough-1',
      dateOfBirth: '1990-01-05',
      countryCode: 'IS',
      language: 'en',
      userTypeId: 3,
    });
  });

  it('refuses a date that does not exist and mismatched passwords without calling the server', async () => {
    renderApp('/register');
    await fillRegistration({ day: '31', month: '1', confirm: 'something-else' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The date of birth must be a valid date in the past.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(calls('/api/services/app/Account/Register').length).toBe(0);
  });

  it('refuses a name in letters the certificate cannot print, saying which letters it can, without calling the server', async () => {
    renderApp('/register');
    await fillRegistration();
    fireEvent.change(screen.getByLabelText(/Surname/), { target: { value: '山田' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'A certificate can print only letters of the Latin, Greek and Cyrillic alphabets; write the name in one of them.',
      ),
    ).toBeTruthy();
    expect(calls('/api/services/app/Account/Register').length).toBe(0);
  });

  it('applies the age limit from the settings', async () => {
    fake.settingValues = { AgeLimit: '16' };
    renderApp('/register');
    await fillRegistration({ year: String(new Date().getFullYear() - 10) });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must be at least 16 years old.')).toBeTruthy();
  });

  it('shows a duplicate (code 450) beside the e-mail field and no modal', async () => {
    fake.overrides['/api/services/app/Account/Register'] = businessError(450, 'The e-mail address anna@example.is is already in use.');
    renderApp('/register');
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The e-mail address anna@example.is is already in use.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a registration failure (code 449) in a modal titled for registration', async () => {
    fake.overrides['/api/services/app/Account/Register'] = businessError(449, 'Registration could not be completed.');
    renderApp('/register');
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Registration failed')).toBeTruthy();
    expect(within(dialog).getByText('Registration could not be completed.')).toBeTruthy();
  });
});

describe('e-mail and password links', () => {
  it('confirms the e-mail address from the link', async () => {
    fake.overrides['/api/TokenAuth/VerifyToken'] = () => ({ userName: 'anna', emailAddress: 'anna@example.is' });
    renderApp('/verify/3/1/abcdefghijklmnop');
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeTruthy();
    expect(bodyOf('/api/TokenAuth/VerifyToken')).toEqual({ token: 'abcdefghijklmnop' });
  });

  it('says so plainly when the e-mail link is no good', async () => {
    fake.overrides['/api/TokenAuth/VerifyToken'] = businessError(
      0,
      'The link is invalid, has expired or has already been used. Ask for a new one.',
    );
    renderApp('/verify/3/1/abcdefghijklmnop/true');
    expect(await screen.findByRole('heading', { name: 'The e-mail address could not be confirmed' })).toBeTruthy();
    expect(screen.getByText(/has already been used/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes from the reset link to the new-password screen and back to sign-in with a notice', async () => {
    fake.overrides['/api/TokenAuth/VerifyTokenForResetPassword'] = () => ({ userId: 12, passwordResetCode: 'code-1234567890' });
    fake.overrides['/api/TokenAuth/ChangeNewPassword'] = () => true;
    const router = renderApp('/verify-reset-password/abcdefghijklmnop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login/new-password/12/code-1234567890'));
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText(/^Repeat new password/), { target: { value: 'brand-new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(bodyOf('/api/TokenAuth/ChangeNewPassword')).toEqual({
      userId: 12,
      passwordResetCode: 'code-1234567890',
      newPassword: 'brand-new-pass',
    });
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
  });

  it('asks for a reset link from the sign-in screen', async () => {
    fake.overrides['/api/TokenAuth/ResetPassword'] = () => true;
    fake.overrides['/api/TokenAuth/ResendEmailChangePassword'] = () => true;
    renderApp('/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgotten password' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address or user name/), { target: { value: 'anna@example.is' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Your request has been received')).toBeTruthy();
    expect(bodyOf('/api/TokenAuth/ResetPassword')).toEqual({ emailOrUsername: 'anna@example.is' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(calls('/api/TokenAuth/ResendEmailChangePassword').length).toBe(1));
  });
});

describe('logout', () => {
  it('revokes the token, clears local and session storage and goes home', async () => {
    fake.signedIn = true;
    localStorage.setItem('auth.accessToken', 'token');
    localStorage.setItem('auth.userTypeId', '3');
    sessionStorage.setItem('auth.organizationIds', '[1]');
    fake.overrides['/api/TokenAuth/Logout'] = () => {
      fake.signedIn = false;
      return null;
    };
    const router = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('/api/TokenAuth/Logout').length).toBe(1);
    expect(calls('/api/TokenAuth/Logout')[0][1]?.headers).toMatchObject({ Authorization: 'Bearer token' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('Abp.AuthToken=token');
  });
});
