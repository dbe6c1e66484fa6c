import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryScoreDto } from '../../../../shared/contracts/exams';
import { formatPercent, useLanguage } from '../format';

/** Right answers per subject of one attempt, so a weak subject stands out. */
export function CategoryBreakdown({ categories, caption }: { categories: CategoryScoreDto[]; caption: string }) {
  const { t } = useTranslation('exam-admin');
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('exam-admin:breakdown.subject')}</Table.Th>
            <Table.Th scope="col">{t('exam-admin:breakdown.correct')}</Table.Th>
            <Table.Th scope="col">{t('exam-admin:breakdown.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((c) => (
            <Table.Tr key={c.categoryId}>
              <Table.Th scope="row" fw={500}>
                {language === 'en' ? c.titleEnglish || c.title : c.title}
              </Table.Th>
              <Table.Td>{t('exam-admin:breakdown.ofTotal', { correct: c.correctCount, total: c.questionCount })}</Table.Td>
              <Table.Td>{c.questionCount > 0 ? formatPercent(Math.round((c.correctCount / c.questionCount) * 1000) / 10, language) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
