import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dashboardExportFileName, twelveMonthsTo } from '../../../shared/contracts/dashboard';
import { dashboardEndpoints } from '../../../shared/contracts/client/dashboard';
import { todayIso } from '../../../shared/dates';
import { call } from '../../lib/api-client';
import { downloadFile } from '../../lib/downloads';

/** A period as the page shows and sends it: both days always given, so the file and the figures match. */
export interface Period {
  from: string;
  to: string;
}

/** The last twelve months up to today, as the server would take them. */
export const defaultPeriod = (): Period => twelveMonthsTo(todayIso());

export const dashboardKeys = {
  all: ['dashboard'] as const,
  section: (section: string, period: Period) => [...dashboardKeys.all, section, period.from, period.to] as const,
};

export const overviewQuery = (period: Period) =>
  queryOptions({
    queryKey: dashboardKeys.section('overview', period),
    queryFn: ({ signal }) => call(dashboardEndpoints.calculateOverview, period, signal),
    placeholderData: keepPreviousData,
  });

export const monthlyQuery = (period: Period) =>
  queryOptions({
    queryKey: dashboardKeys.section('monthly', period),
    queryFn: ({ signal }) => call(dashboardEndpoints.calculateMonthlyRegistration, period, signal),
    placeholderData: keepPreviousData,
  });

export const visitsQuery = (period: Period) =>
  queryOptions({
    queryKey: dashboardKeys.section('visits', period),
    queryFn: ({ signal }) => call(dashboardEndpoints.calculateVisitStatistic, period, signal),
    placeholderData: keepPreviousData,
  });

export const examQuery = (period: Period) =>
  queryOptions({
    queryKey: dashboardKeys.section('exam', period),
    queryFn: ({ signal }) => call(dashboardEndpoints.calculateExam, period, signal),
    placeholderData: keepPreviousData,
  });

/** The period's workbook, saved under the name the server gives it. */
export const downloadDashboard = (period: Period) =>
  downloadFile(dashboardEndpoints.exportExcel, period, dashboardExportFileName(period.from, period.to));
