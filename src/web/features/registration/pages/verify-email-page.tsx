import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/query-state';
import { businessMessageOf } from '../../../lib/errors';
import { stepNumber } from '../../../../shared/contracts/registration';
import { verifyForRegisteringQuery } from '../api';
import { RegistrationProgress } from '../components/registration-progress';
import { ResendConfirmation } from '../components/resend-confirmation';
import { AuthCard } from '../../../components/auth-card';

/**
 * `/verify-register/:userTypeId/:step/:token`, the registration's mailed link (and `/verify/...`
 * at its first two steps): confirms the e-mail address, once. A registration with steps still
 * ahead goes on to the next at once, carried by the step credential the link was traded for,
 * which this tab holds; the address names only the step (decision 0024). A link used, replaced
 * or run out says which, and offers sign-in or a new link.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['registration', 'common']);
  const { token = '', userTypeId = '' } = useParams();
  const verification = useQuery(verifyForRegisteringQuery(token, Number(userTypeId)));

  if (verification.isPending) {
    return (
      <AuthCard title={t('registration:verifyEmail.title')}>
        <LoadingState label={t('registration:verifyEmail.checking')} />
      </AuthCard>
    );
  }

  if (verification.isError) {
    return (
      <AuthCard title={t('registration:verifyEmail.failedTitle')}>
        <Alert color="red" role="alert">
          {businessMessageOf(verification.error) ?? t('errors:unknown')}
        </Alert>
        <Stack gap="xs">
          <Button component={Link} to="/account/login" variant="outline">
            {t('registration:verifyEmail.toLogin')}
          </Button>
          <Button component={Link} to="/register" variant="subtle">
            {t('registration:verifyEmail.registerAgain')}
          </Button>
        </Stack>
        <ResendConfirmation userTypeId={Number(userTypeId)} />
      </AuthCard>
    );
  }

  const { registrationToken, nextStep } = verification.data;
  // An organisation's details cannot wait; a pilot's fee can (section 4's PaymentAtHomePage).
  const detailsAhead = stepNumber(Number(userTypeId), 'organization') !== null;
  const nextStepPath = `/register-step/${userTypeId}/${nextStep}`;
  if (registrationToken && detailsAhead) return <Navigate replace to={nextStepPath} />;

  return (
    <AuthCard title={t('registration:verifyEmail.doneTitle')}>
      <RegistrationProgress userTypeId={Number(userTypeId)} current="confirmed" />
      <Alert color="green" role="status">
        {t('registration:verifyEmail.done', { email: verification.data.emailAddress })}
      </Alert>
      <Stack gap="xs">
        <Button component={Link} to="/account/login" state={{ userName: verification.data.userName, notice: 'emailConfirmed' }}>
          {t('registration:verifyEmail.toLogin')}
        </Button>
        {registrationToken ? (
          <Button component={Link} to={nextStepPath} variant="outline">
            {t('registration:verifyEmail.payNow')}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
