import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSessionDto } from '../../../../shared/contracts/exam-sessions';
import { confirmDelete } from '../../../components/confirm';
import { EyeIcon, TrashIcon } from '../../../components/icons';
import { PagedTable, RowAction } from '../../../components/paged-table';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { previousSessionsQuery, useDeleteSession } from '../api';
import { statusKey, useLanguage } from '../format';

/** Sessions that have ended, newest first, each with its candidates one click away. */
export function PreviousSessionsTable({ onWatch }: { onWatch: (id: number) => void }) {
  const { t } = useTranslation(['exam-sessions', 'common']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const sessions = useQuery(previousSessionsQuery(page, defaultPageSize));
  const remove = useDeleteSession();
  const nameOf = (s: ExamSessionDto) => s.name || t('exam-sessions:sessions.unnamed', { code: s.examCode });

  const askDelete = (session: ExamSessionDto) =>
    confirmDelete({
      title: t('exam-sessions:sessions.delete.title'),
      message: t('exam-sessions:sessions.delete.message', { name: nameOf(session) }),
      onConfirm: () =>
        remove.mutate(session.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('exam-sessions:sessions.delete.done', { name: nameOf(session) }) }),
        }),
    });

  return (
    <PagedTable
      query={sessions}
      caption={t('exam-sessions:sessions.previous.caption')}
      emptyText={t('exam-sessions:sessions.previous.empty')}
      page={page}
      onPageChange={setPage}
      columns={[
        { header: t('exam-sessions:sessions.previous.name'), key: true, cell: (s) => nameOf(s) },
        { header: t('exam-sessions:sessions.examCode'), cell: (s) => s.examCode },
        { header: t('exam-sessions:sessions.previous.started'), cell: (s) => formatDateTime(s.startTime, language) },
        { header: t('exam-sessions:sessions.previous.closed'), cell: (s) => formatDateTime(s.closedTime ?? s.endTime, language) },
        {
          header: t('exam-sessions:sessions.previous.how'),
          cell: (s) => (s.isClosedManually ? t('exam-sessions:sessions.previous.manually') : t(statusKey(s.status))),
        },
        { header: t('exam-sessions:sessions.previous.candidates'), cell: (s) => s.candidateCount },
        {
          header: t('common:actions.label'),
          hiddenHeader: true,
          cell: (s) => (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              <RowAction
                tooltip={t('exam-sessions:sessions.watch')}
                label={t('exam-sessions:sessions.watchNamed', { name: nameOf(s) })}
                icon={<EyeIcon />}
                onClick={() => onWatch(s.id)}
              />
              <RowAction
                tooltip={t('common:actions.delete')}
                label={t('exam-sessions:sessions.delete.named', { name: nameOf(s) })}
                icon={<TrashIcon />}
                danger
                onClick={() => askDelete(s)}
              />
            </Group>
          ),
        },
      ]}
    />
  );
}
