import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presentError } from '../lib/errors';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text size="sm">{label ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const presentation = presentError(error, (key, options) => t(key, options));
  const message = presentation.kind === 'modal' ? presentation.message : t('errors:unknown');
  return (
    <Alert color="red" title={t('common:loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button variant="outline" color="red" size="xs" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
