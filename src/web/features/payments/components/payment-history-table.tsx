import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PilotPaymentDto } from '../../../../shared/contracts/payments';
import { PaymentStatus } from '../../../../shared/enums';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { formatAmount } from '../format';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ReceiptLink } from './receipt-link';
import { ScrollTable } from '../../../components/scroll-table';

/** The payments made, newest first, each paid one with its receipt. */
export function PaymentHistoryTable({ payments, caption }: { payments: PilotPaymentDto[]; caption: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  if (payments.length === 0) return <Text>{t('payments:history.empty')}</Text>;
  const headers = ['date', 'description', 'amount', 'status', 'validFrom', 'validUntil', 'receipt'] as const;
  return (
    <ScrollTable minWidth={760} label={caption}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th scope="col" key={header}>
                {t(`payments:history.columns.${header}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => {
            const date = formatDate(payment.paymentDate ?? payment.creationTime, language);
            return (
              <Table.Tr key={payment.id}>
                <Table.Td>{date}</Table.Td>
                <Table.Td>{payment.description}</Table.Td>
                <Table.Td>{formatAmount(payment.cost, payment.monetaryUnit, language)}</Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={payment.status} error={payment.error} />
                </Table.Td>
                <Table.Td>{formatDate(payment.validFrom, language) || '—'}</Table.Td>
                <Table.Td>{formatDate(payment.validUntil, language) || '—'}</Table.Td>
                <Table.Td>
                  {payment.status === PaymentStatus.Paid ? (
                    <ReceiptLink
                      paymentId={payment.id}
                      label={t('payments:history.receiptFor', { description: payment.description, date })}
                    />
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
