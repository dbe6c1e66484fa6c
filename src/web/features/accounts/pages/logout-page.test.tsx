// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../../test/calls';
import { fake, fetchMock, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const logoutUrl = '/api/services/app/Account/GetIDLogoutUrl';
const logout = '/api/TokenAuth/Logout';
const endSessionUrl = 'https://innskraning.island.is/connect/endsession?id_token_hint=abc';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  fake.overrides[logout] = () => {
    fake.signedIn = false;
    return true;
  };
});
afterEach(() => assign.mockRestore());

function signedIn(isIdLogin: boolean) {
  fake.signedIn = true;
  localStorage.setItem('auth.accessToken', 'token');
  if (isIdLogin) localStorage.setItem('auth.isIdLogin', 'true');
  sessionStorage.setItem('payment.checkout', '{}');
}

const order = () =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').pathname).filter((p) => p === logoutUrl || p === logout);

describe('logout after a login with electronic ID', () => {
  it('asks for the provider’s logout address first, logs out here, clears everything, then goes to the provider', async () => {
    signedIn(true);
    fake.overrides[logoutUrl] = (_url, init) => {
      // Asked while the session still stands: the server names the address from it.
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token');
      return { endSessionUrl };
    };
    renderApp('/logout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(endSessionUrl));
    expect(order()).toEqual([logoutUrl, logout]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('Abp.AuthToken=token');
  });

  it('goes home when the server names no provider logout', async () => {
    signedIn(true);
    fake.overrides[logoutUrl] = () => ({ endSessionUrl: null });
    const router = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(order()).toEqual([logoutUrl, logout]);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('still logs out here when the provider’s address cannot be had', async () => {
    signedIn(true);
    fake.overrides[logoutUrl] = () => new Response('{}', { status: 500 });
    const router = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(logout)).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});

describe('logout after a password login', () => {
  it('does not ask for a provider logout', async () => {
    signedIn(false);
    const router = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(order()).toEqual([logout]);
    expect(assign).not.toHaveBeenCalled();
  });
});
