import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { lazySchema, useContractForm } from '../../../lib/form';
import { returnUrlParam, safeReturnUrl } from '../../../lib/guard';
import { forgetAccessToken, saveLogin } from '../../../lib/session';
import { leaveSiteFor } from '../../../lib/leave-site';
import { landingAfterSignIn } from '../../../lib/sign-in';
import { useAuthenticate } from '../api';
import type { AuthenticateResult, SecondFactorRequired } from '../../../../shared/contracts/accounts';
import { AuthCard } from '../../../components/auth-card';
import { IdLoginButton } from '../components/id-login-button';
import { TenantSwitch } from '../components/tenant-switch';
import { Form } from '../../../components/form';

// The contract's schema, and zod with it, comes when the visitor starts typing rather than with the
// page: the sign-in is the page that must open fastest on a phone.
const credentialsSchema = lazySchema(async () => (await import('../../../../shared/contracts/accounts')).authenticateInput);

// The second step comes with a reply that asks for it (decision 0026): most people never see it.
const SecondFactorStep = lazy(async () => ({ default: (await import('../components/second-factor-step')).SecondFactorStep }));

// The dialogs of the page come when first opened: most visitors only sign in.
const ForgotPasswordModal = lazy(async () => ({ default: (await import('../components/forgot-password-modal')).ForgotPasswordModal }));

export type LoginNotice = 'passwordChanged' | 'emailConfirmed' | 'loggedOut' | 'accountReady';

/** Sign-in by user name or e-mail and password (`/account/login` and `/index`). */
export function LoginPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const authenticate = useAuthenticate();
  const [forgotOpen, setForgotOpen] = useState(false);
  // A fresh form each time the dialog opens (with the name typed so far), but the same dialog while
  // it closes, so that it hands the focus back to the link that opened it.
  const [forgotRound, setForgotRound] = useState(0);
  // Kept once loaded, so that closing it still plays its transition.
  const [forgotLoaded, setForgotLoaded] = useState(false);
  if (forgotOpen && !forgotLoaded) setForgotLoaded(true);
  const notice = (location.state as { notice?: LoginNotice; userName?: string } | null)?.notice;
  const form = useContractForm(
    {
      userNameOrEmailAddress: (location.state as { userName?: string } | null)?.userName ?? '',
      password: '',
      rememberClient: false,
    },
    { prefetch: credentialsSchema, names: { password: 'yourPassword' }, askBeforeLeaving: false },
  );
  const returnUrl = safeReturnUrl(search.get(returnUrlParam));
  const [secondStep, setSecondStep] = useState<SecondFactorRequired | null>(null);

  const signedIn = async (result: AuthenticateResult, rememberClient: boolean) => {
    saveLogin(result, rememberClient);
    const target = await landingAfterSignIn(queryClient, result, { returnUrl, isIdLogin: false });
    // The course platform is another site; every other landing is a page of this one.
    if (/^https?:\/\//i.test(target) && leaveSiteFor(target)) return;
    await navigate(target, { replace: true });
  };

  const submit = () =>
    form.submit({
      schema: credentialsSchema,
      input: form.values,
      call: (data) => {
        forgetAccessToken();
        return authenticate.mutateAsync(data);
      },
      onSuccess: async (result, data) => {
        if ('requiresTwoFactorVerification' in result) setSecondStep(result);
        else await signedIn(result, data.rememberClient);
      },
    });

  if (secondStep) {
    return (
      <Stack gap="lg" py="md">
        <Suspense fallback={null}>
          <SecondFactorStep
            reply={secondStep}
            rememberClient={form.values.rememberClient}
            onSignedIn={(result) => signedIn(result, form.values.rememberClient)}
            onRestart={() => {
              form.setField('password', '');
              setSecondStep(null);
            }}
          />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py="md">
      <AuthCard title={t('accounts:login.title')} lead={t('accounts:login.lead')}>
        {notice ? (
          <Alert color="green" role="status">
            {t(`accounts:login.notice.${notice}`)}
          </Alert>
        ) : null}
        {returnUrl ? (
          <Alert color="blue" role="status">
            {t('accounts:login.signInToContinue')}
          </Alert>
        ) : null}
        {/* Most residents sign in to public services with their electronic ID: it comes first. */}
        <IdLoginButton returnUrl={returnUrl} />
        <Divider label={t('accounts:login.idLogin.or')} labelPosition="center" />
        <Form onSubmit={() => void submit()}>
          <Stack>
            <TextInput
              label={t('accounts:login.userNameOrEmail')}
              {...form.getInputProps('userNameOrEmailAddress')}
              autoComplete="username"
              required
            />
            <PasswordInput
              label={t('accounts:login.password')}
              {...form.getInputProps('password')}
              autoComplete="current-password"
              required
            />
            <Group justify="space-between">
              <Checkbox label={t('accounts:login.rememberMe')} {...form.getCheckboxProps('rememberClient')} />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setForgotRound((round) => round + 1);
                  setForgotOpen(true);
                }}
              >
                {t('accounts:login.forgotPassword')}
              </Anchor>
            </Group>
            <Button type="submit" loading={form.pending} fullWidth>
              {t('accounts:login.submit')}
            </Button>
          </Stack>
        </Form>
        <Divider />
        <Text size="sm" ta="center">
          {t('accounts:login.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('accounts:login.register')}
          </Anchor>
        </Text>
        <TenantSwitch />
      </AuthCard>
      {forgotLoaded ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal
            key={forgotRound}
            opened={forgotOpen}
            onClose={() => setForgotOpen(false)}
            initialValue={form.values.userNameOrEmailAddress}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
