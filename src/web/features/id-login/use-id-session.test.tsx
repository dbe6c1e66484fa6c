// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../test/harness';
import { callsTo, logoutUrlPath, refreshPath, signedInByIdLogin, timeLeftPath } from './id-login.test-support';
import { idRecheckAfterRefreshMs, idRetryAfterFailureMs, nextIdSessionStep } from './use-id-session';

installFakeServer();

describe('the next step of the identity-provider session (section 4)', () => {
  it('logs out below zero', () => {
    expect(nextIdSessionStep(-1)).toEqual({ kind: 'logout' });
  });

  it('refreshes under 5 minutes, and at the mark, then checks again after about 300 s', () => {
    expect(nextIdSessionStep(299)).toEqual({ kind: 'refresh', recheckMs: 300_010 });
    expect(nextIdSessionStep(0)).toEqual({ kind: 'refresh', recheckMs: 300_010 });
    expect(nextIdSessionStep(300)).toEqual({ kind: 'refresh', recheckMs: 300_010 });
  });

  it('otherwise checks again at the 5-minute mark', () => {
    expect(nextIdSessionStep(301)).toEqual({ kind: 'wait', recheckMs: 1_000 });
    expect(nextIdSessionStep(3600)).toEqual({ kind: 'wait', recheckMs: 3_300_000 });
  });
});

describe('the watch on the identity-provider session', () => {
  let secondsLeft: number[];
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    secondsLeft = [];
    // The server's answers in turn, the last repeated.
    fake.overrides[timeLeftPath] = () => ({ secondsLeft: secondsLeft.length > 1 ? secondsLeft.shift()! : secondsLeft[0], isIdLogin: true });
    fake.overrides[refreshPath] = () => ({ secondsLeft: 3600, isIdLogin: true });
  });
  afterEach(() => vi.useRealTimers());

  it('checks again shortly before the 5-minute mark, refreshes there, and checks again about 300 s later', async () => {
    signedInByIdLogin();
    secondsLeft = [900, 290, 3600];
    renderApp('/privacy');
    await waitFor(() => expect(callsTo(timeLeftPath)).toHaveLength(1));
    expect(callsTo(refreshPath)).toHaveLength(0);

    // 900 s left: the next check 600 s from now, when under 5 minutes are left. (The page's own
    // rendering moves the clock on a little too, hence the margins.)
    await act(() => vi.advanceTimersByTimeAsync(590_000));
    expect(callsTo(timeLeftPath)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(callsTo(refreshPath)).toHaveLength(1));
    expect(callsTo(timeLeftPath)).toHaveLength(2);
    // The refresh sends no token of the provider's: the server keeps those.
    expect(new URL(String(callsTo(refreshPath)[0][0]), 'http://localhost').search).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(idRecheckAfterRefreshMs - 20_000));
    expect(callsTo(timeLeftPath)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(callsTo(timeLeftPath)).toHaveLength(3));
    expect(callsTo(refreshPath)).toHaveLength(1);
  });

  it('logs out, at the provider too, once the time has run out', async () => {
    signedInByIdLogin();
    secondsLeft = [-5];
    fake.overrides[logoutUrlPath] = () => ({ endSessionUrl: null });
    fake.overrides['/api/TokenAuth/Logout'] = () => {
      fake.signedIn = false;
      return true;
    };
    const router = renderApp('/privacy');
    await waitFor(() => expect(callsTo('/api/TokenAuth/Logout')).toHaveLength(1));
    expect(callsTo(logoutUrlPath)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth.accessToken')).toBeNull();
  });

  it('logs out at once when the provider refuses the refresh', async () => {
    signedInByIdLogin();
    secondsLeft = [120];
    fake.overrides[refreshPath] = () => ({ secondsLeft: -1, isIdLogin: true });
    fake.overrides[logoutUrlPath] = () => ({ endSessionUrl: null });
    const router = renderApp('/privacy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(refreshPath)).toHaveLength(1);
    expect(localStorage.getItem('auth.accessToken')).toBeNull();
  });

  it('asks again a minute after a check that got no answer', async () => {
    signedInByIdLogin();
    let fail = true;
    fake.overrides[timeLeftPath] = () => {
      if (fail) throw new TypeError('network down');
      return { secondsLeft: 3600, isIdLogin: true };
    };
    renderApp('/privacy');
    await waitFor(() => expect(callsTo(timeLeftPath)).toHaveLength(1));
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(idRetryAfterFailureMs));
    await waitFor(() => expect(callsTo(timeLeftPath)).toHaveLength(2));
    expect(localStorage.getItem('auth.accessToken')).toBe('id-token-1');
  });

  it('stops its timers when the session ends', async () => {
    signedInByIdLogin();
    secondsLeft = [900];
    fake.overrides[logoutUrlPath] = () => ({ endSessionUrl: null });
    fake.overrides['/api/TokenAuth/Logout'] = () => {
      fake.signedIn = false;
      return true;
    };
    const router = renderApp('/privacy');
    await waitFor(() => expect(callsTo(timeLeftPath)).toHaveLength(1));
    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth.accessToken')).toBeNull();
    // Past the check the first answer (900 s left) set for 600 s later.
    await act(() => vi.advanceTimersByTimeAsync(700_000));
    expect(callsTo(timeLeftPath)).toHaveLength(1);
  });

  it('leaves a password login alone', async () => {
    fake.signedIn = true;
    localStorage.setItem('auth.accessToken', 'token');
    renderApp('/privacy');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo(timeLeftPath)).toHaveLength(0);
  });
});
