import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryScoreDto } from '../../../../shared/contracts/exams';
import { inLanguage } from '../../../../shared/bilingual';
import { PercentBar } from '../../../components/percent-bar';
import { formatPercent } from '../../../lib/numbers';
import { ScrollTable } from '../../../components/scroll-table';

const percentOf = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);

/** The result by subject, so that the pilot knows what to study: correct of total and a bar with its words. */
export function ResultBreakdown({
  categories,
  passMark,
  language,
}: {
  categories: CategoryScoreDto[];
  passMark: number;
  language: 'is' | 'en';
}) {
  const { t } = useTranslation('exams');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="exam-breakdown-title">
      <Title order={2} size="h3" id="exam-breakdown-title" mb="xs">
        {t('exams:result.breakdownTitle')}
      </Title>
      <Text size="sm" mb="md">
        {t('exams:result.breakdownLead')}
      </Text>
      <ScrollTable minWidth={480}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('exams:result.subject')}</Table.Th>
              <Table.Th scope="col">{t('exams:result.correctColumn')}</Table.Th>
              <Table.Th scope="col">{t('exams:result.shareColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category) => {
              const subject = inLanguage(language, category.title, category.titleEnglish);
              const percent = percentOf(category.correctCount, category.questionCount);
              return (
                <Table.Tr key={category.categoryId}>
                  <Table.Th scope="row" fw={400}>
                    {subject}
                  </Table.Th>
                  <Table.Td>{t('exams:result.ofTotal', { correct: category.correctCount, total: category.questionCount })}</Table.Td>
                  <Table.Td miw={180}>
                    <Text size="sm" mb={4}>
                      {formatPercent(percent, language)}
                    </Text>
                    <PercentBar
                      value={percent}
                      size="lg"
                      radius="xl"
                      color={percent >= passMark ? 'green.8' : 'orange.8'}
                      label={t('exams:result.share', { percent: formatPercent(percent, language), subject })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
