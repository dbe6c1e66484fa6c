import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../shared/enums';

/** Dark enough for white text at AA; the word carries the meaning, the colour only repeats it. */
const colors: Record<number, string> = {
  [PaymentStatus.Pending]: 'gray.8',
  [PaymentStatus.Paid]: 'green.9',
  [PaymentStatus.Declined]: 'red.9',
  [PaymentStatus.Failed]: 'red.9',
  [PaymentStatus.Expired]: 'orange.9',
};

/** A payment's state in words; an attempt the payer cancelled says so rather than that it expired. */
export function PaymentStatusBadge({ status, error = null }: { status: number; error?: string | null }) {
  const { t } = useTranslation('payments');
  const cancelled = status === PaymentStatus.Expired && error === 'cancelled';
  return (
    <Badge color={colors[status] ?? 'gray.8'} variant="filled">
      {t(cancelled ? 'payments:status.cancelled' : `payments:status.${status}`)}
    </Badge>
  );
}
