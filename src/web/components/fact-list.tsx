import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

/** Labelled facts as a description list, laid out in columns. */
export function FactList({ facts, cols = 2 }: { facts: readonly (readonly [string, ReactNode])[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} component="dl" m={0} spacing="sm">
      {facts.map(([label, value]) => (
        <Stack gap={0} key={label}>
          <Text component="dt" size="sm">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
