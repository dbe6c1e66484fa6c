import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutStateDto } from '../../../../shared/contracts/payments';
import { UserStatus } from '../../../../shared/enums';
import { FactList } from '../../../components/fact-list';
import { LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { setUserStatus } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { paymentKeys } from '../api';
import { formatAmount } from '../format';
import { ReceiptLink } from './receipt-link';
import { useHomeLink } from './use-home-link';

/** A confirmed payment: what was paid, for how long, its receipt, and the next step. */
export function PaymentPaid({ payment }: { payment: CheckoutStateDto }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const home = useHomeLink();

  useEffect(() => {
    // Paid: the guard stops sending this session to the fee step, and the standings read again.
    if (home.signedIn) setUserStatus(UserStatus.NoNeedPayment);
    void queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'standing'] });
    void queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'history'] });
  }, [home.signedIn, queryClient]);

  if (home.isLoading) return <LoadingState />;
  const validity = payment.validUntil
    ? t('payments:verify.validRange', {
        from: formatDate(payment.validFrom ?? payment.paidAt, language),
        until: formatDate(payment.validUntil, language),
      })
    : '—';
  return (
    <Stack gap="md">
      <Alert color="green" role="status" title={t('payments:verify.paidTitle')}>
        {t('payments:verify.paid')}
      </Alert>
      <FactList
        facts={[
          [t('payments:verify.fields.description'), payment.description],
          [t('payments:verify.fields.amount'), formatAmount(payment.amount, payment.currency, language)],
          [t('payments:verify.fields.reference'), payment.checkoutId],
          [t('payments:verify.fields.validity'), validity],
          ...(payment.cardNumberMasked ? ([[t('payments:verify.fields.card'), payment.cardNumberMasked]] as const) : []),
        ]}
      />
      {home.signedIn ? (
        <Group gap="sm">
          <Button component={Link} to={home.to}>
            {t(home.labelKey)}
          </Button>
          <ReceiptLink paymentId={payment.id} asButton />
        </Group>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t('payments:verify.signInNext')}</Text>
          <Button component={Link} to="/account/login">
            {t('payments:links.signIn')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
