import { Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface JumpListProps {
  total: number;
  current: number;
  isAnswered: (position: number) => boolean;
  onJump: (position: number) => void;
}

/**
 * Every question by number, the one on screen marked as the current step and the answered ones
 * with a tick (and the word in their names), so that the mark does not rest on colour alone.
 */
export function QuestionJumpList({ total, current, isAnswered, onJump }: JumpListProps) {
  const { t } = useTranslation('exams');
  const positions = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-labelledby="exam-jump-title">
      <Title order={2} size="h4" id="exam-jump-title" mb="xs">
        {t('exams:take.jumpList')}
      </Title>
      <Text size="sm" mb="sm" aria-hidden="true">
        {t('exams:take.legend')}
      </Text>
      <SimpleGrid component="ol" cols={5} spacing={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="exam-jump-list">
        {positions.map((position) => {
          const answered = isAnswered(position);
          const here = position === current;
          return (
            <li key={position}>
              <Button
                fullWidth
                px={4}
                size="sm"
                variant={here ? 'filled' : answered ? 'light' : 'default'}
                aria-label={t(answered ? 'exams:take.jumpAnswered' : 'exams:take.jumpUnanswered', { n: position })}
                aria-current={here ? 'step' : undefined}
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
