import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentResultsDto } from '../../../../shared/contracts/payments';
import { PaymentStatus } from '../../../../shared/enums';
import { FactList } from '../../../components/fact-list';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber, formatIsk } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { formatAmount } from '../format';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ReceiptLink } from './receipt-link';

/** The totals of everything the filter finds, then one page of it. */
export function AdminPaymentsTable({
  query,
  page,
  onPageChange,
}: {
  query: UseQueryResult<PaymentResultsDto>;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const totals = query.data?.totals;
  return (
    <Stack gap="md">
      {totals ? (
        <section aria-label={t('payments:admin.totals.label')}>
          <FactList
            cols={3}
            facts={[
              [t('payments:admin.totals.count'), formatNumber(totals.count, language)],
              [t('payments:admin.totals.paidCount'), formatNumber(totals.paidCount, language)],
              [t('payments:admin.totals.paidAmount'), formatIsk(totals.paidAmount, language)],
            ]}
          />
        </section>
      ) : null}
      <PagedTable
        query={query}
        caption={t('payments:admin.caption')}
        emptyText={t('payments:admin.empty')}
        minWidth={1100}
        page={page}
        onPageChange={onPageChange}
        columns={[
          { header: t('payments:admin.columns.payer'), key: true, cell: (p) => p.payerName },
          {
            header: t('payments:admin.columns.organization'),
            cell: (p) =>
              p.organizationName ? (
                <>
                  <Text size="sm">{p.organizationName}</Text>
                  <Text size="sm">{p.organizationNumber}</Text>
                </>
              ) : (
                '—'
              ),
          },
          { header: t('payments:admin.columns.description'), cell: (p) => p.description },
          { header: t('payments:admin.columns.amount'), cell: (p) => formatAmount(p.amount, p.currency, language) },
          { header: t('payments:admin.columns.status'), cell: (p) => <PaymentStatusBadge status={p.status} /> },
          { header: t('payments:admin.columns.created'), cell: (p) => formatDateTime(p.creationTime, language) },
          { header: t('payments:admin.columns.paid'), cell: (p) => formatDateTime(p.paidAt, language) || '—' },
          {
            header: t('payments:admin.columns.receipt'),
            cell: (p) =>
              p.status === PaymentStatus.Paid ? (
                <ReceiptLink paymentId={p.id} label={t('payments:admin.receiptFor', { payer: p.payerName, reference: p.checkoutId })} />
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Stack>
  );
}
