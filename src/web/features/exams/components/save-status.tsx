import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../use-answer-saver';

/**
 * Whether the answer just given is saved. A failed save stays visible (with a way to send it
 * again) until it goes through; the choice itself is never dropped.
 */
export function SaveStatus({ current, anyFailed, onRetry }: { current: SaveState | undefined; anyFailed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('exams');
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="exam-save-status">
      {anyFailed ? (
        <Alert color="orange" role="alert" p="xs">
          <Group gap="sm" wrap="wrap">
            <Text size="sm">{t('exams:take.saveFailed')}</Text>
            <Button size="compact-sm" variant="outline" color="orange.9" onClick={onRetry}>
              {t('exams:take.saveRetry')}
            </Button>
          </Group>
        </Alert>
      ) : current === 'saving' ? (
        <Text size="sm">{t('exams:take.saving')}</Text>
      ) : current === 'saved' ? (
        // Mantine's darkest green (green.9, #2b8a3e) is 4.4:1 on white, short of AA for small text; this one is 6.6:1.
        <Text size="sm" fw={700} c="#1e6b2e">
          <span aria-hidden="true">✓ </span>
          <span>{t('exams:take.saved')}</span>
        </Text>
      ) : null}
    </div>
  );
}
