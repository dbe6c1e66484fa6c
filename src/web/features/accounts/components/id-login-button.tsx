import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveSiteFor } from '../../../lib/leave-site';
import { accountsApi, idLoginProviderQuery } from '../api';

/**
 * "Log in with electronic ID": sends the browser to the identity provider (Ísland.is, or the built-in
 * test provider, which is then said plainly before anyone clicks). It comes back to `/signin-oidc`.
 */
export function IdLoginButton({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation('accounts');
  const provider = useQuery(idLoginProviderQuery());
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const noteId = useId();
  const isTest = provider.data?.isDevelopmentProvider === true;

  // Back from the provider by the browser's back button, the page may be restored as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const go = async () => {
    setFailed(false);
    setLeaving(true);
    try {
      // Asked for at the click: each address carries a state the server accepts once.
      const answer = await accountsApi.idLoginStart(returnUrl);
      if (!leaveSiteFor(answer.authorizationUrl)) throw new Error('not a web address');
    } catch {
      setLeaving(false);
      setFailed(true);
    }
  };

  return (
    <Stack gap="xs">
      {isTest ? (
        <Alert id={noteId} color="yellow" title={t('accounts:login.idLogin.testTitle')}>
          <Text size="sm">{t('accounts:login.idLogin.testBody')}</Text>
        </Alert>
      ) : null}
      <Button onClick={() => void go()} loading={leaving} fullWidth aria-describedby={isTest ? noteId : undefined}>
        {t('accounts:login.idLogin.button')}
      </Button>
      {failed ? (
        <Alert color="red" role="alert">
          {t('accounts:login.idLogin.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
