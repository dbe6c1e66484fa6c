import { LineChart, type LineChartProps } from '@mantine/charts';

/** The one chart the dashboard draws, in a file of its own so that it loads apart from the figures. */
export default function DashboardLineChart(props: LineChartProps) {
  return <LineChart curveType="linear" withLegend lineChartProps={{ accessibilityLayer: false }} {...props} />;
}
