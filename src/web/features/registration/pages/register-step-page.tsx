import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { stepNumber } from '../../../../shared/contracts/registration';
import { LoadingState } from '../../../components/query-state';
import { heldRegistrationToken, holdRegistrationToken } from '../../../lib/registration-token';
import { readLocalSession } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { myOrganizationsQuery, organizationByTokenQuery } from '../api';
import { businessMessageOf } from '../../../lib/errors';
import { AuthCard } from '../../../components/auth-card';
import { OrganizationForm } from '../components/organization-form';
import { RegistrationProgress } from '../components/registration-progress';
import { ResendConfirmation } from '../components/resend-confirmation';
import { RegisterPage } from './register-page';
import { VerifyEmailPage } from './verify-email-page';
import { wizardStepNumber, wizardSteps } from '../wizard-steps';

/**
 * The register-step wizard: `/register-step/:type/:step`, and `/verify/:userTypeId/:step/:token`
 * whose first two steps are the mailed link. Each type's steps are `registrationSteps` (shared
 * with the server), as `wizardSteps` adapts them after a registration through the electronic ID;
 * the fee step leads on to the checkout. A registrant who has not signed in is carried by the step
 * credential this tab holds, never by one in the address (decision 0024).
 */
export function RegisterStepPage() {
  const { t } = useTranslation('registration');
  const params = useParams();
  const userTypeId = Number(params.type ?? params.userTypeId);
  const addressToken = params.token;
  // Held only since the last sign-in in this tab: the registration that came by e-mail, whatever session is here.
  const token = addressToken ?? heldRegistrationToken() ?? undefined;
  const isIdLogin = !token && readLocalSession().isIdLogin;
  const step = wizardSteps(userTypeId, isIdLogin)?.[Number(params.step) - 1];

  if (!step) {
    return (
      <AuthCard title={t('registration:register.title')}>
        <Alert color="red" role="alert">
          {t('registration:wizard.invalidStep')}
        </Alert>
        <Button component={Link} to="/register">
          {t('registration:verifyEmail.registerAgain')}
        </Button>
      </AuthCard>
    );
  }
  if (step === 'account') return addressToken ? <VerifyEmailPage /> : <RegisterPage />;
  if (step === 'confirmed') return addressToken ? <VerifyEmailPage /> : <ResendStep userTypeId={userTypeId} />;
  if (addressToken) {
    // A later step's credential in an address (a link of the old kind) moves into this tab and out of the address.
    holdRegistrationToken(addressToken);
    return <Navigate replace to={`/register-step/${userTypeId}/${params.step}`} />;
  }
  if (step === 'organization') return <OrganizationStep userTypeId={userTypeId} token={token} isIdLogin={isIdLogin} />;
  return <FeeStep userTypeId={userTypeId} isIdLogin={isIdLogin} />;
}

function ResendStep({ userTypeId }: { userTypeId: number }) {
  const { t } = useTranslation('registration');
  return (
    <AuthCard title={t('registration:register.checkEmailTitle')}>
      <RegistrationProgress userTypeId={userTypeId} current="confirmed" />
      <Text size="sm">{t('registration:register.checkEmailHint')}</Text>
      <ResendConfirmation userTypeId={userTypeId} />
    </AuthCard>
  );
}

function OrganizationStep({ userTypeId, token, isIdLogin }: { userTypeId: number; token: string | undefined; isIdLogin: boolean }) {
  const { t } = useTranslation('registration');
  const session = useSession();
  const queryClient = useQueryClient();
  const [registered, setRegistered] = useState<OrganizationDto | null>(null);
  const entered = useQuery({ ...organizationByTokenQuery(token ?? ''), enabled: Boolean(token) && !registered });

  // The details are in: the fee is next, by the step credential when the wizard holds one.
  const feeStep = stepNumber(userTypeId, 'fee');
  const onward = feeStep === null ? null : `/register-step/${userTypeId}/${feeStep}`;
  if (registered) return onward ? <Navigate replace to={onward} /> : <Finished organization={registered} signedIn={session.signedIn} />;
  if ((!token && session.isLoading) || (token && entered.isPending)) return <LoadingState />;
  // A link followed again after the details went in: on to the fee.
  if (entered.data) return onward ? <Navigate replace to={onward} /> : <Finished organization={entered.data} signedIn={session.signedIn} />;
  if (entered.isError) {
    return (
      <AuthCard title={t('registration:wizard.organization.title')}>
        <Alert color="red" role="alert">
          {businessMessageOf(entered.error) ?? t('errors:unknown')}
        </Alert>
        <Text>{t('registration:wizard.organization.signInFirst')}</Text>
        <Button component={Link} to="/account/login">
          {t('registration:wizard.organization.signIn')}
        </Button>
      </AuthCard>
    );
  }
  if (!token && !session.signedIn) {
    return (
      <AuthCard title={t('registration:wizard.organization.title')}>
        <Text>{t('registration:wizard.organization.signInFirst')}</Text>
        <Button component={Link} to="/account/login">
          {t('registration:wizard.organization.signIn')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('registration:wizard.organization.title')} lead={t('registration:wizard.organization.lead')} size={720}>
      <RegistrationProgress userTypeId={userTypeId} current="organization" isIdLogin={isIdLogin} />
      <OrganizationForm
        userTypeId={userTypeId}
        token={token}
        onRegistered={(organization) => {
          void queryClient.invalidateQueries({ queryKey: myOrganizationsQuery().queryKey });
          setRegistered(organization);
        }}
      />
    </AuthCard>
  );
}

/**
 * The fee step, where section 4's guard sends a registrant who has not paid. The checkout belongs to
 * the payments screens, so it is reached by its address, and finds the step credential in this tab
 * as this page does; a signed-in registrant whose organisation is not yet entered goes back to that
 * step first.
 */
function FeeStep({ userTypeId, isIdLogin }: { userTypeId: number; isIdLogin: boolean }) {
  const session = useSession();
  const organizationStep = wizardStepNumber(userTypeId, 'organization', isIdLogin);
  const organizations = useQuery({ ...myOrganizationsQuery(), enabled: session.signedIn && organizationStep !== null });
  const entered = organizations.data ? organizations.data.items.length > 0 : false;

  // Fetching, not only loading: the list may still be the one from before the organisation went in.
  if (session.isLoading || organizations.isLoading || organizations.isFetching) return <LoadingState />;
  if (session.signedIn && organizationStep !== null && !entered)
    return <Navigate replace to={`/register-step/${userTypeId}/${organizationStep}`} />;
  return <Navigate replace to={`/payment/${userTypeId}`} />;
}

function Finished({ organization, signedIn }: { organization: OrganizationDto | null; signedIn: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <AuthCard title={t('registration:wizard.finished.title')}>
      <Alert color="green" role="status">
        {organization ? t('registration:wizard.finished.body', { name: organization.name }) : t('registration:wizard.finished.bodyPerson')}
      </Alert>
      <Stack gap="xs">
        {signedIn ? (
          <Button component={Link} to="/my-site/default">
            {t('registration:wizard.finished.toMySite')}
          </Button>
        ) : (
          <Button component={Link} to="/account/login">
            {t('registration:wizard.finished.toLogin')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
