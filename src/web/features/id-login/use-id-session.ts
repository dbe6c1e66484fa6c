import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/errors';
import { readLocalSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { idLoginApi } from './api';

/** Section 9: the provider's token is refreshed once under 5 minutes are left, and checked again about 5 minutes later. */
export const idRefreshThresholdMs = 300_000;
export const idRecheckAfterRefreshMs = 300_010;
/** A check that got no answer is tried again after this long; the session is not ended for a lost connection. */
export const idRetryAfterFailureMs = 60_000;

const maxTimerMs = 2_147_483_647;

export type IdSessionStep = { kind: 'logout' } | { kind: 'refresh'; recheckMs: number } | { kind: 'wait'; recheckMs: number };

/**
 * Section 4, "Identity-provider session": below zero the session is over; under 5 minutes the token
 * is refreshed and checked again after about 5 minutes; otherwise it is checked again at the
 * 5-minute mark, where the next check finds it under and refreshes.
 */
export function nextIdSessionStep(secondsLeft: number): IdSessionStep {
  if (secondsLeft < 0) return { kind: 'logout' };
  const leftMs = secondsLeft * 1000;
  // At exactly the mark it refreshes too: waiting "until the mark" would be no wait at all.
  if (leftMs <= idRefreshThresholdMs) return { kind: 'refresh', recheckMs: idRecheckAfterRefreshMs };
  return { kind: 'wait', recheckMs: leftMs - idRefreshThresholdMs };
}

/**
 * Keeps a session opened through the electronic ID as long as the provider's: asks the time left,
 * refreshes the provider's token on the server before it runs out, and logs out (by the logout
 * screen, which ends the provider's session too) once it has. Mounted once, in the app shell.
 */
export function useIdSession(): void {
  const session = useSession();
  const navigate = useNavigate();
  // Read on each render: signing in or out resets the session's queries, which renders the shell again.
  const active = session.signedIn && readLocalSession().isIdLogin;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The logout screen ends the session as a click on "Sign out" does, at the provider too.
    const logOut = () => void navigate('/logout', { replace: true });
    const later = (ms: number) => {
      // A timer longer than setTimeout can hold (about 24 days) would fire at once.
      if (!stopped) timer = setTimeout(() => void check(), Math.min(ms, maxTimerMs));
    };

    const check = async () => {
      try {
        const left = await idLoginApi.timeLeft();
        if (stopped) return;
        // The server no longer holds a provider session for this one: nothing to keep.
        if (!left.isIdLogin) return;
        const step = nextIdSessionStep(left.secondsLeft);
        if (step.kind === 'refresh') {
          // A refresh the provider refuses answers below zero: its session is over, and so is this one.
          // One that gets no answer is found by the next check, once the time left has run out.
          const refreshed = await idLoginApi.refresh().catch(() => null);
          if (stopped) return;
          if (refreshed && refreshed.isIdLogin && refreshed.secondsLeft < 0) return logOut();
        }
        if (step.kind === 'logout') return logOut();
        later(step.recheckMs);
      } catch (error) {
        // A 401 has already sent the user to the login screen (http.ts); anything else is asked again.
        if (isApiError(error) && error.status === 401) return;
        later(idRetryAfterFailureMs);
      }
    };

    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, navigate]);
}
