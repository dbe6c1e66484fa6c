import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { VisitStatisticDto } from '../../../../shared/contracts/dashboard';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { ChartAndTable } from './chart-and-table';
import { FigureTable } from './figure-table';

/** Sign-ins and unique visitors by day, counted from the sign-in log. */
export function VisitsSection({ visits }: { visits: VisitStatisticDto }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const data = visits.days.map((d) => ({ date: formatDate(d.date, language), signIns: d.signIns, uniqueVisitors: d.uniqueVisitors }));
  return (
    <ChartAndTable
      title={t('dashboard:visits.title')}
      description={t('dashboard:visits.explained')}
      tableLabel={t('dashboard:visits.caption')}
      scrollTable={visits.days.length > 14}
      chart={
        <LineChart
          h={300}
          data={data}
          dataKey="date"
          series={[
            { name: 'signIns', label: t('dashboard:visits.signIns'), color: 'blue.7' },
            { name: 'uniqueVisitors', label: t('dashboard:visits.uniqueVisitors'), color: 'teal.7' },
          ]}
          withLegend
          withDots={visits.days.length <= 62}
          curveType="linear"
          lineChartProps={{ accessibilityLayer: false }}
          valueFormatter={n}
        />
      }
      table={
        <FigureTable
          caption={t('dashboard:visits.caption')}
          head={[t('dashboard:visits.date'), t('dashboard:visits.signIns'), t('dashboard:visits.uniqueVisitors')]}
          rows={data.map((d) => [d.date, n(d.signIns), n(d.uniqueVisitors)])}
          foot={[t('dashboard:visits.total'), n(visits.signIns), n(visits.uniqueVisitors)]}
        />
      }
    />
  );
}
