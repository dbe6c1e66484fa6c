import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/query-state';
import { clearSession, hasAccessToken } from '../../../lib/session';
import { accountsApi } from '../api';

/**
 * `/logout` and `/admin/logout` (specification section 4): revokes the token on the server,
 * clears local storage, session storage and the auth token, and goes home.
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
      if (hasAccessToken()) {
        try {
          await accountsApi.logout();
        } catch {
          // The token is forgotten here either way; an unreachable server must not keep anyone signed in.
        }
      }
      clearSession();
      queryClient.clear();
      await navigate('/', { replace: true });
    };
    void run();
  }, [navigate, queryClient]);

  return <LoadingState label={t('logout.inProgress')} />;
}
