import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';

/**
 * Labelled facts as a description list, in up to `cols` columns of at least 12rem each: the box's
 * own width decides, not the screen's, so a fact kept on one line (a certificate's number) never
 * runs into its neighbour in a narrow card on a wide screen.
 */
export function FactList({ facts, cols = 2 }: { facts: readonly (readonly [string, ReactNode])[]; cols?: number }) {
  const gap = 'var(--mantine-spacing-sm)';
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gap,
        gridTemplateColumns: `repeat(auto-fill, minmax(max(12rem, calc((100% - ${cols - 1} * ${gap}) / ${cols})), 1fr))`,
      }}
    >
      {facts.map(([label, value]) => (
        <Stack gap={0} key={label} miw={0}>
          <Text component="dt" size="sm">
            {label}
          </Text>
          {/* A long e-mail address or file name breaks rather than push the page sideways. */}
          <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </Box>
  );
}
