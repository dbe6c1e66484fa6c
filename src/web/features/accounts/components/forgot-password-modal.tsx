import { Alert, Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { emailOrUsernameInput } from '../../../../shared/contracts/accounts';
import { fieldErrorsOf } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { useResendResetPassword, useResetPassword } from '../api';

/** Asks for a reset link (ResetPassword); the answer never says whether the account exists. */
export function ForgotPasswordModal({ opened, onClose, initialValue = '' }: { opened: boolean; onClose: () => void; initialValue?: string }) {
  const { t } = useTranslation(['accounts', 'common']);
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const reset = useResetPassword();
  const resend = useResendResetPassword();

  const close = () => {
    setSent(false);
    setError(null);
    reset.reset();
    resend.reset();
    onClose();
  };

  const submit = (again: boolean) => {
    const checked = validateWith(emailOrUsernameInput, { emailOrUsername: value }, t);
    if (checked.errors) {
      setError(checked.errors.emailOrUsername ?? null);
      return;
    }
    const mutation = again ? resend : reset;
    mutation.mutate(checked.data.emailOrUsername, {
      onSuccess: () => setSent(true),
      onError: (e) => setError(fieldErrorsOf(e).emailOrUsername ?? null),
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('accounts:forgot.title')}
      centered
      submitting={reset.isPending}
      submitLabel={t('accounts:forgot.submit')}
      extraActions={
        sent ? (
          <Button variant="outline" onClick={() => submit(true)} loading={resend.isPending}>
            {t('accounts:forgot.resend')}
          </Button>
        ) : null
      }
      onSubmit={() => submit(false)}
    >
      <Text size="sm">{t('accounts:forgot.lead')}</Text>
      <TextInput
        label={t('accounts:forgot.emailOrUsername')}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        required
        autoComplete="username"
        data-autofocus
      />
      {sent ? (
        <Alert color="green" role="status" title={t('accounts:forgot.sentTitle')}>
          {t('accounts:forgot.sent')}
        </Alert>
      ) : null}
    </FormModal>
  );
}
