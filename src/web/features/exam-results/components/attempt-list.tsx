import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExaminationResultDto } from '../../../../shared/contracts/exams';
import { ExamSessionStatus } from '../../../../shared/enums';
import { SubjectScoresTable } from '../../../components/subject-scores-table';
import { formatDateTime } from '../../../lib/dates';
import { formatPercent, statusKey, useLanguage } from '../format';
import { ChangeResultButton } from './change-result-button';

function AttemptSummary({ result }: { result: ExaminationResultDto }) {
  const { t } = useTranslation('exam-results');
  const language = useLanguage();
  const scored = result.status !== ExamSessionStatus.Inprogress;
  return (
    <Group gap="sm" wrap="wrap">
      <Text fw={600}>{formatDateTime(result.submitTime ?? result.startTime, language)}</Text>
      {scored ? (
        <>
          <Text>{formatPercent(result.score, language)}</Text>
          <Badge color={result.isPassed ? 'green.9' : 'red.9'} variant="filled">
            {result.isPassed ? t('exam-results:results.passed') : t('exam-results:results.failed')}
          </Badge>
        </>
      ) : null}
      <Text size="sm">{t(statusKey(result.status))}</Text>
    </Group>
  );
}

/** The user's attempts of one type, newest first, each with its subjects and the actions on it. */
export function AttemptList({
  attempts,
  fullName,
  selectedId,
  onSelect,
}: {
  attempts: ExaminationResultDto[];
  fullName: string;
  selectedId: number | null;
  onSelect: (userExaminationId: number) => void;
}) {
  const { t } = useTranslation('exam-results');
  const language = useLanguage();
  return (
    <Accordion variant="separated" multiple defaultValue={attempts.length ? [String(attempts[0].userExaminationId)] : []}>
      {attempts.map((result) => {
        const when = formatDateTime(result.submitTime ?? result.startTime, language);
        return (
          <Accordion.Item key={result.userExaminationId} value={String(result.userExaminationId)}>
            <Accordion.Control>
              <AttemptSummary result={result} />
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text size="sm">
                  {t('exam-results:attempts.facts', {
                    correct: result.correctCount,
                    total: result.questionCount,
                    needed: result.percentNeedToPass,
                  })}
                  {result.alreadyCertified ? ` ${t('exam-results:attempts.alreadyCertified')}` : ''}
                </Text>
                {result.extraTimePercent > 0 ? (
                  <Text size="sm" fw={600} data-testid="attempt-extra-time">
                    {t('exam-results:attempts.extraTime', { percent: result.extraTimePercent })}
                  </Text>
                ) : null}
                <SubjectScoresTable categories={result.categories} caption={t('exam-results:breakdown.caption', { when })} withShare />
                <Group gap="sm">
                  <Button
                    variant={selectedId === result.userExaminationId ? 'filled' : 'light'}
                    aria-pressed={selectedId === result.userExaminationId}
                    onClick={() => onSelect(result.userExaminationId)}
                  >
                    {t('exam-results:attempts.showAnswers')}
                  </Button>
                  <ChangeResultButton result={result} fullName={fullName} />
                </Group>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
