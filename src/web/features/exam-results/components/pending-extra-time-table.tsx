import { Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExtraTimeGrantDto } from '../../../../shared/contracts/exams';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { pendingExtraTimeQuery, useRevokeExtraTime } from '../accommodations-api';
import { useLanguage } from '../format';
import { ScrollTable } from '../../../components/scroll-table';

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
        <ScrollTable minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>
              <VisuallyHidden>{t('exam-results:accommodations.pendingCaption')}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('exam-results:accommodations.name')}</Table.Th>
                <Table.Th scope="col">{t('exam-results:accommodations.userName')}</Table.Th>
                <Table.Th scope="col">{t('exam-results:accommodations.amount')}</Table.Th>
                <Table.Th scope="col">{t('exam-results:accommodations.note')}</Table.Th>
                <Table.Th scope="col">{t('exam-results:accommodations.grantedOn')}</Table.Th>
                <Table.Th scope="col">{t('exam-results:accommodations.grantedBy')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('exam-results:accommodations.revoke')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grants.data.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Th scope="row" fw={400}>
                    {nameOf(g)}
                  </Table.Th>
                  <Table.Td>{g.userName}</Table.Td>
                  <Table.Td>{t('exam-results:accommodations.percentOption', { percent: g.extraTimePercent })}</Table.Td>
                  <Table.Td>{g.note ?? ''}</Table.Td>
                  <Table.Td>{formatDateTime(g.creationTime, language)}</Table.Td>
                  <Table.Td>{g.grantedByName ?? ''}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      aria-label={t('exam-results:accommodations.revokeLabel', { name: nameOf(g) })}
                      onClick={() => askRevoke(g)}
                    >
                      {t('exam-results:accommodations.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
