// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { callsTo, errorResponse, queryOf } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const loginUrl = 'Account/GetIDLoginUrl';
const authorizationUrl = 'https://innskraning.island.is/connect/authorize?client_id=portal&state=s1';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

const providerInfo = 'Account/GetIDLoginProvider';
const createOnPlatform = '/api/services/app/Pilot/CreateUserOnCoursePlatform';

function serveLoginUrl(isDevelopmentProvider: boolean) {
  let n = 0;
  fake.overrides[`/api/services/app/${providerInfo}`] = () => ({ isDevelopmentProvider });
  fake.overrides[`/api/services/app/${loginUrl}`] = () => ({ authorizationUrl: `${authorizationUrl}${++n}`, isDevelopmentProvider });
}

describe('login with electronic ID', () => {
  it('asks for a login address only when clicked, with the remembered page, and a new one each time', async () => {
    serveLoginUrl(false);
    renderApp('/account/login?returnUrl=%2Fmy-site%2Fpayment');
    const button = await screen.findByRole('button', { name: 'Log in with electronic ID' });
    await waitFor(() => expect(callsTo(providerInfo)).toHaveLength(1));
    // Opening the screen records no login attempt on the server.
    expect(callsTo(loginUrl)).toHaveLength(0);
    expect(screen.queryByText(/Test login/)).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${authorizationUrl}1`));
    expect(queryOf(loginUrl).get('returnUrl')).toBe('/my-site/payment');
    // Back by the browser's back button to the page as it was left, waiting.
    const shown = Object.assign(new Event('pageshow'), { persisted: true });
    fireEvent(window, shown);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith(`${authorizationUrl}2`));
    expect(callsTo(loginUrl)).toHaveLength(2);
  });

  it('says plainly, before anyone clicks, when the test provider stands in for Ísland.is', async () => {
    serveLoginUrl(true);
    renderApp('/account/login');
    expect(await screen.findByText('Test login — not a real electronic ID')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Log in with electronic ID' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toContain('Test login');
    await expectNoAxeViolations();
  });

  it('says so when the login cannot be started', async () => {
    fake.overrides[`/api/services/app/${providerInfo}`] = () => ({ isDevelopmentProvider: false });
    fake.overrides[`/api/services/app/${loginUrl}`] = () => errorResponse(500, { message: 'Provider down' });
    renderApp('/account/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with electronic ID' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The login with electronic ID could not be started. Please try again.');
    expect(assign).not.toHaveBeenCalled();
    // Said on the screen, not in a dialog besides.
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();
  });

  it('is offered in Icelandic', async () => {
    serveLoginUrl(true);
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('is');
    renderApp('/account/login');
    expect(await screen.findByRole('button', { name: 'Innskráning með rafrænum skilríkjum' })).toBeTruthy();
    expect(await screen.findByText('Prófunarinnskráning — ekki raunveruleg rafræn skilríki')).toBeTruthy();
  });
});

describe('the course platform after a password login', () => {
  const pilotSignsIn = () => {
    fake.overrides[`/api/services/app/${providerInfo}`] = () => ({ isDevelopmentProvider: false });
    fake.overrides['/api/TokenAuth/Authenticate'] = () => {
      fake.signedIn = true;
      fake.granted = { 'Pages.Pilot.Permission': 'true' };
      return {
        accessToken: 'token-1',
        encryptedAccessToken: 'enc',
        expireInSeconds: 3600,
        isPilot: true,
        userTypeId: 3,
        status: 0,
        userId: 1,
      };
    };
  };
  const signIn = async () => {
    fireEvent.change(await screen.findByLabelText(/User name or e-mail address/), { target: { value: 'anna' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('sends a pilot on to the platform’s address for foreign users when it is set, their account there made first', async () => {
    pilotSignsIn();
    fake.settingValues = { CoursePlatformRedirectForeign: 'https://namskeid.example/start' };
    fake.overrides[createOnPlatform] = () => ({ platform: 'moodle', externalUserId: '101', created: true });
    renderApp('/account/login');
    await signIn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://namskeid.example/start'));
    expect(callsTo('Pilot/CreateUserOnCoursePlatform')).toHaveLength(1);
  });

  it('keeps a pilot on the portal when their account on the platform cannot be made', async () => {
    pilotSignsIn();
    fake.settingValues = { CoursePlatformRedirectForeign: 'https://namskeid.example/start' };
    fake.overrides[createOnPlatform] = () => errorResponse(502, { message: 'The course platform could not be reached.' });
    const router = renderApp('/account/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps a pilot on the portal when no address is set, or it is not a web address', async () => {
    pilotSignsIn();
    fake.settingValues = { CoursePlatformRedirectForeign: 'javascript:alert(1)' };
    const router = renderApp('/account/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
    expect(assign).not.toHaveBeenCalled();
  });
});
