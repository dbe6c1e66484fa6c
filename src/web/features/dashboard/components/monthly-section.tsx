import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { MonthlyRegistrationDto } from '../../../../shared/contracts/dashboard';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { ChartAndTable } from './chart-and-table';
import { FigureTable } from './figure-table';
import { monthName, userTypeName } from './names';

const colors = ['blue.7', 'teal.7', 'grape.7', 'orange.8'];

/** Registrations by month, stacked by user type; months named in the reader's language. */
export function MonthlySection({ monthly }: { monthly: MonthlyRegistrationDto }) {
  const { t } = useTranslation(['dashboard', 'users', 'common']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const label = (m: { year: number; month: number }) => `${monthName(t, m.month)} ${m.year}`;
  const series = monthly.userTypeIds.map((id, i) => ({ name: `type${id}`, label: userTypeName(t, id), color: colors[i % colors.length] }));
  const data = monthly.months.map((m) => ({
    month: label(m),
    ...Object.fromEntries(m.byType.map((b) => [`type${b.userTypeId}`, b.count])),
  }));
  const totals = monthly.userTypeIds.map((id) =>
    monthly.months.reduce((sum, m) => sum + (m.byType.find((b) => b.userTypeId === id)?.count ?? 0), 0),
  );
  return (
    <ChartAndTable
      title={t('dashboard:monthly.title')}
      tableLabel={t('dashboard:monthly.caption')}
      scrollTable={monthly.months.length > 12}
      chart={
        <BarChart
          h={300}
          data={data}
          dataKey="month"
          type="stacked"
          series={series}
          withLegend
          tickLine="y"
          barChartProps={{ accessibilityLayer: false }}
          valueFormatter={n}
        />
      }
      table={
        <FigureTable
          caption={t('dashboard:monthly.caption')}
          head={[t('dashboard:monthly.month'), ...series.map((s) => s.label), t('dashboard:monthly.total')]}
          rows={monthly.months.map((m) => [label(m), ...m.byType.map((b) => n(b.count)), n(m.total)])}
          foot={[t('dashboard:monthly.total'), ...totals.map(n), n(totals.reduce((a, b) => a + b, 0))]}
        />
      }
    />
  );
}
