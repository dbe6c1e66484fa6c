// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fake, fetchMock, installFakeServer, renderApp } from '../test/harness';
import { isTokenRemoval } from './use-cross-tab-logout';

installFakeServer();

/** What another tab's logout, or the front-channel logout script, does to this tab's storage. */
function removedElsewhere(key: string | null) {
  if (key === null) localStorage.clear();
  else localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue: key ? 'token' : null, newValue: null, storageArea: localStorage }));
}

function signedIn(area: Storage = localStorage) {
  fake.signedIn = true;
  area.setItem('auth.accessToken', 'token');
}

describe('a logout in another tab or by the identity provider', () => {
  it('knows a removed token or cleared storage from other changes', () => {
    expect(isTokenRemoval({ key: 'auth.accessToken', newValue: null })).toBe(true);
    expect(isTokenRemoval({ key: null, newValue: null })).toBe(true);
    expect(isTokenRemoval({ key: 'auth.accessToken', newValue: 'new-token' })).toBe(false);
    expect(isTokenRemoval({ key: 'abp.tenantId', newValue: null })).toBe(false);
  });

  it('clears the session here too and goes to the home page', async () => {
    signedIn();
    sessionStorage.setItem('payment.checkout', '{}');
    const router = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByRole('banner').textContent).toContain('Sign out'));
    fake.signedIn = false;
    act(() => removedElsewhere('auth.accessToken'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.length).toBe(0);
    // The header offers the sign-in again (the home page may offer it as well).
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('also when another tab cleared the whole of local storage', async () => {
    signedIn();
    const router = renderApp('/privacy');
    await waitFor(() => expect(screen.getByRole('banner').textContent).toContain('Sign out'));
    fake.signedIn = false;
    act(() => removedElsewhere(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('hears a logout from the moment the signed-in page is first shown', async () => {
    signedIn();
    let dispatched = false;
    // Called as the page is put in the document, before React runs the effects it runs later.
    const observer = new MutationObserver(() => {
      if (dispatched || !document.querySelector('header')?.textContent?.includes('Sign out')) return;
      dispatched = true;
      fake.signedIn = false;
      removedElsewhere('auth.accessToken');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const router = renderApp('/privacy');
    await waitFor(() => expect(dispatched).toBe(true));
    observer.disconnect();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('leaves a tab alone that was not signed in, or keeps its own token', async () => {
    const router = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1 });
    act(() => removedElsewhere('auth.accessToken'));
    signedIn(sessionStorage);
    act(() => removedElsewhere('auth.accessToken'));
    const asked = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/privacy');
    expect(sessionStorage.getItem('auth.accessToken')).toBe('token');
    expect(fetchMock.mock.calls.length).toBe(asked);
  });
});
