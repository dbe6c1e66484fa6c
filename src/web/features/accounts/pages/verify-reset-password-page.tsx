import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/query-state';
import { businessMessageOf } from '../../../lib/errors';
import { verifyResetQuery } from '../api';
import { AuthCard } from '../../../components/auth-card';

/** `/verify-reset-password/:token`: checks the link, then asks for the new password. */
export function VerifyResetPasswordPage() {
  const { token = '' } = useParams();
  return <PasswordLinkCheck token={token} welcome={false} />;
}

/**
 * `/register-user?token=`: a person whom an administrator entered into the register follows the
 * mailed link and chooses their first password, which also confirms their address.
 */
export function RegisterUserPage() {
  const [search] = useSearchParams();
  return <PasswordLinkCheck token={search.get('token') ?? ''} welcome />;
}

/** Trades a mailed link for a one-time code and goes on to the password form; `welcome` words it as a first password. */
function PasswordLinkCheck({ token, welcome }: { token: string; welcome: boolean }) {
  const { t } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const verification = useQuery({ ...verifyResetQuery(token), enabled: token !== '' });

  useEffect(() => {
    if (verification.data) {
      const { userId, passwordResetCode } = verification.data;
      void navigate(`/account/login/new-password/${userId}/${encodeURIComponent(passwordResetCode)}`, {
        replace: true,
        state: { welcome },
      });
    }
  }, [verification.data, navigate, welcome]);

  if (welcome && token === '') {
    // Come here without the mailed link (typed, bookmarked, followed from elsewhere): say what the
    // address is for and lead on to registration or the sign-in, rather than to a dead end.
    return (
      <AuthCard title={t('accounts:registerUser.noLinkTitle')}>
        <Alert color="blue">{t('accounts:registerUser.noLink')}</Alert>
        <Button component={Link} to="/register">
          {t('accounts:registerUser.toRegister')}
        </Button>
        <Button component={Link} to="/account/login" variant="outline">
          {t('accounts:resetLink.toLogin')}
        </Button>
      </AuthCard>
    );
  }

  if (verification.isError || token === '') {
    return (
      <AuthCard title={t('accounts:resetLink.failedTitle')}>
        <Alert color="red" role="alert">
          {(verification.isError ? businessMessageOf(verification.error) : null) ?? t('errors:invalidLink')}
        </Alert>
        <Button component={Link} to="/account/login">
          {t('accounts:resetLink.toLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={welcome ? t('accounts:registerUser.title') : t('accounts:resetLink.title')}>
      <LoadingState label={t('accounts:resetLink.checking')} />
    </AuthCard>
  );
}
