import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MonthlyRegistrationDto } from '../../../../shared/contracts/dashboard';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { monthlyQuery, type Period } from '../api';
import { FigureTable } from './figure-table';
import { monthName, userTypeName } from './names';
import { StatCard, StatList } from './stat-card';
import { TrendChart, TrendSection } from './trend-section';

const colors = ['blue.7', 'teal.7', 'grape.7', 'orange.8'];
type Month = MonthlyRegistrationDto['months'][number];

const isoDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
/** The whole calendar month before `month`, for the one figure a one-month period is compared with. */
export const monthBefore = (month: { year: number; month: number }): Period => ({
  from: isoDay(month.year, month.month - 1, 1),
  to: isoDay(month.year, month.month, 0),
});

/** How a month's total compares with the month before: more, fewer or as many. */
function comparison(t: TFunction, total: number, before: number, beforeName: string, n: (value: number) => string) {
  if (total === before) return t('dashboard:monthly.comparedSame', { month: beforeName, value: n(before) });
  const key = total > before ? 'dashboard:monthly.comparedUp' : 'dashboard:monthly.comparedDown';
  return t(key, { change: n(Math.abs(total - before)), month: beforeName, value: n(before) });
}

/**
 * Registrations in the period: their number, their course by month and user type over several
 * months, or over one month its figure against the month before; the table by month on demand.
 */
export function MonthlySection({ monthly }: { monthly: MonthlyRegistrationDto }) {
  const { t } = useTranslation(['dashboard', 'users', 'common']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const label = (m: { year: number; month: number }) => `${monthName(t, m.month)} ${m.year}`;
  const series = monthly.userTypeIds.map((id, i) => ({ name: `type${id}`, label: userTypeName(t, id), color: colors[i % colors.length] }));
  const totals = monthly.userTypeIds.map((id) =>
    monthly.months.reduce((sum, m) => sum + (m.byType.find((b) => b.userTypeId === id)?.count ?? 0), 0),
  );
  const total = totals.reduce((a, b) => a + b, 0);
  const single = monthly.months.length === 1 ? monthly.months[0] : undefined;

  return (
    <TrendSection
      title={t('dashboard:monthly.title')}
      tableLabel={t('dashboard:monthly.caption')}
      scrollTable={monthly.months.length > 12}
      glance={
        single ? (
          <SingleMonth month={single} label={label} n={n} />
        ) : (
          <>
            <StatList>
              <StatCard
                label={t('dashboard:monthly.inPeriod')}
                value={n(total)}
                detail={<ByType monthly={monthly} totals={totals} n={n} />}
              />
            </StatList>
            {monthly.months.length > 1 ? (
              <TrendChart
                h={260}
                data={monthly.months.map((m) => ({
                  month: label(m),
                  ...Object.fromEntries(m.byType.map((b) => [`type${b.userTypeId}`, b.count])),
                }))}
                dataKey="month"
                series={series}
                valueFormatter={n}
              />
            ) : null}
          </>
        )
      }
      table={
        <FigureTable
          caption={t('dashboard:monthly.caption')}
          head={[t('dashboard:monthly.month'), ...series.map((s) => s.label), t('dashboard:monthly.total')]}
          rows={monthly.months.map((m) => [label(m), ...m.byType.map((b) => n(b.count)), n(m.total)])}
          foot={[t('dashboard:monthly.total'), ...totals.map(n), n(total)]}
        />
      }
    />
  );
}

/** The period's registrations by user type, in words. */
function ByType({ monthly, totals, n }: { monthly: MonthlyRegistrationDto; totals: number[]; n: (value: number) => string }) {
  const { t } = useTranslation(['dashboard', 'users']);
  return (
    <Text size="sm" component="span">
      {monthly.userTypeIds.map((id, i) => t('dashboard:figure', { label: userTypeName(t, id), value: n(totals[i] ?? 0) })).join(' · ')}
    </Text>
  );
}

/** A one-month period: its registrations against the month before, asked for separately. */
function SingleMonth({
  month,
  label,
  n,
}: {
  month: Month;
  label: (m: { year: number; month: number }) => string;
  n: (value: number) => string;
}) {
  const { t } = useTranslation(['dashboard', 'users']);
  const before = monthBefore(month);
  const previous = useQuery(monthlyQuery(before));
  const beforeName = label({ year: Number(before.from.slice(0, 4)), month: Number(before.from.slice(5, 7)) - 1 });
  const beforeTotal = previous.data?.months.reduce((sum, m) => sum + m.total, 0);
  return (
    <StatList columns={2}>
      <StatCard
        label={t('dashboard:monthly.inMonth', { month: label(month) })}
        value={n(month.total)}
        detail={
          <>
            {beforeTotal === undefined ? null : <Text size="sm">{comparison(t, month.total, beforeTotal, beforeName, n)}</Text>}
            <Text size="sm">
              {month.byType.map((b) => t('dashboard:figure', { label: userTypeName(t, b.userTypeId), value: n(b.count) })).join(' · ')}
            </Text>
          </>
        }
      />
    </StatList>
  );
}
