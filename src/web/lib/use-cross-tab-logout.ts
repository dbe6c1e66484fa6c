import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { sessionKeys } from './app-session';
import { clearSession, hasAccessToken } from './session';
import { StorageKey } from './storage';
import { forcedNavigation } from './unsaved-changes';
import type { UserConfiguration } from '../../shared/contracts/accounts';

/**
 * Whether a storage change may have taken this tab's session away: the token removed, or the
 * whole of local storage cleared (a logout in another tab does that; the identity provider's
 * front-channel logout page removes the keys one by one).
 */
export function isTokenRemoval(event: Pick<StorageEvent, 'key' | 'newValue'>): boolean {
  return event.key === null || (event.key === StorageKey.accessToken && event.newValue === null);
}

/**
 * A session ended in another tab, or by the identity provider's front-channel logout, ends here
 * too: the session in memory (the query cache) is cleared with what is left in this tab's storage,
 * and the tab goes to the home page (section 4). A tab signed in by a token of its own (in session
 * storage, not remembered) keeps it. Mounted once, in the app shell.
 */
export function useCrossTabLogout(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Listening from the commit that first shows the page (a layout effect): a passive effect may run
  // a moment after the signed-in page is painted, and a logout elsewhere in that moment went unheard.
  useLayoutEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!isTokenRemoval(event) || hasAccessToken()) return;
      const configuration = queryClient.getQueryData<UserConfiguration>(sessionKeys.configuration());
      if ((configuration?.session.userId ?? null) === null) return;
      clearSession();
      queryClient.clear();
      void navigate('/', { replace: true, state: forcedNavigation });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, navigate]);
}
