import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingState } from '../../../components/query-state';
import { businessMessageOf } from '../../../lib/errors';
import { verifyEmailQuery } from '../api';
import { AuthCard } from '../components/auth-card';

/**
 * `/verify-register/:userTypeId/:step/:token` (the registration's mailed link) and
 * `/verify/:userTypeId/:step/:token/:isLogin?`: confirms the e-mail address.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const { token = '' } = useParams();
  const verification = useQuery(verifyEmailQuery(token));

  if (verification.isPending) {
    return (
      <AuthCard title={t('accounts:verifyEmail.title')}>
        <LoadingState label={t('accounts:verifyEmail.checking')} />
      </AuthCard>
    );
  }

  if (verification.isError) {
    return (
      <AuthCard title={t('accounts:verifyEmail.failedTitle')}>
        <Alert color="red" role="alert">
          {businessMessageOf(verification.error) ?? t('errors:unknown')}
        </Alert>
        <Stack gap="xs">
          <Button component={Link} to="/account/login" variant="outline">
            {t('accounts:verifyEmail.toLogin')}
          </Button>
          <Button component={Link} to="/register" variant="subtle">
            {t('accounts:verifyEmail.registerAgain')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('accounts:verifyEmail.doneTitle')}>
      <Alert color="green" role="status">
        {t('accounts:verifyEmail.done', { email: verification.data.emailAddress })}
      </Alert>
      <Button component={Link} to="/account/login" state={{ userName: verification.data.userName, notice: 'emailConfirmed' }}>
        {t('accounts:verifyEmail.toLogin')}
      </Button>
    </AuthCard>
  );
}
