import { Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface JumpListProps {
  total: number;
  current: number;
  isAnswered: (position: number) => boolean;
  onJump: (position: number) => void;
}

/** Five numbers a row: Up and Down move a row at a time. */
const columns = 5;

/**
 * Every question by number, the one on screen marked as the current step and the answered ones
 * with a tick (and the word in their names), so that the mark does not rest on colour alone.
 *
 * The list is one tab stop, not forty (a roving tabindex): Tab lands on one number, the arrow
 * keys move between them, Home and End go to the first and the last, and Enter or Space jumps.
 */
export function QuestionJumpList({ total, current, isAnswered, onJump }: JumpListProps) {
  const { t } = useTranslation('exams');
  const positions = Array.from({ length: total }, (_, i) => i + 1);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The number that takes the tab stop: the question on screen, until the arrow keys move it.
  const [stop, setStop] = useState(current);
  const [shownCurrent, setShownCurrent] = useState(current);
  if (current !== shownCurrent) {
    setShownCurrent(current);
    setStop(current);
  }

  // The focused number takes the tab stop (onFocus below).
  const moveTo = (position: number) => buttons.current.get(Math.min(total, Math.max(1, position)))?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: stop + 1,
      ArrowLeft: stop - 1,
      ArrowDown: stop + columns,
      ArrowUp: stop - columns,
      Home: 1,
      End: total,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-labelledby="exam-jump-title">
      <Title order={2} size="h4" id="exam-jump-title" mb="xs">
        {t('exams:take.jumpList')}
      </Title>
      <Text size="sm" mb="sm" aria-hidden="true">
        {t('exams:take.legend')}
      </Text>
      <Text size="sm" mb="sm" id="exam-jump-keys">
        {t('exams:take.jumpKeys')}
      </Text>
      <SimpleGrid
        component="ol"
        cols={columns}
        spacing={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="exam-jump-list"
        onKeyDown={onKeyDown}
      >
        {positions.map((position) => {
          const answered = isAnswered(position);
          const here = position === current;
          return (
            <li key={position}>
              <Button
                ref={(element) => {
                  if (element) buttons.current.set(position, element);
                  else buttons.current.delete(position);
                }}
                fullWidth
                px={4}
                size="sm"
                variant={here ? 'filled' : answered ? 'light' : 'default'}
                aria-label={t(answered ? 'exams:take.jumpAnswered' : 'exams:take.jumpUnanswered', { n: position })}
                aria-describedby="exam-jump-keys"
                aria-current={here ? 'step' : undefined}
                tabIndex={position === stop ? 0 : -1}
                onFocus={() => setStop(position)}
                data-answered={answered}
                onClick={() => onJump(position)}
                styles={{ label: { gap: 2 } }}
              >
                {position}
                {answered ? <span aria-hidden="true">✓</span> : null}
              </Button>
            </li>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
