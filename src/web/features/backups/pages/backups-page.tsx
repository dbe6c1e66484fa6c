import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackupRunDto } from '../../../../shared/contracts/backups';
import { FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { businessMessageOf } from '../../../lib/errors';
import { useLanguage } from '../../../lib/use-language';
import { backupStatusQuery, backupUnfinished, useBackUpNow } from '../api';
import { formatSize } from '../format';

/** `/admin/backups`: the newest backup of the embedded database, how many are kept and where, a late warning, and a backup now. */
export function BackupsPage() {
  const { t } = useTranslation(['backups', 'routes', 'errors']);
  const language = useLanguage();
  const status = useQuery(backupStatusQuery());
  const backUp = useBackUpNow();
  const data = status.data;
  const busy = backupUnfinished(data) || backUp.isPending;

  return (
    <>
      <PageHeader
        title={t('routes:adminBackups')}
        description={t('backups:page.lead')}
        actions={
          data?.mode === 'embedded' ? (
            <Button onClick={() => backUp.mutate()} loading={busy} disabled={busy}>
              {t('backups:page.backUpNow')}
            </Button>
          ) : null
        }
      />
      {status.isPending ? <LoadingState /> : null}
      {status.isError ? <ErrorState error={status.error} onRetry={() => void status.refetch()} /> : null}
      {data ? (
        <Stack gap="lg">
          {data.mode === 'external' ? (
            <Alert color="blue" title={t('backups:page.lastBackup')}>
              {t('backups:page.external')}
            </Alert>
          ) : (
            <>
              {data.folderProblem ? (
                <Alert color="red" role="alert" title={t('backups:page.folderProblemTitle')}>
                  {t(`backups:page.folderProblem.${data.folderProblem}`, { folder: data.folder })}
                </Alert>
              ) : null}
              {data.late ? (
                <Alert color="red" role="alert" title={data.latest ? t('backups:page.lastBackup') : undefined}>
                  {data.latest
                    ? t('backups:page.late', { hours: data.lateAfterHours, count: data.lateAfterHours })
                    : t('backups:page.none')}
                </Alert>
              ) : null}
              <Paper withBorder p="md" radius="md">
                <FactList
                  facts={[
                    [t('backups:page.lastBackup'), data.latest ? formatDateTime(data.latest.takenAt, language) : '–'],
                    [t('backups:page.size'), data.latest ? formatSize(data.latest.sizeBytes, language) : '–'],
                    [t('backups:page.fileName'), data.latest?.fileName ?? '–'],
                    [
                      t('backups:page.kept'),
                      t('backups:page.keptValue', { count: data.count, size: formatSize(data.totalBytes, language) }),
                    ],
                    [t('backups:page.keepDays'), t('backups:page.keepDaysValue', { count: data.keepDays })],
                    [t('backups:page.folder'), data.folder ?? '–'],
                  ]}
                />
              </Paper>
            </>
          )}
          <section aria-labelledby="backups-last-run">
            <Title order={2} size="h4" mb="xs" id="backups-last-run">
              {t('backups:page.lastRun')}
            </Title>
            <div role="status" aria-live="polite">
              {backUp.isError ? (
                <Text c="red.8">{businessMessageOf(backUp.error) ?? t('errors:unknown')}</Text>
              ) : data.lastRun ? (
                <RunOutcome run={data.lastRun} />
              ) : (
                <Text>–</Text>
              )}
            </div>
          </section>
        </Stack>
      ) : null}
    </>
  );
}

function RunOutcome({ run }: { run: BackupRunDto }) {
  const { t } = useTranslation('backups');
  const language = useLanguage();
  const when = formatDateTime(run.finishedAt ?? run.startedAt ?? run.creationTime, language);
  const text =
    run.status === 'done'
      ? t('page.done', { fileName: run.fileName ?? '', size: formatSize(run.sizeBytes ?? 0, language) })
      : run.status === 'failed'
        ? t('page.failed', { error: run.error === 'interrupted' ? t('page.interrupted') : (run.error ?? '') })
        : t(`page.${run.status}`);
  return (
    <Text c={run.status === 'failed' ? 'red.8' : undefined}>
      {when}: {text}
    </Text>
  );
}
