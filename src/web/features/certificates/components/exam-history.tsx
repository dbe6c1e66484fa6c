import { Accordion, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExaminationResultDto } from '../../../../shared/contracts/exams';
import { formatDateTime } from '../../../lib/dates';
import { formatPercent, typeKey, useLanguage } from '../format';

function SubjectTable({ result, caption }: { result: ExaminationResultDto; caption: string }) {
  const { t } = useTranslation('certificates-web');
  const language = useLanguage();
  if (result.categories.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('certificates-web:history.subject')}</Table.Th>
            <Table.Th scope="col">{t('certificates-web:history.correct')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.categories.map((c) => (
            <Table.Tr key={c.categoryId}>
              <Table.Th scope="row" fw={500}>
                {language === 'en' ? c.titleEnglish || c.title : c.title}
              </Table.Th>
              <Table.Td>{t('certificates-web:history.ofTotal', { correct: c.correctCount, total: c.questionCount })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

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
                  {t('certificates-web:history.facts', { correct: result.correctCount, total: result.questionCount, needed: result.percentNeedToPass })}
                </Text>
                <SubjectTable result={result} caption={t('certificates-web:history.caption', { type, when })} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
