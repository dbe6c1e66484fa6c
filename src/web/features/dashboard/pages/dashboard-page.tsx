// The charts' styles load with this screen only, so the public pages never fetch them.
import '@mantine/charts/styles.css';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { routePath } from '../../../lib/routes';
import { useLanguage } from '../../../lib/use-language';
import { defaultPeriod, examQuery, monthlyQuery, overviewQuery, visitsQuery, type Period } from '../api';
import { DownloadButton } from '../components/download-button';
import { ExamSection } from '../components/exam-section';
import { MonthlySection } from '../components/monthly-section';
import { OverviewCards } from '../components/overview-cards';
import { PeriodForm } from '../components/period-form';
import { VisitsSection } from '../components/visits-section';

/** One section's figures: waiting, failed (with a retry), or drawn. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}

/**
 * `/admin/dashboard`: the tenant's figures over a period (the last twelve months unless chosen),
 * each section its figures and their course at a glance with its table on demand, and the same as
 * an .xlsx file.
 */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'routes']);
  const language = useLanguage();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const overview = useQuery(overviewQuery(period));
  const monthly = useQuery(monthlyQuery(period));
  const visits = useQuery(visitsQuery(period));
  const exam = useQuery(examQuery(period));

  return (
    <>
      <PageHeader title={t('routes:adminDashboard')} description={t('dashboard:lead')} actions={<DownloadButton period={period} />} />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <PeriodForm period={period} onChange={setPeriod} />
        </Paper>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} aria-live="polite">
            {t('dashboard:period.showing', { from: formatDate(period.from, language), to: formatDate(period.to, language) })}
          </Text>
          <Anchor component={Link} to={routePath('adminReference')}>
            {t('dashboard:referenceLink')}
          </Anchor>
        </Group>
        <Loaded query={overview}>{(data) => <OverviewCards overview={data} />}</Loaded>
        <Loaded query={monthly}>{(data) => <MonthlySection monthly={data} />}</Loaded>
        <Loaded query={visits}>{(data) => <VisitsSection visits={data} />}</Loaded>
        <Loaded query={exam}>{(data) => <ExamSection exam={data} />}</Loaded>
      </Stack>
    </>
  );
}
