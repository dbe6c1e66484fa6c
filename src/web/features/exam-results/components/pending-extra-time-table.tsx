import { Button, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExtraTimeGrantDto } from '../../../../shared/contracts/exams';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { pendingExtraTimeQuery, useRevokeExtraTime } from '../accommodations-api';
import { useLanguage } from '../format';
import { DataTable, type Column } from '../../../components/data-table';

/** The grants waiting for the candidates' next exam, each with a way to take it back. */
export function PendingExtraTimeTable() {
  const { t } = useTranslation(['exam-results', 'common']);
  const language = useLanguage();
  const grants = useQuery(pendingExtraTimeQuery());
  const revoke = useRevokeExtraTime();
  const nameOf = (g: ExtraTimeGrantDto) => g.fullName || g.userName;

  const askRevoke = (g: ExtraTimeGrantDto) =>
    confirmAction({
      title: t('exam-results:accommodations.revokeTitle'),
      message: t('exam-results:accommodations.revokeMessage', { name: nameOf(g) }),
      confirmLabel: t('exam-results:accommodations.revoke'),
      danger: true,
      onConfirm: () =>
        revoke.mutate(g.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('exam-results:accommodations.revoked', { name: nameOf(g) }) }),
        }),
    });

  const column = (name: string, cell: Column<ExtraTimeGrantDto>['cell']): Column<ExtraTimeGrantDto> => ({
    header: t(`exam-results:accommodations.${name}`),
    cell,
  });
  const columns: Column<ExtraTimeGrantDto>[] = [
    { ...column('name', nameOf), key: true },
    column('userName', (g) => g.userName),
    column('amount', (g) => t('exam-results:accommodations.percentOption', { percent: g.extraTimePercent })),
    column('note', (g) => g.note ?? ''),
    column('grantedOn', (g) => formatDateTime(g.creationTime, language)),
    column('grantedBy', (g) => g.grantedByName ?? ''),
    {
      ...column('revoke', (g) => (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={t('exam-results:accommodations.revokeLabel', { name: nameOf(g) })}
          onClick={() => askRevoke(g)}
        >
          {t('exam-results:accommodations.revoke')}
        </Button>
      )),
      hiddenHeader: true,
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pending-extra-time-title">
      <Title order={2} size="h3" id="pending-extra-time-title" mb="sm">
        {t('exam-results:accommodations.pendingTitle')}
      </Title>
      {grants.isPending ? (
        <LoadingState />
      ) : grants.isError ? (
        <ErrorState error={grants.error} onRetry={() => void grants.refetch()} />
      ) : grants.data.length === 0 ? (
        <Text>{t('exam-results:accommodations.none')}</Text>
      ) : (
        <DataTable
          rows={grants.data}
          columns={columns}
          caption={t('exam-results:accommodations.pendingCaption')}
          rowKey={(g) => g.id}
          minWidth={760}
        />
      )}
    </Paper>
  );
}
