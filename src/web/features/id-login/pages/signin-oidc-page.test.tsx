// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserStatus, UserType } from '../../../../shared/enums';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  back,
  bodyOf,
  callsTo,
  code,
  errorResponse,
  handlerPath,
  linkPath,
  person,
  registerPath,
  session,
  state,
} from '../id-login.test-support';

installFakeServer();

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

const createOnPlatformPath = '/api/services/app/Pilot/CreateUserOnCoursePlatform';

const signedIn = (
  changes: Parameters<typeof session>[0] = {},
  extra: { returnUrl?: string | null; courseRedirectUrl?: string | null } = {},
) => ({
  outcome: 'signedIn',
  isIdLogin: true,
  returnUrl: null,
  courseRedirectUrl: null,
  ...session(changes),
  ...extra,
});

describe('the way back from the identity provider', () => {
  it('signs a known person in once, even in strict mode, and keeps the session as an electronic-ID login', async () => {
    localStorage.setItem('auth.accessToken', 'left-from-before');
    fake.overrides[handlerPath] = (_url, init) => {
      // A token from an earlier session is not sent: it would answer 401 and end on the login screen.
      expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
      return signedIn();
    };
    const router = renderApp(back(), { strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
    expect(callsTo(handlerPath)).toHaveLength(1);
    expect(bodyOf(handlerPath)).toEqual({ code, state });
    expect(localStorage.getItem('auth.accessToken')).toBe('id-token-1');
    expect(localStorage.getItem('auth.isIdLogin')).toBe('true');
    expect(localStorage.getItem('auth.userTypeId')).toBe('3');
  });

  it('returns to the page the login started from', async () => {
    fake.overrides[handlerPath] = () => signedIn({}, { returnUrl: '/privacy' });
    const router = renderApp(back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
  });

  it('never returns to another site', async () => {
    fake.overrides[handlerPath] = () => signedIn({}, { returnUrl: '//evil.example/' });
    const router = renderApp(back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
  });

  it('sends a pilot on to the course platform when the server names it, their account there made first', async () => {
    fake.overrides[handlerPath] = () => signedIn({}, { courseRedirectUrl: 'https://courses.example.is/national-id' });
    fake.overrides[createOnPlatformPath] = () => ({ platform: 'moodle', externalUserId: '101', created: true });
    renderApp(back());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://courses.example.is/national-id'));
    expect(callsTo('Pilot/CreateUserOnCoursePlatform')).toHaveLength(1);
    expect(localStorage.getItem('auth.isIdLogin')).toBe('true');
  });

  it('keeps a pilot on the portal when their account on the course platform cannot be made', async () => {
    fake.overrides[handlerPath] = () => signedIn({}, { courseRedirectUrl: 'https://courses.example.is/national-id' });
    fake.overrides[createOnPlatformPath] = () => errorResponse(502, { message: 'The course platform refused the request (invalidtoken).' });
    const router = renderApp(back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends an organisation that has not paid to step 2, the fee before the course platform', async () => {
    fake.overrides[handlerPath] = () =>
      signedIn(
        { userTypeId: UserType.Under250, status: UserStatus.NeedPaymentToLogin },
        { courseRedirectUrl: 'https://courses.example.is/' },
      );
    const router = renderApp(back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-step/1/2'));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a first login: the registration', () => {
  it('shows what the provider vouches for as text, asks the type and e-mail, and goes on to step 2', async () => {
    fake.overrides[handlerPath] = () => ({ outcome: 'register', registrationToken: 'registration-token-1234', person });
    fake.overrides[registerPath] = () => ({
      ...session({ userTypeId: UserType.ContactPerson, status: UserStatus.NeedPaymentToLogin }),
      isIdLogin: true,
    });
    fake.overrides['/api/services/app/Organization/GetByCurrentUser'] = () => ({ items: [] });
    const router = renderApp(back());

    expect(await screen.findByRole('heading', { level: 1, name: 'Finish your registration' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Confirmed by your electronic ID' });
    expect(within(facts).getByText('Sigríður Jónsdóttir')).toBeTruthy();
    expect(within(facts).getByText('120389-4569')).toBeTruthy();
    expect(within(facts).getByText('12/03/1989')).toBeTruthy();
    // Shown, not asked: no field holds them.
    expect(within(facts).queryByRole('textbox')).toBeNull();
    const email = screen.getByLabelText(/^E-mail address/) as HTMLInputElement;
    expect(email.value).toBe('sigga@example.is');
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('radio', { name: /A contact person for an organisation/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-step/4/2'));
    expect(bodyOf(registerPath)).toEqual({
      registrationToken: 'registration-token-1234',
      userTypeId: UserType.ContactPerson,
      emailAddress: 'sigga@example.is',
      countryCode: 'IS',
    });
    expect(localStorage.getItem('auth.isIdLogin')).toBe('true');
    // Step 2 of a contact person registered by electronic ID is the organisation's details.
    expect(await screen.findByRole('heading', { name: 'Your organisation' })).toBeTruthy();
  });

  it('checks the e-mail address before sending, and lists the problem at the top', async () => {
    fake.overrides[handlerPath] = () => ({
      outcome: 'register',
      registrationToken: 'registration-token-1234',
      person: { ...person, emailAddress: null },
    });
    renderApp(back());
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem with one field')).toBeTruthy();
    expect(callsTo(registerPath)).toHaveLength(0);
    await expectNoAxeViolations();
  });
});

describe('an account with the same e-mail: linking', () => {
  function serveLink() {
    fake.overrides[handlerPath] = () => ({
      outcome: 'link',
      linkToken: 'link-token-123456',
      person,
      userNameOrEmailAddress: 'sigga@example.is',
    });
  }

  it('says the server’s words when the password is wrong, in an alert', async () => {
    serveLink();
    fake.overrides[linkPath] = () => errorResponse(400, { message: 'The password is not right.' });
    renderApp(back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Link your account' })).toBeTruthy();
    expect(screen.getByText('sigga@example.is')).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.change(screen.getByLabelText(/^Password of the account/), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The password is not right.');
    // No dialog besides: the form says it.
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says a refusal without words of its own in ours, and again in Icelandic', async () => {
    serveLink();
    fake.overrides[linkPath] = () => errorResponse(500, { message: '' });
    renderApp(back());
    fireEvent.change(await screen.findByLabelText(/^Password of the account/), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The account could not be linked. Please try again.');
    await act(() => i18n.changeLanguage('is'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ekki tókst að tengja aðganginn. Reyndu aftur.'));
  });

  it('links with the right password and signs in', async () => {
    serveLink();
    fake.overrides[linkPath] = () => ({ ...session({}, [Permission.Pilot]), isIdLogin: true });
    const router = renderApp(back());
    fireEvent.change(await screen.findByLabelText(/^Password of the account/), { target: { value: 'right-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
    expect(bodyOf(linkPath)).toEqual({ linkToken: 'link-token-123456', password: 'right-one' });
    expect(localStorage.getItem('auth.isIdLogin')).toBe('true');
  });
});

describe('a login that did not go through', () => {
  it('says the provider’s refusal in our words, without asking the server', async () => {
    renderApp(back('error=access_denied&error_description=Call%20555-1234%20now&state=x'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The login was cancelled at the identity provider.');
    expect(screen.queryByText(/555-1234/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the login page' }).getAttribute('href')).toBe('/account/login');
    expect(callsTo(handlerPath)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('explains a spent or forged answer, with the server’s words beside ours', async () => {
    fake.overrides[handlerPath] = () => errorResponse(400, { message: 'The login state is not known.' });
    renderApp(back());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This login has expired or has already been used');
    expect(alert.textContent).toContain('The login state is not known.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(handlerPath)).toHaveLength(1);
  });

  it('explains an address without the code', async () => {
    renderApp(back(`state=${state}`));
    expect((await screen.findByRole('alert')).textContent).toContain("Part of the identity provider's answer is missing");
  });

  it('speaks Icelandic first', async () => {
    await i18n.changeLanguage('is');
    renderApp(back('error=server_error'));
    expect(await screen.findByRole('heading', { name: 'Innskráning með rafrænum skilríkjum tókst ekki' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aftur á innskráningarsíðuna' })).toBeTruthy();
  });
});
