import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailSummary } from '../../../../shared/contracts/outbox';

const colors: Record<MailSummary['status'], string> = { queued: 'gray.7', sent: 'green.8', kept: 'portal.7', failed: 'red.8' };

export function MailStatusBadge({ status }: { status: MailSummary['status'] }) {
  const { t } = useTranslation('outbox');
  return (
    <Badge color={colors[status]} variant="filled">
      {t(`status.${status}`)}
    </Badge>
  );
}
