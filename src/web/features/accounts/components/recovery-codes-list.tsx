import { Alert, Button, Code, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Recovery codes, shown once (only their hashes are kept), with the step that says they were kept. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t('secondFactor.recovery.newTitle')}
      </Title>
      <Alert color="yellow" role="status">
        {t('secondFactor.recovery.newLead')}
      </Alert>
      <List aria-labelledby={headingId} spacing={4} listStyleType="none" data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('secondFactor.recovery.lead')}
      </Text>
      <Button onClick={onDone} data-autofocus>
        {t('secondFactor.recovery.saved')}
      </Button>
    </Stack>
  );
}
