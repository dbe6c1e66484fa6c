import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PilotPaymentDto } from '../../../../shared/contracts/payments';
import { PaymentStatus } from '../../../../shared/enums';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { formatAmount } from '../format';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ReceiptLink } from './receipt-link';
import { DataTable, type Column } from '../../../components/data-table';

/** The payments made, newest first, each paid one with its receipt. */
export function PaymentHistoryTable({ payments, caption }: { payments: PilotPaymentDto[]; caption: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  if (payments.length === 0) return <Text>{t('payments:history.empty')}</Text>;
  const column = (
    name: 'date' | 'description' | 'amount' | 'status' | 'validFrom' | 'validUntil' | 'receipt',
    cell: Column<PilotPaymentDto>['cell'],
    key = false,
  ): Column<PilotPaymentDto> => ({
    header: t(`payments:history.columns.${name}`),
    cell,
    key,
  });
  const dateOf = (payment: PilotPaymentDto) => formatDate(payment.paymentDate ?? payment.creationTime, language);
  // The description names a payment: a card on a phone is titled by it, the status and receipt below.
  const columns = [
    column('date', dateOf),
    column('description', (payment) => payment.description, true),
    column('amount', (payment) => formatAmount(payment.cost, payment.monetaryUnit, language)),
    column('status', (payment) => <PaymentStatusBadge status={payment.status} error={payment.error} />),
    column('validFrom', (payment) => formatDate(payment.validFrom, language) || '—'),
    column('validUntil', (payment) => formatDate(payment.validUntil, language) || '—'),
    column('receipt', (payment) =>
      payment.status === PaymentStatus.Paid ? (
        <ReceiptLink
          paymentId={payment.id}
          label={t('payments:history.receiptFor', { description: payment.description, date: dateOf(payment) })}
        />
      ) : (
        '—'
      ),
    ),
  ];
  return <DataTable rows={payments} columns={columns} caption={caption} rowKey={(payment) => payment.id} minWidth={760} />;
}
