import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobQueueDto } from '../../../../shared/contracts/job-queues';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { jobQueuesQuery, refreshSeconds } from '../api';
import { FailedJobs } from '../components/failed-jobs';
import { DataTable } from '../../../components/data-table';

const counts = ['waiting', 'retrying', 'active', 'failed', 'completedLastDay'] as const;

/** `/admin/job-queues`: each queue's jobs by state, asked again every few seconds; a queue chosen lists its failed jobs. */
export function JobQueuesPage() {
  const { t } = useTranslation(['job-queues', 'routes']);
  const queues = useQuery(jobQueuesQuery());
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <>
      <PageHeader title={t('routes:adminJobQueues')} description={t('job-queues:page.lead')} />
      <Stack gap="xl">
        <section aria-labelledby="job-queues-title">
          <Title order={2} size="h4" mb="xs" id="job-queues-title">
            {t('job-queues:page.queuesTitle')}
          </Title>
          <Paper withBorder p="md" radius="md">
            {queues.isPending ? <LoadingState /> : null}
            {queues.isError ? <ErrorState error={queues.error} onRetry={() => void queues.refetch()} /> : null}
            {queues.data ? <QueuesTable queues={queues.data.items} busy={queues.isFetching} chosen={chosen} onChoose={setChosen} /> : null}
            <Text size="sm" c="dimmed" mt="sm">
              {t('job-queues:page.refreshing', { seconds: refreshSeconds, count: refreshSeconds })}
            </Text>
          </Paper>
        </section>
        {chosen ? <FailedJobs key={chosen} queue={chosen} /> : <Text>{t('job-queues:page.chooseQueue')}</Text>}
      </Stack>
    </>
  );
}

function QueuesTable({
  queues,
  busy,
  chosen,
  onChoose,
}: {
  queues: JobQueueDto[];
  busy: boolean;
  chosen: string | null;
  onChoose: (queue: string) => void;
}) {
  const { t } = useTranslation('job-queues');
  const language = useLanguage();
  return (
    <DataTable
      rows={queues}
      rowKey={(queue) => queue.name}
      caption={t('page.queuesCaption')}
      emptyText={t('page.noQueues')}
      busy={busy}
      columns={[
        {
          header: t('page.columns.queue'),
          key: true,
          cell: (queue) => (
            <Text span ff="monospace" size="sm" lang="en" fw={queue.name === chosen ? 700 : 400}>
              {queue.name}
            </Text>
          ),
        },
        ...counts.map((count) => ({
          header: t(`page.columns.${count}`),
          numeric: true,
          cell: (queue: JobQueueDto) => (
            <Text span size="sm" c={count === 'failed' && queue.failed > 0 ? 'red.8' : undefined}>
              {formatNumber(queue[count], language)}
            </Text>
          ),
        })),
        {
          header: t('page.columns.actions'),
          hiddenHeader: true,
          cell: (queue) => (
            <Button
              size="xs"
              variant={queue.name === chosen ? 'filled' : 'default'}
              aria-label={t('page.showFailedOf', { queue: queue.name })}
              aria-pressed={queue.name === chosen}
              onClick={() => onChoose(queue.name)}
            >
              {t('page.showFailed')}
            </Button>
          ),
        },
      ]}
    />
  );
}
