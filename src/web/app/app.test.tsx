// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Permission } from '../../shared/permissions';
import { getAccessToken } from '../lib/session';
import { failure, fake, fetchMock, renderApp, installFakeServer } from '../test/harness';

installFakeServer();

describe('the app shell', () => {
  it('shows the sign-in form with labelled fields and sets the page title', async () => {
    renderApp('/account/login');
    expect(await screen.findByLabelText(/User name or e-mail address/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Skip to main content/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in | Drone Portal'));
  });

  it('sends a visitor without a session from an admin page to the login screen, remembering the page', async () => {
    const router = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fadmin%2Fusers');
  });

  it('sends a signed-in user without the permission to /exception?type=401', async () => {
    fake.signedIn = true;
    fake.granted = { [Permission.Pilot]: 'true' };
    const router = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/exception'));
    expect(router.state.location.search).toBe('?type=401');
    expect(await screen.findByRole('heading', { name: 'Access not allowed' })).toBeTruthy();
  });

  it('signs in, keeps the token and returns to the remembered page', async () => {
    fake.overrides['/api/TokenAuth/Authenticate'] = (_url, init) => {
      expect(JSON.parse(String(init?.body))).toEqual({ userNameOrEmailAddress: 'anna', password: 'secret-pass', rememberClient: true });
      fake.signedIn = true;
      fake.granted = { [Permission.Administrator]: 'true', [Permission.Users]: 'true' };
      return {
        accessToken: 'token-1',
        encryptedAccessToken: 'enc',
        expireInSeconds: 3600,
        isPilot: false,
        userTypeId: null,
        status: 0,
        userId: 1,
      };
    };
    fake.overrides['/api/services/app/User/GetAll'] = () => ({ items: [], totalCount: 0 });
    const router = renderApp('/account/login?returnUrl=%2Fadmin%2Fusers');
    fireEvent.change(await screen.findByLabelText(/User name or e-mail address/), { target: { value: 'anna' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(getAccessToken()).toBe('token-1');
    expect(localStorage.getItem('auth.accessToken')).toBe('token-1');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  });

  it('shows the signed-in links in the header at once after signing in, without a reload', async () => {
    fake.overrides['/api/TokenAuth/Authenticate'] = () => {
      fake.signedIn = true;
      fake.granted = { [Permission.Pilot]: 'true' };
      return {
        accessToken: 'token-2',
        encryptedAccessToken: 'enc',
        expireInSeconds: 3600,
        isPilot: true,
        userTypeId: 3,
        status: 0,
        userId: 1,
      };
    };
    const router = renderApp('/account/login?returnUrl=%2Fprivacy');
    const header = () => within(screen.getByRole('banner'));
    await screen.findByRole('banner');
    expect(await header().findByRole('link', { name: 'Sign in' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/User name or e-mail address/), { target: { value: 'pilot' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
    expect(await header().findByRole('link', { name: 'Sign out' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows a failed sign-in in a modal titled for login failure', async () => {
    fake.overrides['/api/TokenAuth/Authenticate'] = () =>
      new Response(JSON.stringify(failure(0, 'Wrong user name or password.')), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    renderApp('/account/login');
    fireEvent.change(await screen.findByLabelText(/User name or e-mail address/), { target: { value: 'anna' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in failed')).toBeTruthy();
    expect(screen.getByText('Wrong user name or password.')).toBeTruthy();
  });

  it('checks the sign-in form before sending it', async () => {
    renderApp('/account/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText('Enter your user name or e-mail address')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Enter your password')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('Authenticate'))).toBe(false);
  });

  it('replaces the whole app with the maintenance screen while maintenance is on', async () => {
    fake.settingValues = { IsMaintenance: 'true', MaintenanceFrom: '2026-12-01T08:00:00Z', MaintenanceTo: '2026-12-01T12:00:00Z' };
    renderApp('/account/login');
    expect(await screen.findByRole('heading', { name: 'The Drone Portal is closed for maintenance' })).toBeTruthy();
    expect(screen.getByTestId('maintenance-times').textContent).toBe('Maintenance runs from 01/12/2026 08:00 to 01/12/2026 12:00.');
    expect(screen.queryByLabelText(/User name or e-mail address/)).toBeNull();
  });

  it('lets a browser with the skip flag past the maintenance screen', async () => {
    fake.settingValues = { IsMaintenance: 'true' };
    localStorage.setItem('skipMaintenance', 'true');
    renderApp('/account/login');
    expect(await screen.findByLabelText(/User name or e-mail address/)).toBeTruthy();
  });

  it('shows the warning banner, which can be paused', async () => {
    fake.settingValues = { IsWarning: 'true' };
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Notice' });
    expect(banner.textContent).toContain('may be disrupted');
    const pause = screen.getByRole('button', { name: 'Pause the moving notice' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Resume the moving notice' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches language: texts, <html lang> and the culture cookie follow', async () => {
    renderApp('/account/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Íslenska' }));
    expect(await screen.findByLabelText(/Notandanafn eða netfang/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('is');
    expect(document.cookie).toContain('.AspNetCore.Culture=c%3Dis%7Cuic%3Dis');
    await waitFor(() => expect(document.title).toBe('Innskráning | Drónagátt'));
  });

  it('shows the not-found screen for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the error screen when a guarded page cannot reach the server', async () => {
    fake.overrides['/AbpUserConfiguration/GetAll'] = () => {
      throw new TypeError('Failed to fetch');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 15_000 })).toBeTruthy();
    errors.mockRestore();
  });

  it('shows the unknown-error modal when a call gets no response', async () => {
    fake.overrides['/api/services/app/User/GetListCountry'] = () => {
      throw new TypeError('Failed to fetch');
    };
    fake.overrides['/api/services/app/Account/Register'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderApp('/register');
    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(/Surname/), { target: { value: 'Jónsdóttir' } });
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'anna@example.is' } });
    fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/^Month/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: '1990' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByText('Something is wrong. Please check back later.')).toBeTruthy();
  });
});
