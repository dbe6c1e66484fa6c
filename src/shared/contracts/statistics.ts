import { z } from 'zod';
import { disclosureThreshold, isRateColumn, statisticsColumns, type StatisticsColumn } from '../statistics';
import { endpoint } from './endpoint';

export { disclosureThreshold, isRateColumn, statisticsColumns, type StatisticsColumn };

/**
 * The register's open statistics (decision 0044): figures by month that anyone may read, with
 * counts under {@link disclosureThreshold} and whatever would give them away suppressed.
 */

const figures = z.object(
  Object.fromEntries(statisticsColumns.map((c) => [c, z.number().nullable()])) as Record<StatisticsColumn, z.ZodNullable<z.ZodNumber>>,
);

const row = {
  /** Each figure, or null where it is suppressed (or a rate has no attempts to divide by). */
  values: figures,
  /** The figures suppressed to protect people, whatever their values. */
  suppressed: z.array(z.enum(statisticsColumns)),
};

export const statisticsMonthDto = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...row });
export type StatisticsMonthDto = z.infer<typeof statisticsMonthDto>;

export const statisticsYearDto = z.object({ year: z.number().int(), ...row });
export type StatisticsYearDto = z.infer<typeof statisticsYearDto>;

export const statisticsDto = z.object({
  /** `register`: every tenant's records (the host's view); `tenant`: the requesting tenant's only. */
  scope: z.enum(['register', 'tenant']),
  threshold: z.number().int(),
  /** When the figures were counted; they are kept for an hour. */
  computedAt: z.string(),
  /** Whole months only, oldest first, from the register's first record to the last month that has ended. */
  months: z.array(statisticsMonthDto),
  /** The totals of each whole calendar year that has ended; a year still running has none. */
  years: z.array(statisticsYearDto),
});
export type StatisticsDto = z.infer<typeof statisticsDto>;

export const statisticsCsvFileName = 'statistics.csv';

export const statisticsEndpoints = {
  getMonthly: endpoint({ service: 'Statistics', method: 'GetMonthly', result: statisticsDto }),
  /** The same figures as a CSV file, its headings and decimals in the request's language (`?culture=en`). */
  getMonthlyCsv: endpoint({ service: 'Statistics', method: 'GetMonthlyCsv', result: z.string() }),
};
