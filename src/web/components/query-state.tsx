import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
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

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
}

/**
 * A failed load, said in words. A public page that opens fast has not loaded the texts of problems
 * before its first one: the message shows once they have come.
 */
export function ErrorState(props: ErrorStateProps) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage {...props} />
    </Suspense>
  );
}

function ErrorMessage({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation(['common', 'errors']);
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
