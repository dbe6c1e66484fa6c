import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailingSummary } from '../../../../shared/contracts/bulk-mail';
import { isRunning } from '../api';

export type MailingState = 'sending' | 'done' | 'doneWithFailures';

export const stateOf = (mailing: MailingSummary): MailingState =>
  isRunning(mailing) ? 'sending' : mailing.failedCount > 0 ? 'doneWithFailures' : 'done';

const colors: Record<MailingState, string> = { sending: 'portal.7', done: 'green.8', doneWithFailures: 'red.8' };

export function MailingStatusBadge({ mailing }: { mailing: MailingSummary }) {
  const { t } = useTranslation('bulk-mail');
  const state = stateOf(mailing);
  return (
    <Badge color={colors[state]} variant="filled">
      {t(`bulk-mail:status.${state}`)}
    </Badge>
  );
}
