import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendInput } from '../../../../shared/contracts/registration';
import { useContractForm } from '../../../lib/form';
import { useResendConfirmation } from '../api';
import { Form } from '../../../components/form';

/** Sends the confirmation link again (Organization/resend) to a registrant who proves who they are with their password. */
export function ResendConfirmation({ userTypeId }: { userTypeId: number }) {
  const { t } = useTranslation('registration');
  const resend = useResendConfirmation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm({ email: '', password: '' }, { askBeforeLeaving: false });

  return (
    <Form
      onSubmit={() => {
        void form.submit({
          schema: resendInput,
          input: { ...form.values, userTypeId },
          call: resend.mutateAsync,
          onSuccess: (_sent, data) => setSentTo(data.email),
        });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('registration:wizard.resend.title')}
        </Title>
        <Text size="sm">{t('registration:wizard.resend.lead')}</Text>
        <TextInput
          type="email"
          label={t('registration:wizard.resend.email')}
          {...form.getInputProps('email')}
          autoComplete="email"
          required
        />
        <PasswordInput
          label={t('registration:wizard.resend.password')}
          {...form.getInputProps('password')}
          autoComplete="current-password"
          required
        />
        {sentTo ? (
          <Alert color="green" role="status">
            {t('registration:wizard.resend.sent', { email: sentTo })}
          </Alert>
        ) : null}
        <Button type="submit" variant="outline" loading={form.pending}>
          {t('registration:wizard.resend.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
