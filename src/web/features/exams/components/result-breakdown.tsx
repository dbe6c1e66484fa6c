import { Box, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryScoreDto } from '../../../../shared/contracts/exams';
import { inLanguage } from '../../../../shared/bilingual';
import { PercentBar } from '../../../components/percent-bar';
import { formatPercent } from '../../../lib/numbers';
import { DataTable } from '../../../components/data-table';

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
      <DataTable
        rows={categories}
        rowKey={(category) => category.categoryId}
        caption={t('exams:result.breakdownTitle')}
        minWidth={480}
        columns={[
          { header: t('exams:result.subject'), key: true, cell: (category) => inLanguage(language, category.title, category.titleEnglish) },
          {
            header: t('exams:result.correctColumn'),
            cell: (category) => t('exams:result.ofTotal', { correct: category.correctCount, total: category.questionCount }),
          },
          {
            header: t('exams:result.shareColumn'),
            cell: (category) => {
              const subject = inLanguage(language, category.title, category.titleEnglish);
              const percent = percentOf(category.correctCount, category.questionCount);
              return (
                <Box miw={180}>
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
                </Box>
              );
            },
          },
        ]}
      />
    </Paper>
  );
}
