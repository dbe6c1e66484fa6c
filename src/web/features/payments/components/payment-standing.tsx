import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentStandingDto } from '../../../../shared/contracts/payments';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { formatAmount } from '../format';
import { PaymentBeingConfirmed } from './payment-being-confirmed';

/** Whether the fee is paid and until when, and the way to pay or renew when it is due, unless a payment awaits its confirmation. */
export function PaymentStanding({ standing, payTo }: { standing: PaymentStandingDto; payTo: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const until = standing.validUntil ? formatDate(standing.validUntil, language) : null;
  const due = !standing.isValid || standing.renewalDue;
  const state = standing.isValid
    ? t('payments:standing.valid', { date: until ?? '—' })
    : until
      ? t('payments:standing.expired', { date: until })
      : t('payments:standing.unpaid');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payment-standing">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payment-standing">
          {t('payments:standing.title')}
        </Title>
        <Text fw={600}>{state}</Text>
        {standing.isValid && standing.renewalDue ? <Text>{t('payments:standing.renewalDue')}</Text> : null}
        {standing.awaitingConfirmation ? (
          <PaymentBeingConfirmed />
        ) : due ? (
          <>
            <Text>
              {t('payments:standing.fee', {
                amount: formatAmount(standing.amount, standing.currency, language),
                description: standing.description,
              })}
            </Text>
            <Group>
              <Button component={Link} to={payTo}>
                {standing.isValid ? t('payments:standing.renew') : t('payments:standing.pay')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
