import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/query-state';
import { businessMessageOf } from '../../../lib/errors';
import { verifyResetQuery } from '../api';
import { AuthCard } from '../components/auth-card';

/** `/verify-reset-password/:token`: checks the link, then asks for the new password. */
export function VerifyResetPasswordPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const verification = useQuery(verifyResetQuery(token));

  useEffect(() => {
    if (verification.data) {
      const { userId, passwordResetCode } = verification.data;
      void navigate(`/account/login/new-password/${userId}/${encodeURIComponent(passwordResetCode)}`, { replace: true });
    }
  }, [verification.data, navigate]);

  if (verification.isError) {
    return (
      <AuthCard title={t('accounts:resetLink.failedTitle')}>
        <Alert color="red" role="alert">
          {businessMessageOf(verification.error) ?? t('errors:unknown')}
        </Alert>
        <Button component={Link} to="/account/login">
          {t('accounts:resetLink.toLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('accounts:resetLink.title')}>
      <LoadingState label={t('accounts:resetLink.checking')} />
    </AuthCard>
  );
}
