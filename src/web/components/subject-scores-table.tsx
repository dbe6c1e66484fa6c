import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryScoreDto } from '../../shared/contracts/exams';
import { formatPercent } from '../lib/numbers';
import { useLanguage } from '../lib/use-language';
import { inLanguage } from '../../shared/bilingual';
import { ScrollTable } from './scroll-table';

/**
 * Right answers per subject of one attempt, so a weak subject stands out; `withShare` adds the
 * share right as a percentage.
 */
export function SubjectScoresTable({
  categories,
  caption,
  withShare = false,
}: {
  categories: CategoryScoreDto[];
  caption: string;
  withShare?: boolean;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <ScrollTable minWidth={withShare ? 480 : 420}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('common:subjectScores.subject')}</Table.Th>
            <Table.Th scope="col">{t('common:subjectScores.correct')}</Table.Th>
            {withShare ? <Table.Th scope="col">{t('common:subjectScores.share')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((c) => (
            <Table.Tr key={c.categoryId}>
              <Table.Th scope="row" fw={500}>
                {inLanguage(language, c.title, c.titleEnglish)}
              </Table.Th>
              <Table.Td>{t('common:subjectScores.ofTotal', { correct: c.correctCount, total: c.questionCount })}</Table.Td>
              {withShare ? (
                <Table.Td>
                  {c.questionCount > 0 ? formatPercent(Math.round((c.correctCount / c.questionCount) * 1000) / 10, language) : '—'}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
