import { Alert, Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { LoadingState } from '../../../components/query-state';
import { businessMessageOf } from '../../../lib/errors';
import { hasAccessToken } from '../../../lib/session';
import { confirmPilotEmailQuery, pilotKeys } from '../api';

/**
 * `/confirm-email/:token` (public): the link mailed to an address a pilot typed onto their record.
 * Following it confirms the address, once, so organisations find the pilot by it (decision 0033);
 * a link used, replaced or run out says so, and where a new one is sent from.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation(['pilots', 'errors']);
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const confirmation = useQuery(confirmPilotEmailQuery(token));

  useEffect(() => {
    // The pilot's own record, if read in this tab, now shows the address confirmed.
    if (confirmation.data) void queryClient.invalidateQueries({ queryKey: pilotKeys.all });
  }, [confirmation.data, queryClient]);

  const onward = hasAccessToken() ? (
    <Button component={Link} to="/my-site/information">
      {t('pilots:confirmEmail.toMyInformation')}
    </Button>
  ) : (
    <Button component={Link} to="/account/login">
      {t('pilots:confirmEmail.toLogin')}
    </Button>
  );

  if (confirmation.isPending) {
    return (
      <AuthCard title={t('pilots:confirmEmail.title')}>
        <LoadingState label={t('pilots:confirmEmail.checking')} />
      </AuthCard>
    );
  }

  if (confirmation.isError) {
    return (
      <AuthCard title={t('pilots:confirmEmail.failedTitle')}>
        <Alert color="red" role="alert">
          {businessMessageOf(confirmation.error) ?? t('errors:invalidLink')}
        </Alert>
        <Text>{t('pilots:confirmEmail.askAgain')}</Text>
        {onward}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pilots:confirmEmail.doneTitle')}>
      <Alert color="green" role="status">
        {t('pilots:confirmEmail.done', { email: confirmation.data.emailAddress })}
      </Alert>
      {onward}
    </AuthCard>
  );
}
