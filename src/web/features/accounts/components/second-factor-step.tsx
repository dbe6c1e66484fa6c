import { Anchor, Button, Divider, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthenticateResult, SecondFactorRequired } from '../../../../shared/contracts/accounts';
import { authenticateSecondFactorInput, type EnrolmentResult, type TotpSetup } from '../../../../shared/contracts/second-factor';
import { AuthCard } from '../../../components/auth-card';
import { useContractForm } from '../../../lib/form';
import { secondFactorApi } from '../second-factor-api';
import { RecoveryCodesList } from './recovery-codes-list';
import { TotpSetupForm } from './totp-setup';
import { Form } from '../../../components/form';

interface StepProps {
  reply: SecondFactorRequired;
  rememberClient: boolean;
  onSignedIn: (result: AuthenticateResult) => Promise<void>;
  onRestart: () => void;
}

/**
 * What comes after a right password when a second factor is wanted (decision 0026): the factor
 * (`verify`), or for staff without one, setting one up (`enrol`). The ticket stays in this
 * component only: a reload starts the sign-in again.
 */
export function SecondFactorStep(props: StepProps) {
  return props.reply.twoFactorStep === 'verify' ? <VerifyStep {...props} /> : <EnrolStep {...props} />;
}

function VerifyStep({ reply, rememberClient, onSignedIn, onRestart }: StepProps) {
  const { t } = useTranslation('accounts');
  const twoFactorTicket = reply.twoFactorTicket;
  const answer = useMutation({ mutationFn: secondFactorApi.answer, meta: { handlesFieldErrors: true } });
  const passkey = useMutation({
    mutationFn: () => secondFactorApi.answerWithPasskey(twoFactorTicket, rememberClient),
    onSuccess: onSignedIn,
  });
  const form = useContractForm({ twoFactorTicket, code: '', rememberClient }, { askBeforeLeaving: false });
  const submit = () =>
    form.submit({ schema: authenticateSecondFactorInput, input: form.values, call: answer.mutateAsync, onSuccess: onSignedIn });
  return (
    <AuthCard title={t('secondFactor.step.verifyTitle')} lead={t('secondFactor.step.verifyLead')}>
      {reply.twoFactorAuthProviders.includes('Passkey') ? (
        <>
          <Button onClick={() => passkey.mutate()} loading={passkey.isPending} fullWidth>
            {t('secondFactor.step.usePasskey')}
          </Button>
          <Divider label={t('secondFactor.step.or')} labelPosition="center" />
        </>
      ) : null}
      <Form onSubmit={() => void submit()}>
        <Stack>
          <TextInput
            label={t('secondFactor.step.code')}
            description={t('secondFactor.step.codeHint')}
            {...form.getInputProps('code')}
            autoComplete="one-time-code"
            required
            data-autofocus
          />
          <Button type="submit" loading={form.pending} fullWidth>
            {t('secondFactor.step.submit')}
          </Button>
        </Stack>
      </Form>
      <Anchor component="button" type="button" size="sm" onClick={onRestart}>
        {t('secondFactor.step.restart')}
      </Anchor>
    </AuthCard>
  );
}

function EnrolStep({ reply, rememberClient, onSignedIn, onRestart }: StepProps) {
  const { t } = useTranslation('accounts');
  const twoFactorTicket = reply.twoFactorTicket;
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [done, setDone] = useState<EnrolmentResult | null>(null);
  const [passkeyName, setPasskeyName] = useState(() => t('secondFactor.passkeys.defaultName'));
  const beginApp = useMutation({ mutationFn: () => secondFactorApi.beginTotpEnrolment(twoFactorTicket), onSuccess: setSetup });
  const completeApp = useMutation({
    mutationFn: (code: string) => secondFactorApi.completeTotpEnrolment({ twoFactorTicket, code, rememberClient }),
    meta: { handlesFieldErrors: true },
  });
  const passkey = useMutation({
    mutationFn: () => secondFactorApi.enrolPasskey({ twoFactorTicket, name: passkeyName.trim(), rememberClient }),
    onSuccess: setDone,
  });
  if (done) {
    return (
      <AuthCard title={t('secondFactor.step.enrolTitle')}>
        <RecoveryCodesList codes={done.recoveryCodes} onDone={() => void onSignedIn(done)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('secondFactor.step.enrolTitle')} lead={t('secondFactor.step.enrolLead')}>
      {setup ? (
        <TotpSetupForm
          setup={setup}
          confirm={async (code) => {
            const result = await completeApp.mutateAsync(code);
            // No codes when earlier ones still stand: the session goes on at once.
            if (result.recoveryCodes.length) setDone(result);
            else await onSignedIn(result);
          }}
        />
      ) : (
        <Stack>
          <Button onClick={() => beginApp.mutate()} loading={beginApp.isPending} fullWidth>
            {t('secondFactor.step.chooseApp')}
          </Button>
          <Divider label={t('secondFactor.step.or')} labelPosition="center" />
          <TextInput label={t('secondFactor.passkeys.name')} value={passkeyName} onChange={(e) => setPasskeyName(e.currentTarget.value)} />
          <Button variant="light" onClick={() => passkey.mutate()} loading={passkey.isPending} disabled={!passkeyName.trim()} fullWidth>
            {t('secondFactor.step.choosePasskey')}
          </Button>
        </Stack>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onRestart}>
        {t('secondFactor.step.restart')}
      </Anchor>
    </AuthCard>
  );
}
