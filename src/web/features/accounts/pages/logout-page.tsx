import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/query-state';
import { leaveSiteFor } from '../../../lib/leave-site';
import { clearSession, hasAccessToken, readLocalSession } from '../../../lib/session';
import { accountsApi } from '../api';

/**
 * `/logout` and `/admin/logout` (requirements §4): revokes the token on the server,
 * clears local storage, session storage and the auth token, and goes home. After a login through
 * the identity provider it asks for the provider's logout address first (the server can only name
 * it while the session lasts) and ends there, so that the provider's session ends too.
 */
export function LogoutPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      let endSessionUrl: string | null = null;
      if (hasAccessToken()) {
        if (readLocalSession().isIdLogin) {
          try {
            endSessionUrl = (await accountsApi.idLogoutUrl()).endSessionUrl;
          } catch {
            // Without the address the portal's own logout still happens; the provider's session runs out by itself.
          }
        }
        try {
          await accountsApi.logout();
        } catch {
          // The token is forgotten here either way; an unreachable server must not keep anyone signed in.
        }
      }
      clearSession();
      queryClient.clear();
      if (leaveSiteFor(endSessionUrl)) return;
      await navigate('/', { replace: true });
    };
    void run();
  }, [navigate, queryClient]);

  return <LoadingState label={t('logout.inProgress')} />;
}
