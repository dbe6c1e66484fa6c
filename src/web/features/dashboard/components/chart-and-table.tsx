import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A section drawn twice: as a chart for the eye, hidden from screen readers, and as a table beside
 * it that is the accessible record of the same figures. A long table scrolls in its own region,
 * which takes the focus so a keyboard can scroll it too.
 */
export function ChartAndTable({
  title,
  description,
  chart,
  table,
  tableLabel,
  scrollTable = false,
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  tableLabel: string;
  scrollTable?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {description ? <Text size="sm">{description}</Text> : null}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Stack gap={4}>
            <Box aria-hidden="true" data-testid="dashboard-chart">
              {chart}
            </Box>
            <Text size="xs" c="dimmed" aria-hidden="true">
              {t('dashboard:chartNote')}
            </Text>
          </Stack>
          {scrollTable ? (
            <Box role="region" aria-label={tableLabel} tabIndex={0} mah={360} style={{ overflowY: 'auto' }}>
              {table}
            </Box>
          ) : (
            <Box>{table}</Box>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
