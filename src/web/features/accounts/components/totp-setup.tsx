import { Button, Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmTotpInput, type TotpSetup } from '../../../../shared/contracts/second-factor';
import { useContractForm } from '../../../lib/form';
import { Form } from '../../../components/form';

/**
 * A new authenticator app: its QR code, the key for typing in, and the first code, which confirms
 * it (`confirm` makes the call, for the sign-in's enrolment step or the person's own page).
 */
export function TotpSetupForm({ setup, confirm }: { setup: TotpSetup; confirm: (code: string) => Promise<void> }) {
  const { t } = useTranslation('accounts');
  const form = useContractForm({ code: '' });
  const submit = () =>
    form.submit({
      schema: confirmTotpInput,
      input: form.values,
      call: (data) => confirm(data.code),
    });
  return (
    <Form onSubmit={() => void submit()}>
      <Stack gap="sm">
        <Text>{t('secondFactor.totp.scan')}</Text>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt={t('secondFactor.totp.qrAlt')}
          w={200}
          h={200}
          bg="white"
        />
        <Text size="sm">
          {t('secondFactor.totp.secret')}: <Code data-testid="totp-secret">{setup.secret}</Code>
        </Text>
        <TextInput
          label={t('secondFactor.totp.code')}
          {...form.getInputProps('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
        />
        <Button type="submit" loading={form.pending}>
          {t('secondFactor.totp.confirm')}
        </Button>
      </Stack>
    </Form>
  );
}
