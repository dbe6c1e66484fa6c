import { Button, Group, Paper, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailingSummary } from '../../../../shared/contracts/bulk-mail';
import { PagedTable } from '../../../components/paged-table';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { failedRecipientsQuery, isRunning, useRetryFailed } from '../api';

/** The addresses that failed, each with the SMTP server's answer, and the button that sends them again. */
export function FailedRecipients({ mailing }: { mailing: MailingSummary }) {
  const { t } = useTranslation(['bulk-mail', 'common']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const retry = useRetryFailed();
  const failed = useQuery(
    failedRecipientsQuery(mailing.id, { skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }, mailing.failedCount),
  );
  const retryAll = () =>
    retry.mutate(mailing.id, {
      onSuccess: () => {
        setPage(1);
        notifications.show({ color: 'green', message: t('bulk-mail:failed.retried', { count: mailing.failedCount }) });
      },
    });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mailing-failed-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="mailing-failed-title">
          {t('bulk-mail:failed.title', { count: mailing.failedCount })}
        </Title>
        {mailing.failedCount > 0 ? (
          <Button onClick={retryAll} loading={retry.isPending} disabled={isRunning(mailing)}>
            {t('bulk-mail:failed.retry', { count: mailing.failedCount })}
          </Button>
        ) : null}
      </Group>
      <PagedTable
        query={failed}
        caption={t('bulk-mail:failed.caption', { subject: mailing.subject })}
        emptyText={t('bulk-mail:failed.empty')}
        minWidth={640}
        page={page}
        onPageChange={setPage}
        columns={[
          { header: t('bulk-mail:failed.emailAddress'), key: true, cell: (r) => r.emailAddress },
          { header: t('bulk-mail:failed.name'), cell: (r) => r.fullName },
          // The SMTP server's own words, in its language (English).
          { header: t('bulk-mail:failed.error'), cell: (r) => <span lang="en">{r.error}</span> },
          { header: t('bulk-mail:failed.lastAttempt'), cell: (r) => formatDateTime(r.lastAttemptTime, language) || '—' },
        ]}
      />
    </Paper>
  );
}
