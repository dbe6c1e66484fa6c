import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedJobDto } from '../../../../shared/contracts/job-queues';
import { confirmAction } from '../../../components/confirm-action';
import { PagedTable } from '../../../components/paged-table';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { businessMessageOf } from '../../../lib/errors';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { failedJobsQuery, useDiscardJob, useRetryJob } from '../api';

/** A job's id as people read it: its first eight characters, as a short commit hash is read. */
const shortId = (id: string) => id.slice(0, 8);

/** One queue's failed jobs, the latest failure first, each with its error and a retry or a discard. */
export function FailedJobs({ queue }: { queue: string }) {
  const { t } = useTranslation(['job-queues', 'errors']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const jobs = useQuery(failedJobsQuery({ queue, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }));
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const titleId = 'failed-jobs-title';
  // A page whose last job leaves it gives way to the one before, rather than standing empty.
  const leftPage = () => {
    if (page > 1 && jobs.data?.items.length === 1) setPage(page - 1);
  };

  const failedNotice = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: businessMessageOf(error) ?? t('errors:unknown') });

  const retryJob = (job: FailedJobDto) =>
    retry.mutate(
      { queue, id: job.id },
      {
        onSuccess: () => {
          leftPage();
          notifications.show({ color: 'green', message: t('job-queues:failed.retried', { job: shortId(job.id) }) });
        },
        onError: failedNotice(t('job-queues:failed.retryFailed')),
      },
    );

  const askDiscard = (job: FailedJobDto) =>
    confirmAction({
      title: t('job-queues:failed.discardTitle'),
      message: t('job-queues:failed.discardMessage', { job: shortId(job.id), queue }),
      confirmLabel: t('job-queues:failed.discard'),
      danger: true,
      onConfirm: () =>
        discard.mutate(
          { queue, id: job.id },
          {
            onSuccess: () => {
              leftPage();
              notifications.show({ color: 'green', message: t('job-queues:failed.discarded', { job: shortId(job.id) }) });
            },
            onError: failedNotice(t('job-queues:failed.discardFailed')),
          },
        ),
    });

  const changing = (job: FailedJobDto) =>
    (retry.isPending && retry.variables?.id === job.id) || (discard.isPending && discard.variables?.id === job.id);

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="xs" id={titleId}>
        {t('job-queues:failed.title', { queue })}
      </Title>
      <PagedTable
        query={jobs}
        caption={t('job-queues:failed.caption', { queue })}
        emptyText={t('job-queues:failed.none')}
        minWidth={900}
        page={page}
        onPageChange={setPage}
        columns={[
          {
            header: t('job-queues:failed.job'),
            key: true,
            cell: (job) => (
              <Text span ff="monospace" size="sm" title={job.id}>
                {shortId(job.id)}
              </Text>
            ),
          },
          {
            header: t('job-queues:failed.failedAt'),
            cell: (job) => (
              <Stack gap={0}>
                <Text size="sm">{formatDateTime(job.failedAt ?? job.startedAt ?? job.createdAt, language)}</Text>
                <Text size="xs" c="dimmed">
                  {t('job-queues:failed.createdAt', { time: formatDateTime(job.createdAt, language) })}
                </Text>
              </Stack>
            ),
          },
          {
            header: t('job-queues:failed.tries'),
            cell: (job) =>
              t('job-queues:failed.triesValue', {
                made: formatNumber(job.retryCount + 1, language),
                allowed: formatNumber(job.retryLimit + 1, language),
              }),
          },
          {
            header: t('job-queues:failed.error'),
            cell: (job) =>
              job.errorClass || job.errorMessage ? (
                <Code block lang="en" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {[job.errorClass, job.errorMessage].filter(Boolean).join(': ')}
                </Code>
              ) : (
                <Text size="sm">{t('job-queues:failed.noError')}</Text>
              ),
          },
          {
            header: t('job-queues:failed.actions'),
            hiddenHeader: true,
            cell: (job) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('job-queues:failed.retryJob', { job: shortId(job.id) })}
                  loading={retry.isPending && retry.variables?.id === job.id}
                  disabled={changing(job)}
                  onClick={() => retryJob(job)}
                >
                  {t('job-queues:failed.retry')}
                </Button>
                <Button
                  size="xs"
                  color="red.8"
                  aria-label={t('job-queues:failed.discardJob', { job: shortId(job.id) })}
                  loading={discard.isPending && discard.variables?.id === job.id}
                  disabled={changing(job)}
                  onClick={() => askDiscard(job)}
                >
                  {t('job-queues:failed.discard')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </section>
  );
}
