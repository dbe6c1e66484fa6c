import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExaminationResultDto } from '../../../../shared/contracts/exams';
import { SubjectScoresTable } from '../../../components/subject-scores-table';
import { formatDateTime } from '../../../lib/dates';
import { formatPercent, typeKey, useLanguage } from '../format';

/** The pilot's scored attempts, newest first, each opening onto its subjects so they know what to study. */
export function ExamHistory({ results }: { results: ExaminationResultDto[] }) {
  const { t } = useTranslation('certificates-web');
  const language = useLanguage();
  const sorted = [...results].sort((a, b) => (b.submitTime ?? b.startTime).localeCompare(a.submitTime ?? a.startTime));
  return (
    <Accordion variant="separated" multiple>
      {sorted.map((result) => {
        const when = formatDateTime(result.submitTime ?? result.startTime, language);
        const type = t(typeKey(result.certificateType));
        return (
          <Accordion.Item key={result.userExaminationId} value={String(result.userExaminationId)}>
            <Accordion.Control>
              <Group gap="sm" wrap="wrap">
                <Text fw={600}>{type}</Text>
                <Text>{when}</Text>
                <Text>{formatPercent(result.score, language)}</Text>
                <Badge color={result.isPassed ? 'green.9' : 'red.9'} variant="filled">
                  {result.isPassed ? t('certificates-web:history.passed') : t('certificates-web:history.failed')}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text size="sm">
                  {t('certificates-web:history.facts', {
                    correct: result.correctCount,
                    total: result.questionCount,
                    needed: result.percentNeedToPass,
                  })}
                </Text>
                <SubjectScoresTable categories={result.categories} caption={t('certificates-web:history.caption', { type, when })} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
