import {
  statisticsColumns,
  type StatisticsColumn,
  type StatisticsMonthDto,
  type StatisticsYearDto,
} from '../../../shared/contracts/statistics';
import { CertificateType } from '../../../shared/enums';
import { grid, isSmallCount, suppressComplements } from './suppression';

type TypeKey = keyof typeof CertificateType;
const typeKeys = Object.keys(CertificateType) as TypeKey[];

/** What the register holds of one month, counted and not yet suppressed. */
export interface MonthCounts {
  personOperators: number;
  organisationOperators: number;
  pilots: number;
  certificates: Partial<Record<TypeKey, number>>;
  /** Attempts with a result, by exam type. */
  exams: Partial<Record<TypeKey, number>>;
  passed: Partial<Record<TypeKey, number>>;
}

export const typeKeyOf = (certificateType: number) => typeKeys.find((key) => CertificateType[key] === certificateType);

/** The months from `first` to `last` (`YYYY-MM`), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number);
  const end = last.split('-').map(Number);
  while (year < end[0] || (year === end[0] && month <= end[1])) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return months;
}

interface Row {
  values: Record<StatisticsColumn, number | null>;
  suppressed: Set<StatisticsColumn>;
}

const emptyRow = (): Row => ({
  values: Object.fromEntries(statisticsColumns.map((c) => [c, 0])) as Record<StatisticsColumn, number | null>,
  suppressed: new Set(),
});

/**
 * One group of columns over a year's rows (its months, then its total when the year has ended),
 * suppressed as one table: counts of 1 to threshold−1 hidden, then their complements.
 */
function publishCounts(
  rows: Row[],
  counts: number[][],
  columns: StatisticsColumn[],
  shape: { totalRow: boolean; totalColumn: boolean },
  threshold: number,
) {
  const table = grid(counts, shape, (_r, _c, value) => isSmallCount(value, threshold));
  suppressComplements(table.cells, table.lines);
  rows.forEach((row, r) =>
    columns.forEach((column, c) => {
      const cell = table.at(r, c);
      row.values[column] = cell.hidden ? null : cell.value;
      if (cell.hidden) row.suppressed.add(column);
    }),
  );
}

/**
 * A year's rows as published: every group of columns suppressed on its own, since no figure of
 * one group adds up to a figure of another. A pass rate gives away how many passed and how many
 * did not, so it is shown only where both are at least the threshold and its attempts are shown;
 * the passed counts are then suppressed as a table of their own, so that a year's rate cannot give
 * back a month's.
 */
function publishYear(monthCounts: MonthCounts[], hasTotal: boolean, threshold: number): Row[] {
  const all = hasTotal ? [...monthCounts, totalOf(monthCounts)] : monthCounts;
  const rows = all.map(emptyRow);
  const shape = (totalColumn: boolean) => ({ totalRow: hasTotal, totalColumn });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const byType = (counts: Partial<Record<TypeKey, number>>) => typeKeys.map((type) => counts[type] ?? 0);

  publishCounts(
    rows,
    all.map((m) => [m.personOperators, m.organisationOperators, m.personOperators + m.organisationOperators]),
    ['personOperators', 'organisationOperators', 'operators'],
    shape(true),
    threshold,
  );
  publishCounts(
    rows,
    all.map((m) => [m.pilots]),
    ['pilots'],
    shape(false),
    threshold,
  );
  publishCounts(
    rows,
    all.map((m) => [...byType(m.certificates), sum(byType(m.certificates))]),
    [...typeKeys.map((type) => `certificates${type}` as const), 'certificates'],
    shape(true),
    threshold,
  );
  const examColumns = typeKeys.map((type) => `exams${type}` as const);
  publishCounts(
    rows,
    all.map((m) => [...byType(m.exams), sum(byType(m.exams))]),
    [...examColumns, 'exams'],
    shape(true),
    threshold,
  );

  // A month without attempts has no rate, and nothing to hide: its attempts say it is none.
  const passed = grid(
    all.map((m) => byType(m.passed)),
    shape(false),
    (r, c, value) => {
      const exams = byType(all[r].exams)[c];
      if (exams === 0) return false;
      return rows[r].suppressed.has(examColumns[c]) || value < threshold || exams - value < threshold;
    },
  );
  suppressComplements(passed.cells, passed.lines);
  rows.forEach((row, r) =>
    typeKeys.forEach((type, c) => {
      const column = `passRate${type}` as const;
      const exams = byType(all[r].exams)[c];
      const cell = passed.at(r, c);
      if (cell.hidden && exams > 0) row.suppressed.add(column);
      row.values[column] = cell.hidden || exams === 0 ? null : Math.round((cell.value / exams) * 1000) / 10;
    }),
  );
  return rows;
}

function totalOf(months: MonthCounts[]): MonthCounts {
  const total: MonthCounts = { personOperators: 0, organisationOperators: 0, pilots: 0, certificates: {}, exams: {}, passed: {} };
  for (const m of months) {
    total.personOperators += m.personOperators;
    total.organisationOperators += m.organisationOperators;
    total.pilots += m.pilots;
    for (const type of typeKeys) {
      total.certificates[type] = (total.certificates[type] ?? 0) + (m.certificates[type] ?? 0);
      total.exams[type] = (total.exams[type] ?? 0) + (m.exams[type] ?? 0);
      total.passed[type] = (total.passed[type] ?? 0) + (m.passed[type] ?? 0);
    }
  }
  return total;
}

const none = (): MonthCounts => ({ personOperators: 0, organisationOperators: 0, pilots: 0, certificates: {}, exams: {}, passed: {} });
const dto = (row: Row) => ({
  values: row.values,
  suppressed: statisticsColumns.filter((column) => row.suppressed.has(column)),
});

/**
 * The published figures: every month from the register's first to `lastMonth`, and the total of
 * each year whose December is among them. A year still running has no total: next month's would
 * differ from this month's by exactly next month's figures, hidden or not.
 */
export function publishStatistics(
  counts: ReadonlyMap<string, MonthCounts>,
  lastMonth: string,
  threshold: number,
): { months: StatisticsMonthDto[]; years: StatisticsYearDto[] } {
  const first = [...counts.keys()].filter((month) => month <= lastMonth).sort()[0];
  if (!first) return { months: [], years: [] };
  const byYear = new Map<number, string[]>();
  for (const month of monthsBetween(first, lastMonth)) {
    const year = Number(month.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), month]);
  }
  const months: StatisticsMonthDto[] = [];
  const years: StatisticsYearDto[] = [];
  for (const [year, yearMonths] of byYear) {
    const hasTotal = yearMonths.at(-1) === `${year}-12`;
    const rows = publishYear(
      yearMonths.map((month) => counts.get(month) ?? none()),
      hasTotal,
      threshold,
    );
    yearMonths.forEach((month, i) => months.push({ month, ...dto(rows[i]) }));
    if (hasTotal) years.push({ year, ...dto(rows[yearMonths.length]) });
  }
  return { months, years };
}
