import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure, named, with what it means beside it: a list item of a {@link StatList}. */
export function StatCard({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        {detail ? (
          <Text size="sm" component="div">
            {detail}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Figures side by side as wide as the screen allows, one under another on a phone. */
export function StatList({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: columns }} spacing="md" p={0} m={0}>
      {children}
    </SimpleGrid>
  );
}
