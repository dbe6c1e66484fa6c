import type { LineChartProps } from '@mantine/charts';
import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';

// The charting library is most of the dashboard's code: the figures show without waiting for it.
const LineChart = lazy(() => import('./line-chart'));
import { useTranslation } from 'react-i18next';

/**
 * A section of the dashboard: what a reader wants at a glance first (its figures for the period and,
 * over several months, a chart of their course), and its whole table behind a button. A chart is for
 * the eye and hidden from screen readers: the figures beside it and the table say the same. A long
 * table scrolls in its own box, which takes the focus so a keyboard can scroll it too.
 */
export function TrendSection({
  title,
  description,
  glance,
  table,
  tableLabel,
  scrollTable = false,
}: {
  title: string;
  description?: ReactNode;
  glance: ReactNode;
  table: ReactNode;
  tableLabel: string;
  scrollTable?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {description ? <Text size="sm">{description}</Text> : null}
        {glance}
        <div>
          <Button variant="subtle" px={0} aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((o) => !o)}>
            {t(open ? 'dashboard:figures.hide' : 'dashboard:figures.show')}
          </Button>
        </div>
        <Box id={tableId} hidden={!open}>
          {open ? (
            scrollTable ? (
              <Box role="region" aria-label={tableLabel} tabIndex={0} mah={360} style={{ overflowY: 'auto' }}>
                {table}
              </Box>
            ) : (
              table
            )
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}

/** A line chart for the eye, with the note that the figures are in the table as well; its room is kept while it loads. */
export function TrendChart(props: LineChartProps & { h: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap={4}>
      <Box aria-hidden="true" data-testid="dashboard-chart" mih={props.h}>
        <Suspense fallback={null}>
          <LineChart {...props} />
        </Suspense>
      </Box>
      <Text size="xs" c="dimmed" aria-hidden="true">
        {t('dashboard:chartNote')}
      </Text>
    </Stack>
  );
}
