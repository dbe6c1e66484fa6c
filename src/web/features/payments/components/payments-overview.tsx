import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { historyQuery, standingQuery } from '../api';
import { PaymentHistoryTable } from './payment-history-table';
import { PaymentStanding } from './payment-standing';

/** A payer's standing and history: the person's own (no organisation), or an organisation's. */
export function PaymentsOverview({ organizationId, payTo, caption }: { organizationId: number | null; payTo: string; caption: string }) {
  const { t } = useTranslation('payments');
  const standing = useQuery(standingQuery(organizationId));
  const history = useQuery(historyQuery(organizationId));
  return (
    <Stack gap="lg">
      {standing.isPending ? (
        <LoadingState />
      ) : standing.isError ? (
        <ErrorState error={standing.error} onRetry={() => void standing.refetch()} />
      ) : (
        <PaymentStanding standing={standing.data} payTo={payTo} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="payment-history">
        <Title order={2} size="h3" id="payment-history">
          {t('payments:history.title')}
        </Title>
        {history.isPending ? (
          <LoadingState />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <PaymentHistoryTable payments={history.data} caption={caption} />
        )}
      </Stack>
    </Stack>
  );
}
