import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the checkout and the ways back from the card company sit in. */
export function PaymentPanel({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={640} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {lead ? <Text>{lead}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
