import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow, centred card the sign-in, registration, password and payment screens sit in. */
export function AuthCard({ title, lead, children, size = 440 }: { title: string; lead?: ReactNode; children: ReactNode; size?: number }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={size} mx="auto" w="100%">
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
