import { Alert, Loader, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A payment whose confirmation the card company has not yet sent: said plainly, with no way to
 * pay again. The page that shows it keeps asking, and changes by itself when the answer comes.
 */
export function PaymentBeingConfirmed() {
  const { t } = useTranslation('payments');
  return (
    <Alert color="blue" role="status" aria-live="polite" title={t('payments:checkout.confirming.title')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Loader size="sm" aria-hidden />
        <Text>{t('payments:checkout.confirming.body')}</Text>
      </Group>
    </Alert>
  );
}
