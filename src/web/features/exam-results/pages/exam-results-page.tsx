import { Anchor, Badge, Button, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { ResultFiltersBar } from '../components/result-filters';
import { ResultOverview } from '../components/result-overview';
import { formatPercent, statusKey, typeKey, useLanguage } from '../format';
import { emptyResultFilters, exportCsvUrl, pagedResultsQuery, resultDetailPath, type ResultFilters, type ResultRow } from '../api';

function Outcome({ row }: { row: ResultRow }) {
  const { t } = useTranslation('exam-results');
  if (row.isPassed === null) return <>{t('exam-results:results.notScored')}</>;
  return (
    <Badge color={row.isPassed ? 'green.9' : 'red.9'} variant="filled">
      {row.isPassed ? t('exam-results:results.passed') : t('exam-results:results.failed')}
    </Badge>
  );
}

/** `/admin/exam/drone-exam-result`: totals per exam, every attempt filtered and paged, and the CSV export. */
export function ExamResultsPage() {
  const { t } = useTranslation(['exam-results', 'routes']);
  const language = useLanguage();
  const [filters, setFilters] = useState<ResultFilters>(emptyResultFilters);
  const [page, setPage] = useState(1);
  const results = useQuery(pagedResultsQuery(filters, page, defaultPageSize));

  return (
    <>
      <PageHeader
        title={t('routes:adminExamResults')}
        description={t('exam-results:results.lead')}
        actions={
          <Button component="a" href={exportCsvUrl(filters, language)} download="examinationExport.csv" variant="default">
            {t('exam-results:results.exportCsv')}
          </Button>
        }
      />
      <Stack gap="lg">
        <ResultOverview />
        <Paper withBorder p="md" radius="md">
          <ResultFiltersBar
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          <PagedTable
            query={results}
            caption={t('exam-results:results.caption')}
            emptyText={t('exam-results:results.empty')}
            minWidth={1000}
            page={page}
            onPageChange={setPage}
            columns={[
              {
                header: t('exam-results:results.columns.fullName'),
                key: true,
                cell: (row) => (
                  <Anchor component={Link} to={resultDetailPath(row.certificateType, row.userId)}>
                    {row.fullName || row.userName}
                  </Anchor>
                ),
              },
              { header: t('exam-results:results.columns.userName'), cell: (row) => row.userName },
              { header: t('exam-results:results.columns.type'), cell: (row) => t(typeKey(row.certificateType)) },
              { header: t('exam-results:results.columns.date'), cell: (row) => formatDateTime(row.submitTime ?? row.startTime, language) },
              { header: t('exam-results:results.columns.score'), cell: (row) => formatPercent(row.score, language) },
              { header: t('exam-results:results.columns.outcome'), cell: (row) => <Outcome row={row} /> },
              { header: t('exam-results:results.columns.status'), cell: (row) => t(statusKey(row.status)) },
              { header: t('exam-results:results.columns.certificate'), cell: (row) => row.certificateNumber ?? '—' },
            ]}
          />
        </Paper>
      </Stack>
    </>
  );
}
