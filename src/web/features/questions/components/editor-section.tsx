import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the question editor, named by its title for screen readers. */
export function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
