import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { statisticsEndpoints } from '../../../shared/contracts/client/statistics';

import type { StatisticsDto, StatisticsMonthDto, StatisticsYearDto } from '../../../shared/contracts/statistics';
export type { StatisticsDto, StatisticsMonthDto, StatisticsYearDto };

export const statisticsKeys = {
  all: ['statistics'] as const,
  monthly: () => [...statisticsKeys.all, 'monthly'] as const,
};

/** The register's figures by month; the server counts them at most hourly, so a visit keeps them as long. */
export const monthlyStatisticsQuery = () =>
  queryOptions({
    queryKey: statisticsKeys.monthly(),
    queryFn: ({ signal }) => call(statisticsEndpoints.getMonthly, undefined, signal),
    staleTime: 60 * 60_000,
  });

/** Where the feeds are, for links anyone can follow: the CSV in the page's language. */
export const jsonFeedPath = statisticsEndpoints.getMonthly.path;
export const csvFeedPath = (language: string) => `${statisticsEndpoints.getMonthlyCsv.path}?culture=${language}`;
