import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExamSessionStatus } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { sessionDetailQuery, type SessionCandidate } from '../api';
import { formatClock, formatPercent, statusKey, useLanguage, useNow } from '../format';
import { PercentBar } from '../../../components/percent-bar';
import { ScrollTable } from '../../../components/scroll-table';

function CandidateRow({ candidate, elapsedSeconds }: { candidate: SessionCandidate; elapsedSeconds: number }) {
  const { t } = useTranslation('exam-sessions');
  const language = useLanguage();
  const inProgress = candidate.status === ExamSessionStatus.Inprogress;
  const share = candidate.questionCount > 0 ? Math.round((candidate.answeredCount / candidate.questionCount) * 100) : 0;
  const progress = t('exam-sessions:candidates.answered', { answered: candidate.answeredCount, total: candidate.questionCount });
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {candidate.fullName}
      </Table.Th>
      <Table.Td miw={180}>
        <Text size="sm">{progress}</Text>
        <PercentBar value={share} label={t('exam-sessions:candidates.progressOf', { name: candidate.fullName, progress })} mt={4} />
      </Table.Td>
      {/* Counted down between the server's answers, from what it said last. */}
      <Table.Td ff="monospace">{inProgress ? formatClock(candidate.secondsLeft - elapsedSeconds) : '—'}</Table.Td>
      <Table.Td>{t(statusKey(candidate.status))}</Table.Td>
      <Table.Td>
        {candidate.isPassed === null || inProgress ? (
          '—'
        ) : (
          <Group gap={6} wrap="nowrap">
            <span>{formatPercent(candidate.score, language)}</span>
            <Badge color={candidate.isPassed ? 'green.9' : 'red.9'} variant="filled">
              {candidate.isPassed ? t('exam-sessions:results.passed') : t('exam-sessions:results.failed')}
            </Badge>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The candidates of one session and how far each has come, read again every few seconds while it is open. */
export function SessionDetailPanel({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const { t } = useTranslation(['exam-sessions', 'common']);
  const language = useLanguage();
  const detail = useQuery(sessionDetailQuery(sessionId));
  const now = useNow();
  const elapsedSeconds = detail.dataUpdatedAt ? Math.max(0, Math.floor((now - detail.dataUpdatedAt) / 1000)) : 0;
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
        <ScrollTable minWidth={720}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>
              <VisuallyHidden>{t('exam-sessions:candidates.caption', { name })}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('exam-sessions:candidates.name')}</Table.Th>
                <Table.Th scope="col">{t('exam-sessions:candidates.progress')}</Table.Th>
                <Table.Th scope="col">{t('exam-sessions:candidates.timeLeft')}</Table.Th>
                <Table.Th scope="col">{t('exam-sessions:candidates.status')}</Table.Th>
                <Table.Th scope="col">{t('exam-sessions:candidates.score')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.data.candidates.map((candidate) => (
                <CandidateRow key={candidate.userExaminationId} candidate={candidate} elapsedSeconds={elapsedSeconds} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
