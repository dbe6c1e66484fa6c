import { useTranslation } from 'react-i18next';
import type { CategoryScoreDto } from '../../shared/contracts/exams';
import { formatPercent } from '../lib/numbers';
import { useLanguage } from '../lib/use-language';
import { inLanguage } from '../../shared/bilingual';
import { DataTable } from './data-table';

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
  const share = (c: CategoryScoreDto) =>
    c.questionCount > 0 ? formatPercent(Math.round((c.correctCount / c.questionCount) * 1000) / 10, language) : '—';
  return (
    <DataTable
      rows={categories}
      rowKey={(c) => c.categoryId}
      caption={caption}
      minWidth={withShare ? 480 : 420}
      columns={[
        { header: t('common:subjectScores.subject'), key: true, cell: (c) => inLanguage(language, c.title, c.titleEnglish) },
        {
          header: t('common:subjectScores.correct'),
          cell: (c) => t('common:subjectScores.ofTotal', { correct: c.correctCount, total: c.questionCount }),
        },
        ...(withShare ? [{ header: t('common:subjectScores.share'), cell: share }] : []),
      ]}
    />
  );
}
