// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fake, fetchMock, renderApp, installFakeServer } from '../test/harness';

installFakeServer();

const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === path);
const bodyOf = (path: string, index = 0) => JSON.parse(String(calls(path)[index][1]?.body));
const bodyOfQuery = (path: string, index = 0) => new URL(String(calls(path)[index][0]), 'http://localhost').searchParams;
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

/** GOV.UK's pattern: a message beside its field and again in the summary at the top, as a link to the field. */
async function shownOnFieldAndInSummary(text: string, fieldId: string) {
  const shown = await screen.findAllByText(text);
  expect(shown).toHaveLength(2);
  expect(shown.filter((element) => element.getAttribute('href') === `#${fieldId}`)).toHaveLength(1);
}

describe('registration', () => {
  it('registers a pilot and asks them to check their e-mail', async () => {
    fake.overrides['/api/services/app/Account/Register'] = () => ({ canLogin: false, emailConfirmationRequired: true });
    renderApp('/register');
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    // The form gave way to the new content: the focus goes to its heading, so it is read out.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The e-mail is not confirmed yet: the step says what is to be done, and the payment counts.
    expect(screen.getByText('Confirm your e-mail').getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
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
    await shownOnFieldAndInSummary('Enter a real date of birth in the past.', 'register-dateOfBirth');
    await shownOnFieldAndInSummary('The passwords do not match.', 'register-confirmPassword');
    // The summary takes the focus, so it is read out first; it counts the fields.
    const summary = screen.getByRole('alert', { name: /problems with 2 fields/ });
    expect(document.activeElement).toBe(summary);
    expect(calls('/api/services/app/Account/Register').length).toBe(0);
  });

  it('refuses a name in letters the certificate cannot print, saying which letters it can, without calling the server', async () => {
    renderApp('/register');
    await fillRegistration();
    fireEvent.change(screen.getByLabelText(/Surname/), { target: { value: '山田' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await shownOnFieldAndInSummary(
      'A certificate can print only letters of the Latin, Greek and Cyrillic alphabets; write the name in one of them.',
      'register-surname',
    );
    expect(calls('/api/services/app/Account/Register').length).toBe(0);
  });

  it('applies the age limit from the settings', async () => {
    fake.settingValues = { AgeLimit: '16' };
    renderApp('/register');
    await fillRegistration({ year: String(new Date().getFullYear() - 10) });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await shownOnFieldAndInSummary('You must be at least 16 years old.', 'register-dateOfBirth');
  });

  it('shows a duplicate (code 450) beside the e-mail field and no modal', async () => {
    fake.overrides['/api/services/app/Account/Register'] = businessError(450, 'The e-mail address anna@example.is is already in use.');
    renderApp('/register');
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await shownOnFieldAndInSummary('The e-mail address anna@example.is is already in use.', 'register-emailAddress');
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
  it('confirms a pilot’s e-mail address from the link, which finishes the registration', async () => {
    fake.overrides['/api/TokenAuth/VerifyTokenForRegistering'] = () => ({
      userName: 'anna',
      emailAddress: 'anna@example.is',
      userTypeId: 3,
      registrationToken: null,
      nextStep: 3,
    });
    renderApp('/verify-register/3/2/abcdefghijklmnop');
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeTruthy();
    expect(bodyOf('/api/TokenAuth/VerifyTokenForRegistering')).toEqual({ token: 'abcdefghijklmnop', userTypeId: 3 });
  });

  it('goes on from an organisation’s link to its details step, which a /verify link resumes', async () => {
    fake.overrides['/api/TokenAuth/VerifyTokenForRegistering'] = () => ({
      userName: 'rekstur',
      emailAddress: 'rekstur@example.is',
      userTypeId: 1,
      registrationToken: 'registration-token-123456',
      nextStep: 2,
    });
    fake.overrides['/api/TokenAuth/GetOrganizationByToken'] = () => null;
    renderApp('/verify-register/1/2/abcdefghijklmnop');
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeTruthy();
    expect(bodyOfQuery('/api/TokenAuth/GetOrganizationByToken').get('token')).toBe('registration-token-123456');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByLabelText(/Organisation number/)).toBeTruthy();
  });

  it('says so plainly when the e-mail link is no good', async () => {
    fake.overrides['/api/TokenAuth/VerifyTokenForRegistering'] = businessError(
      0,
      'The link is invalid, has expired or has already been used. Ask for a new one.',
    );
    renderApp('/verify/3/1/abcdefghijklmnop/true');
    expect(await screen.findByRole('heading', { name: 'The e-mail address could not be confirmed' })).toBeTruthy();
    expect(screen.getByText(/has already been used/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers a step that does not exist for the type with a way back to /register', async () => {
    renderApp('/register-step/3/7');
    expect(await screen.findByText('This step does not exist. Start the registration again.')).toBeTruthy();
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

describe('the organisation step', () => {
  const organization = {
    id: 5,
    name: 'Norðurljósamyndir hf.',
    organizationNumber: '520304-2290',
    address: 'Glerárgata 12',
    postCode: '600',
    countryCode: 'IS',
    email: 'skrifstofa@example.is',
    phoneNumber: '+354 555 1234',
    operatingNumber: null,
    operatingNumberSecret: null,
    operatingNumberExpiry: null,
    isManualRegistration: false,
    userTypeId: 1,
    uniqueId: 'u',
    creationTime: '2026-11-25T08:00:00Z',
    insurance: [],
  };

  it('fills name and address from the company registry and registers with the link’s token', async () => {
    fake.overrides['/api/services/app/CompanyRegistry/GetCompanyByNumber'] = () => ({
      organizationNumber: '520304-2290',
      name: 'Norðurljósamyndir hf.',
      address: 'Glerárgata 12',
      postCode: '600',
      countryCode: 'IS',
    });
    fake.overrides['/api/services/app/Organization/RegisterOrganization'] = () => organization;
    fake.overrides['/api/TokenAuth/GetOrganizationByToken'] = () => null;
    renderApp('/verify/1/2/registration-token-123456');
    fireEvent.change(await screen.findByLabelText(/Organisation number/), { target: { value: '520304-2290' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(/Found in the company registry: Norðurljósamyndir hf\./)).toBeTruthy();
    const name = screen.getByLabelText(/Name of the organisation/) as HTMLInputElement;
    expect(name.value).toBe('Norðurljósamyndir hf.');
    // The server stores the registry's name for a number it knows, so it is not typed over.
    expect(name.readOnly).toBe(true);
    expect(screen.getByText('The name comes from the company registry and cannot be changed here.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/organisation’s e-mail/), { target: { value: 'skrifstofa@example.is' } });
    fireEvent.change(screen.getByLabelText(/organisation’s phone/), { target: { value: '+354 555 1234' } });
    fireEvent.change(screen.getByLabelText(/policy number/), { target: { value: 'TR-88421' } });
    fireEvent.change(screen.getByLabelText(/Insurance company/), { target: { value: 'Vátryggingafélagið' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register the organisation' }));
    // The details are in: on to the fee, with the link's token.
    expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();
    expect(bodyOf('/api/services/app/Organization/RegisterOrganization')).toMatchObject({
      token: 'registration-token-123456',
      organizationNumber: '520304-2290',
      name: 'Norðurljósamyndir hf.',
      postCode: '600',
      isManualRegistration: false,
    });
  });

  it('marks a number the registry does not know as registered by hand, and lists what is missing at the top', async () => {
    fake.overrides['/api/services/app/CompanyRegistry/GetCompanyByNumber'] = () => null;
    fake.overrides['/api/TokenAuth/GetOrganizationByToken'] = () => null;
    renderApp('/verify/1/2/registration-token-123456');
    fireEvent.change(await screen.findByLabelText(/Organisation number/), { target: { value: '999999-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(/does not know this number/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register the organisation' }));
    const summary = await screen.findByRole('alert', { name: /problems with 7 fields/ });
    expect(document.activeElement).toBe(summary);
    expect(calls('/api/services/app/Organization/RegisterOrganization').length).toBe(0);
  });
});

describe('a lost confirmation link', () => {
  it('is sent again from the check-your-e-mail screen to a registrant who gives their password', async () => {
    fake.overrides['/api/services/app/Account/Register'] = () => ({ canLogin: false, emailConfirmationRequired: true });
    fake.overrides['/api/services/app/Organization/resend'] = () => true;
    renderApp('/register');
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'anna@example.is' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way to anna@example.is.')).toBeTruthy();
    expect(bodyOf('/api/services/app/Organization/resend')).toEqual({ email: 'anna@example.is', password: 'long-enough-1', userTypeId: 3 });
  });
});

describe('a resumed organisation link', () => {
  it('says a dead link is dead and offers sign-in, which resumes by the session', async () => {
    fake.overrides['/api/TokenAuth/GetOrganizationByToken'] = businessError(
      0,
      'The link is invalid, has expired or has already been used. Ask for a new one.',
    );
    renderApp('/verify/1/2/registration-token-123456');
    expect(await screen.findByText(/has already been used/)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes on to the fee when the details are already in', async () => {
    fake.overrides['/api/TokenAuth/GetOrganizationByToken'] = () => ({ id: 5, name: 'Flugdrekar ehf.', userTypeId: 1 });
    renderApp('/verify/1/2/registration-token-123456');
    expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();
  });
});

describe('/register-user without its link', () => {
  it('says what the page is for and leads to registration or the sign-in', async () => {
    renderApp('/register-user');
    expect(await screen.findByRole('heading', { name: 'Open your account from the e-mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: /sign in/i })).toBeTruthy();
  });
});
