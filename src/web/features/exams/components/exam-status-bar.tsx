import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../use-answer-saver';
import { ExamTimer } from './exam-timer';
import { SaveStatus } from './save-status';

export interface ExamStatusBarProps {
  secondsLeft: number;
  extraTimePercent: number;
  answered: number;
  total: number;
  /** The save of the question on screen. */
  saveState: SaveState | undefined;
  anyFailed: boolean;
  onRetry: () => void;
}

/** What stays in sight above the question: the clock, how many are answered, and whether answers are saved. */
export function ExamStatusBar({ secondsLeft, extraTimePercent, answered, total, saveState, anyFailed, onRetry }: ExamStatusBarProps) {
  const { t } = useTranslation('exams');
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('exams:take.status')} pos="sticky" top={0} style={{ zIndex: 2 }}>
      <Stack gap={4}>
        <ExamTimer
          secondsLeft={secondsLeft}
          describedBy={extraTimePercent > 0 ? 'exam-extra-time' : undefined}
          aside={
            <Text size="sm" data-testid="exam-answered-count">
              {t('exams:take.answeredCount', { answered, total })}
            </Text>
          }
        />
        {/* Said once, in words, beside the clock it explains; the clock already counts the extra time. */}
        {extraTimePercent > 0 ? (
          <Text size="sm" id="exam-extra-time" data-testid="exam-extra-time">
            {t('exams:take.extraTime', { percent: extraTimePercent })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <SaveStatus current={saveState} anyFailed={anyFailed} onRetry={onRetry} />
        </Group>
      </Stack>
    </Paper>
  );
}
