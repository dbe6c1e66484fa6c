import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The narrow, centred card the sign-in, registration, password and payment screens sit in.
 * `focusHeading` moves the focus to its heading when it appears: a card that replaces a form after
 * it was sent (e.g. "Check your e-mail") is read out from its start, not left silent.
 */
export function AuthCard({
  title,
  lead,
  children,
  size = 440,
  focusHeading = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  size?: number;
  focusHeading?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={size} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2" ref={heading} tabIndex={focusHeading ? -1 : undefined}>
          {title}
        </Title>
        {lead ? <Text>{lead}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
