import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatNumber, formatPercent } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { monthKeyOf } from '../../../../shared/dates';
import type { Language } from '../../../../shared/enums';
import { disclosureThreshold, isRateColumn, statisticsColumns, type StatisticsColumn } from '../../../../shared/statistics';
import { csvFeedPath, jsonFeedPath, monthlyStatisticsQuery, type StatisticsDto, type StatisticsMonthDto } from '../api';

/** A month's row, or the year's total. */
interface Row {
  id: string;
  label: string;
  values: StatisticsMonthDto['values'];
  suppressed: StatisticsColumn[];
}

function Figure({ row, column, language }: { row: Row; column: StatisticsColumn; language: Language }) {
  const { t } = useTranslation('statistics');
  if (row.suppressed.includes(column)) {
    return (
      <Text component="abbr" size="sm" title={t('suppressedLong')} style={{ textDecoration: 'none' }}>
        {t('suppressed')}
      </Text>
    );
  }
  const value = row.values[column];
  if (value === null)
    return (
      <Text span size="sm">
        {t('noRate')}
      </Text>
    );
  return <>{isRateColumn(column) ? formatPercent(value, language) : formatNumber(value, language, 0)}</>;
}

function rowsOf(figures: StatisticsDto, year: number, t: TFunction): Row[] {
  const months = figures.months
    .filter((m) => m.month.startsWith(`${year}-`))
    .map((m) => ({ id: m.month, label: t(`statistics:months.${monthKeyOf(m.month)}`), ...m }));
  const total = figures.years.find((y) => y.year === year);
  return total ? [...months, { id: String(year), label: t('statistics:yearTotal', { year }), ...total }] : months;
}

function YearTable({ figures, years }: { figures: StatisticsDto; years: number[] }) {
  const { t } = useTranslation('statistics');
  const language = useLanguage();
  const [year, setYear] = useState(years[years.length - 1]);
  const rows = rowsOf(figures, year, t);
  const columns: Column<Row>[] = [
    { header: t('month'), key: true, cell: (row) => row.label },
    ...statisticsColumns.map((column) => ({
      header: t(`columns.${column}`),
      cell: (row: Row) => <Figure row={row} column={column} language={language} />,
    })),
  ];
  return (
    <Stack gap="sm">
      {years.length > 1 ? (
        <NativeSelect
          label={t('year')}
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          data={years.map((y) => String(y))}
          maw={160}
        />
      ) : null}
      <DataTable rows={rows} columns={columns} caption={t('tableCaption', { year })} rowKey={(row) => row.id} minWidth={1400} />
      {figures.years.some((y) => y.year === year) ? null : (
        <Text size="sm" c="dimmed">
          {t('noTotal')}
        </Text>
      )}
    </Stack>
  );
}

/** `/statistics` (public): the register's figures by month, a year at a time, with the rule that hides small counts and the feeds. */
export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const language = useLanguage();
  const query = useQuery(monthlyStatisticsQuery());
  const figures = query.data;
  const years = figures ? [...new Set(figures.months.map((m) => Number(m.month.slice(0, 4))))] : [];
  return (
    <Stack gap="xl">
      <Stack gap="xs" maw={820}>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg">{t('intro')}</Text>
        {figures ? <Text>{t(`scope.${figures.scope}`)}</Text> : null}
      </Stack>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {figures && years.length === 0 ? <Text>{t('empty')}</Text> : null}
      {figures && years.length > 0 ? <YearTable figures={figures} years={years} /> : null}
      <Stack gap="xs" component="section" aria-labelledby="statistics-privacy" maw={820}>
        <Title order={2} size="h3" id="statistics-privacy">
          {t('suppressionTitle')}
        </Title>
        <Text>{t('suppressionRule', { below: disclosureThreshold - 1, threshold: disclosureThreshold })}</Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="statistics-feeds" maw={820}>
        <Title order={2} size="h3" id="statistics-feeds">
          {t('feeds.title')}
        </Title>
        <Group gap="lg">
          <Anchor href={csvFeedPath(language)} download>
            {t('feeds.csv')}
          </Anchor>
          <Anchor href={jsonFeedPath}>{t('feeds.json')}</Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t('feeds.note')}
        </Text>
      </Stack>
    </Stack>
  );
}
