import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** 3725 → "62:05": minutes may pass 59, as an exam is at most a couple of hours. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const warningOf = (secondsLeft: number): 'timeUp' | 'oneMinute' | 'fiveMinutes' | null =>
  secondsLeft <= 0 ? 'timeUp' : secondsLeft <= 60 ? 'oneMinute' : secondsLeft <= 300 ? 'fiveMinutes' : null;

/**
 * The time left, as the server keeps it, with `aside` on the same line. The clock itself is not read aloud every second; a
 * polite message says when five minutes, then one, are left, and when the time is up.
 */
export function ExamTimer({ secondsLeft, aside, describedBy }: { secondsLeft: number; aside?: ReactNode; describedBy?: string }) {
  const { t } = useTranslation('exams');
  const warning = warningOf(secondsLeft);
  return (
    <Stack gap={4}>
      {/* What stands beside the clock (the answered count) sits on its baseline. */}
      <Group justify="space-between" align="baseline" wrap="wrap" gap="sm">
        <Group gap="xs" align="baseline">
          <Text id="exam-timer-label" size="sm">
            {t('exams:timer.label')}
          </Text>
          <Text
            role="timer"
            aria-labelledby="exam-timer-label"
            aria-describedby={describedBy}
            fw={700}
            fz="xl"
            ff="monospace"
            c={warning ? 'red.9' : undefined}
            data-testid="exam-timer"
          >
            {formatClock(secondsLeft)}
          </Text>
        </Group>
        {aside}
      </Group>
      <div aria-live="polite" aria-atomic="true" data-testid="exam-timer-warning">
        {warning ? (
          <Alert color="yellow" p="xs">
            {t(`exams:timer.${warning}`)}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
