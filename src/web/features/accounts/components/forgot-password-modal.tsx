import { Alert, Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { emailOrUsernameInput } from '../../../../shared/contracts/accounts';
import { useContractForm } from '../../../lib/form';
import { useResendResetPassword, useResetPassword } from '../api';

/** Asks for a reset link (ResetPassword); the answer never says whether the account exists. */
export function ForgotPasswordModal({
  opened,
  onClose,
  initialValue = '',
}: {
  opened: boolean;
  onClose: () => void;
  initialValue?: string;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const form = useContractForm({ emailOrUsername: initialValue }, { askBeforeLeaving: false });
  const [sent, setSent] = useState(false);
  const reset = useResetPassword();
  const resend = useResendResetPassword();

  const close = () => {
    setSent(false);
    form.setErrors({});
    reset.reset();
    resend.reset();
    onClose();
  };

  const submit = (again: boolean) =>
    void form.submit({
      schema: emailOrUsernameInput,
      input: form.values,
      call: (data) => (again ? resend : reset).mutateAsync(data.emailOrUsername),
      onSuccess: () => setSent(true),
    });

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
        {...form.getInputProps('emailOrUsername')}
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
