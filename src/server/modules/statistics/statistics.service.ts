import { createHash } from 'node:crypto';
import {
  disclosureThreshold,
  isRateColumn,
  statisticsColumns,
  statisticsDto,
  type StatisticsDto,
} from '../../../shared/contracts/statistics';
import { csvColumns, csvText, type CsvCell } from '../../../shared/csv';
import { monthKeyOf } from '../../../shared/dates';
import type { Language } from '../../../shared/enums';
import { formatFixed } from '../../../shared/numbers';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { translate } from '../../kernel/i18n';
import { jsonFragment, type RawJson } from '../../kernel/raw-json';
import { publishStatistics, typeKeyOf, type MonthCounts } from './statistics-table';
import {
  countCertificatesByMonth,
  countExamsByMonth,
  countOrganisationOperatorsByMonth,
  countPeopleByMonth,
  type StatisticsScope,
} from './statistics.queries';

/** How long counted figures are kept: the register changes by the minute, its monthly figures hardly within an hour. */
export const statisticsLifetimeMs = 60 * 60_000;

/** The figures as published, with what each form of them is sent as. */
export interface PublishedStatistics {
  dto: StatisticsDto;
  json: RawJson<StatisticsDto>;
  jsonTag: string;
  /** Until when the figures are kept, for the readers' caches too. */
  until: number;
  csv: Partial<Record<Language, { text: string; tag: string }>>;
}

const kept = new WeakMap<Database, Map<string, { until: number; value: Promise<PublishedStatistics> }>>();

const tagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** The request's tenant, or the whole register when the request names none (the host). */
const scopeOf = (ctx: RequestContext): StatisticsScope => (ctx.tenantId === null ? 'register' : { tenantId: ctx.tenantId });

/** The first day of the month running at `now` (UTC, Iceland's time), which the figures stop before. */
function monthStart(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { start, day: start.toISOString().slice(0, 10), lastMonth: last.toISOString().slice(0, 7) };
}

/** Every month's counts of the scope, from four grouped queries, each one pass over its table. */
async function countMonths(database: Database, scope: StatisticsScope, before: Date, beforeDay: string) {
  const db = database.db;
  const [people, organisations, certificates, exams] = await Promise.all([
    countPeopleByMonth(db, scope, before),
    countOrganisationOperatorsByMonth(db, scope, before),
    countCertificatesByMonth(db, scope, beforeDay),
    countExamsByMonth(db, scope, before),
  ]);
  const months = new Map<string, MonthCounts>();
  const at = (month: string) => {
    let counts = months.get(month);
    if (!counts)
      months.set(month, (counts = { personOperators: 0, organisationOperators: 0, pilots: 0, certificates: {}, exams: {}, passed: {} }));
    return counts;
  };
  for (const row of people) Object.assign(at(row.month), { pilots: row.pilots, personOperators: row.personOperators });
  for (const row of organisations) at(row.month).organisationOperators = row.organisationOperators;
  for (const row of certificates) {
    const type = typeKeyOf(row.certificateType);
    if (type) at(row.month).certificates[type] = row.issued;
  }
  for (const row of exams) {
    const type = typeKeyOf(row.certificateType);
    if (!type) continue;
    at(row.month).exams[type] = row.exams;
    at(row.month).passed[type] = row.passed;
  }
  return months;
}

async function publish(deps: ServiceDeps, scope: StatisticsScope, now: Date, until: number): Promise<PublishedStatistics> {
  const { start, day, lastMonth } = monthStart(now);
  const counts = await countMonths(deps.database, scope, start, day);
  const dto: StatisticsDto = {
    scope: scope === 'register' ? 'register' : 'tenant',
    threshold: disclosureThreshold,
    computedAt: now.toISOString(),
    ...publishStatistics(counts, lastMonth, disclosureThreshold),
  };
  const json = jsonFragment(statisticsDto, dto);
  return { dto, json, jsonTag: tagOf(json.json), until, csv: {} };
}

/**
 * The figures of the request's scope, counted at most once an hour in each process and the
 * month they were counted in: concurrent readers share one count, and a failed count is not kept.
 */
export function getStatistics(deps: ServiceDeps, ctx: RequestContext): Promise<PublishedStatistics> {
  const now = deps.now();
  const scope = scopeOf(ctx);
  const key = `${scope === 'register' ? 'register' : (scope.tenantId ?? 'host')}:${monthStart(now).lastMonth}`;
  let entries = kept.get(deps.database);
  if (!entries) kept.set(deps.database, (entries = new Map()));
  const entry = entries.get(key);
  if (entry && entry.until > now.getTime()) return entry.value;
  const until = now.getTime() + statisticsLifetimeMs;
  const fresh = { until, value: publish(deps, scope, now, until) };
  entries.set(key, fresh);
  fresh.value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  return fresh.value;
}

/** A cell of the CSV: a count as a number, a rate in the language's decimals, a suppressed figure as the language's word for it. */
function csvCell(value: number | null, suppressed: boolean, rate: boolean, language: Language): CsvCell {
  if (suppressed) return translate(language, 'statistics:suppressed');
  if (value === null) return '';
  return rate ? formatFixed(value, language, 1) : value;
}

const monthLabel = (month: string, language: Language) =>
  `${translate(language, `statistics:months.${monthKeyOf(month)}`)} ${month.slice(0, 4)}`;

/**
 * The figures as a CSV file in the language: a line a month, then a line for each ended year's
 * total; headings, month names and decimals in the language, `;` between cells in Icelandic
 * (as Icelandic spreadsheets read them) and `,` in English, with a byte order mark for Excel.
 */
export function statisticsCsv(published: PublishedStatistics, language: Language): { text: string; tag: string } {
  const done = published.csv[language];
  if (done) return done;
  const keys = ['period', 'label', ...statisticsColumns] as const;
  const table = csvColumns(keys, (key) => translate(language, `statistics:columns.${key}`));
  const line = (period: string, label: string, row: StatisticsDto['months'][number] | StatisticsDto['years'][number]) =>
    table.cellsOf({
      period,
      label,
      ...Object.fromEntries(
        statisticsColumns.map((column) => [
          column,
          csvCell(row.values[column], row.suppressed.includes(column), isRateColumn(column), language),
        ]),
      ),
    } as Record<(typeof keys)[number], CsvCell>);
  const lines = [
    ...published.dto.months.map((row) => line(row.month, monthLabel(row.month, language), row)),
    ...published.dto.years.map((row) => line(String(row.year), translate(language, 'statistics:yearTotal', { year: row.year }), row)),
  ];
  const text = csvText(table.headings, lines, { delimiter: language === 'is' ? ';' : ',', bom: true });
  return (published.csv[language] = { text, tag: tagOf(text) });
}
