import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErasureStatus } from '../../../../shared/contracts/personal-data';

const colors: Record<number, string> = {
  [ErasureStatus.Pending]: 'yellow.9',
  [ErasureStatus.Approved]: 'green.9',
  [ErasureStatus.Rejected]: 'red.9',
  [ErasureStatus.Withdrawn]: 'gray.8',
};

/** A request's state in words; the colour only repeats them. */
export function ErasureStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('personal-data');
  return (
    <Badge color={colors[status] ?? 'gray.8'} variant="filled">
      {t(`personal-data:status.${status}`)}
    </Badge>
  );
}
