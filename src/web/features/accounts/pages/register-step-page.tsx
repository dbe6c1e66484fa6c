import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { registrationSteps, stepNumber, type RegistrationStep } from '../../../../shared/contracts/registration';
import { UserStatus } from '../../../../shared/enums';
import { LoadingState } from '../../../components/query-state';
import { readLocalSession, setUserStatus } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { myOrganizationsQuery, organizationByTokenQuery } from '../api';
import { businessMessageOf } from '../../../lib/errors';
import { AuthCard } from '../components/auth-card';
import { OrganizationForm } from '../components/organization-form';
import { RegistrationProgress } from '../components/registration-progress';
import { ResendConfirmation } from '../components/resend-confirmation';
import { RegisterPage } from './register-page';
import { VerifyEmailPage } from './verify-email-page';

/**
 * The register-step wizard: `/register-step/:type/:step`, and `/verify/:userTypeId/:step/:token`
 * which resumes it from a link. Each type's steps are `registrationSteps` (shared with the
 * server); a signed-in registrant the guard sent to the fee step is led back to the step they
 * left, since fees are not yet taken.
 */
export function RegisterStepPage() {
  const { t } = useTranslation('accounts');
  const params = useParams();
  const userTypeId = Number(params.type ?? params.userTypeId);
  const steps: readonly RegistrationStep[] | undefined = registrationSteps[userTypeId as keyof typeof registrationSteps];
  const step = steps?.[Number(params.step) - 1];
  const token = params.token;

  if (!step) {
    return (
      <AuthCard title={t('accounts:register.title')}>
        <Alert color="red" role="alert">
          {t('accounts:wizard.invalidStep')}
        </Alert>
        <Button component={Link} to="/register">
          {t('accounts:verifyEmail.registerAgain')}
        </Button>
      </AuthCard>
    );
  }
  if (step === 'account') return token ? <VerifyEmailPage /> : <RegisterPage />;
  if (step === 'confirmed') return token ? <VerifyEmailPage /> : <ResendStep userTypeId={userTypeId} />;
  if (step === 'organization') return <OrganizationStep userTypeId={userTypeId} token={token} />;
  return <FeeStep userTypeId={userTypeId} />;
}

function ResendStep({ userTypeId }: { userTypeId: number }) {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard title={t('accounts:register.checkEmailTitle')}>
      <RegistrationProgress userTypeId={userTypeId} current="confirmed" />
      <Text size="sm">{t('accounts:register.checkEmailHint')}</Text>
      <ResendConfirmation userTypeId={userTypeId} />
    </AuthCard>
  );
}

function OrganizationStep({ userTypeId, token }: { userTypeId: number; token: string | undefined }) {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const queryClient = useQueryClient();
  const [registered, setRegistered] = useState<OrganizationDto | null>(null);
  const entered = useQuery({ ...organizationByTokenQuery(token ?? ''), enabled: Boolean(token) && !registered });

  if (registered) return <Finished organization={registered} signedIn={session.signedIn} />;
  if ((!token && session.isLoading) || (token && entered.isPending)) return <LoadingState />;
  // A link followed again after the details went in: the registration is already finished.
  if (entered.data) return <Finished organization={entered.data} signedIn={session.signedIn} />;
  if (entered.isError) {
    return (
      <AuthCard title={t('accounts:wizard.organization.title')}>
        <Alert color="red" role="alert">
          {businessMessageOf(entered.error) ?? t('errors:unknown')}
        </Alert>
        <Text>{t('accounts:wizard.organization.signInFirst')}</Text>
        <Button component={Link} to="/account/login">
          {t('accounts:wizard.organization.signIn')}
        </Button>
      </AuthCard>
    );
  }
  if (!token && !session.signedIn) {
    return (
      <AuthCard title={t('accounts:wizard.organization.title')}>
        <Text>{t('accounts:wizard.organization.signInFirst')}</Text>
        <Button component={Link} to="/account/login">
          {t('accounts:wizard.organization.signIn')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('accounts:wizard.organization.title')} lead={t('accounts:wizard.organization.lead')} size={720}>
      <RegistrationProgress userTypeId={userTypeId} current="organization" />
      <OrganizationForm
        userTypeId={userTypeId}
        token={token}
        onRegistered={(organization) => {
          // The registration is finished: the guard stops sending this session to its steps.
          if (session.signedIn) setUserStatus(UserStatus.NoNeedPayment);
          void queryClient.invalidateQueries({ queryKey: myOrganizationsQuery().queryKey });
          setRegistered(organization);
        }}
      />
    </AuthCard>
  );
}

/**
 * The fee step, where section 4's guard sends a registrant who has not finished. Until fees are
 * taken there is nothing to pay: one whose organisation is not yet entered goes back to that step;
 * one who has finished is told so.
 */
function FeeStep({ userTypeId }: { userTypeId: number }) {
  const session = useSession();
  const organizationStep = stepNumber(userTypeId, 'organization');
  const organizations = useQuery({ ...myOrganizationsQuery(), enabled: session.signedIn && organizationStep !== null });
  const finished = organizations.data ? organizations.data.items.length > 0 : false;
  useEffect(() => {
    if (finished && readLocalSession().userStatus === UserStatus.NeedPaymentToLogin) setUserStatus(UserStatus.NoNeedPayment);
  }, [finished]);

  if (session.isLoading || organizations.isLoading) return <LoadingState />;
  if (session.signedIn && organizationStep !== null && !finished)
    return <Navigate replace to={`/register-step/${userTypeId}/${organizationStep}`} />;
  return <Finished organization={organizations.data?.items[0] ?? null} signedIn={session.signedIn} />;
}

function Finished({ organization, signedIn }: { organization: OrganizationDto | null; signedIn: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard title={t('accounts:wizard.finished.title')}>
      <Alert color="green" role="status">
        {organization ? t('accounts:wizard.finished.body', { name: organization.name }) : t('accounts:wizard.finished.bodyPerson')}
      </Alert>
      <Stack gap="xs">
        {signedIn ? (
          <Button component={Link} to="/my-site/default">
            {t('accounts:wizard.finished.toMySite')}
          </Button>
        ) : (
          <Button component={Link} to="/account/login">
            {t('accounts:wizard.finished.toLogin')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
