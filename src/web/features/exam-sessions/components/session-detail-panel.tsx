import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExamSessionStatus } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { sessionDetailQuery, type SessionCandidate } from '../api';
import { formatClock, formatPercent, statusKey, useLanguage, useNow } from '../format';
import { PercentBar } from '../../../components/percent-bar';
import { DataTable, type Column } from '../../../components/data-table';

/** The candidates' columns: name, how far each has come, time left (counted down between the server's answers), status and score. */
function useCandidateColumns(elapsedSeconds: number): Column<SessionCandidate>[] {
  const { t } = useTranslation('exam-sessions');
  const language = useLanguage();
  const inProgress = (c: SessionCandidate) => c.status === ExamSessionStatus.Inprogress;
  const progressOf = (c: SessionCandidate) => t('exam-sessions:candidates.answered', { answered: c.answeredCount, total: c.questionCount });
  return [
    { header: t('exam-sessions:candidates.name'), key: true, cell: (c) => c.fullName },
    {
      header: t('exam-sessions:candidates.progress'),
      cell: (c) => (
        <Box miw={160}>
          <Text size="sm">{progressOf(c)}</Text>
          <PercentBar
            value={c.questionCount > 0 ? Math.round((c.answeredCount / c.questionCount) * 100) : 0}
            label={t('exam-sessions:candidates.progressOf', { name: c.fullName, progress: progressOf(c) })}
            mt={4}
          />
        </Box>
      ),
    },
    {
      header: t('exam-sessions:candidates.timeLeft'),
      cell: (c) => <Text ff="monospace">{inProgress(c) ? formatClock(c.secondsLeft - elapsedSeconds) : '—'}</Text>,
    },
    { header: t('exam-sessions:candidates.status'), cell: (c) => t(statusKey(c.status)) },
    {
      header: t('exam-sessions:candidates.score'),
      cell: (c) =>
        c.isPassed === null || inProgress(c) ? (
          '—'
        ) : (
          <Group gap={6} wrap="nowrap">
            <span>{formatPercent(c.score, language)}</span>
            <Badge color={c.isPassed ? 'green.9' : 'red.9'} variant="filled">
              {c.isPassed ? t('exam-sessions:results.passed') : t('exam-sessions:results.failed')}
            </Badge>
          </Group>
        ),
    },
  ];
}

/** The candidates of one session and how far each has come, read again every few seconds while it is open. */
export function SessionDetailPanel({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const { t } = useTranslation(['exam-sessions', 'common']);
  const language = useLanguage();
  const detail = useQuery(sessionDetailQuery(sessionId));
  const now = useNow();
  const elapsedSeconds = detail.dataUpdatedAt ? Math.max(0, Math.floor((now - detail.dataUpdatedAt) / 1000)) : 0;
  const columns = useCandidateColumns(elapsedSeconds);
  const session = detail.data;
  const name = session ? session.name || t('exam-sessions:sessions.unnamed', { code: session.examCode }) : '';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="session-detail-title">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="session-detail-title">
            {session ? t('exam-sessions:candidates.title', { name }) : t('exam-sessions:candidates.titleLoading')}
          </Title>
          {session ? (
            <Text size="sm" c="dimmed">
              {session.status === ExamSessionStatus.Inprogress
                ? t('exam-sessions:candidates.live', { time: formatDateTime(new Date(detail.dataUpdatedAt), language) })
                : t('exam-sessions:candidates.ended', {
                    status: t(statusKey(session.status)),
                    time: formatDateTime(session.closedTime ?? session.endTime, language),
                  })}
            </Text>
          ) : null}
        </Stack>
        <Button variant="default" size="xs" onClick={onClose}>
          {t('exam-sessions:candidates.close')}
        </Button>
      </Group>
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data.candidates.length === 0 ? (
        <Text py="md">{t('exam-sessions:candidates.none')}</Text>
      ) : (
        <DataTable
          rows={detail.data.candidates}
          columns={columns}
          caption={t('exam-sessions:candidates.caption', { name })}
          rowKey={(candidate) => candidate.userExaminationId}
          minWidth={720}
        />
      )}
    </Paper>
  );
}
