import { useTranslation } from 'react-i18next';
import type { VisitStatisticDto } from '../../../../shared/contracts/dashboard';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { FigureTable } from './figure-table';
import { monthName } from './names';
import { StatCard, StatList } from './stat-card';
import { TrendChart, TrendSection } from './trend-section';

/** Up to about two months a line a day reads well; over a longer period a line a month does. */
const longestByDay = 62;

/** Sign-ins by month, for a period too long to draw by day (unique visitors do not add up over days). */
function signInsByMonth(days: VisitStatisticDto['days']) {
  const months = new Map<string, { year: number; month: number; signIns: number }>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) - 1, signIns: 0 };
    month.signIns += day.signIns;
    months.set(key, month);
  }
  return [...months.values()];
}

/**
 * Sign-ins and unique visitors, counted from the sign-in log: the period's figures, their course by
 * day (or by month over a long period), and the table by day on demand.
 */
export function VisitsSection({ visits }: { visits: VisitStatisticDto }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const byDay = visits.days.map((d) => ({ date: formatDate(d.date, language), signIns: d.signIns, uniqueVisitors: d.uniqueVisitors }));
  const signIns = { name: 'signIns', label: t('dashboard:visits.signIns'), color: 'blue.7' };
  const chart =
    visits.days.length > longestByDay ? (
      <TrendChart
        h={260}
        data={signInsByMonth(visits.days).map((m) => ({ month: `${monthName(t, m.month)} ${m.year}`, signIns: m.signIns }))}
        dataKey="month"
        series={[signIns]}
        valueFormatter={n}
      />
    ) : (
      <TrendChart
        h={260}
        data={byDay}
        dataKey="date"
        series={[signIns, { name: 'uniqueVisitors', label: t('dashboard:visits.uniqueVisitors'), color: 'teal.7' }]}
        valueFormatter={n}
      />
    );
  return (
    <TrendSection
      title={t('dashboard:visits.title')}
      description={t('dashboard:visits.explained')}
      tableLabel={t('dashboard:visits.caption')}
      scrollTable={visits.days.length > 14}
      glance={
        <>
          <StatList columns={2}>
            <StatCard label={t('dashboard:visits.signInsInPeriod')} value={n(visits.signIns)} />
            <StatCard label={t('dashboard:visits.visitorsInPeriod')} value={n(visits.uniqueVisitors)} />
          </StatList>
          {visits.days.length > 1 ? chart : null}
        </>
      }
      table={
        <FigureTable
          caption={t('dashboard:visits.caption')}
          head={[t('dashboard:visits.date'), t('dashboard:visits.signIns'), t('dashboard:visits.uniqueVisitors')]}
          rows={byDay.map((d) => [d.date, n(d.signIns), n(d.uniqueVisitors)])}
          foot={[t('dashboard:visits.total'), n(visits.signIns), n(visits.uniqueVisitors)]}
        />
      }
    />
  );
}
