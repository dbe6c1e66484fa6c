import { Badge, Group, List, Paper, Stack, Switch, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { examinationDetailQuery, type ExaminationDetailDto } from '../api';
import { useLanguage } from '../format';
import { inLanguage } from '../../../../shared/bilingual';

type Line = ExaminationDetailDto['lines'][number];
type Verdict = 'right' | 'wrong' | 'unanswered';

/** Right when the chosen set equals the set of correct options (the server's own scoring rule). */
export function verdictOf(line: Line): Verdict {
  const chosen = line.options.filter((o) => o.isChosen);
  if (chosen.length === 0) return 'unanswered';
  return line.options.every((o) => o.isChosen === o.isCorrect) ? 'right' : 'wrong';
}

const verdictColor: Record<Verdict, string> = { right: 'green.8', wrong: 'red.8', unanswered: 'gray.7' };

function QuestionLine({ line }: { line: Line }) {
  const { t } = useTranslation('exam-results');
  const language = useLanguage();
  const verdict = verdictOf(line);
  const headingId = `answer-line-${line.questionId}`;
  const description = inLanguage(language, line.descriptionIcelandic, line.descriptionEnglish);
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={3} size="h4" id={headingId}>
          {t('exam-results:answers.question', { n: line.index })}
          <Text span c="dimmed" fz="sm" fw={400} ml="sm">
            {inLanguage(language, line.categoryTitle, line.categoryTitleEnglish)}
          </Text>
        </Title>
        <Badge color={verdictColor[verdict]} variant="filled">
          {t(`exam-results:answers.verdict.${verdict}`)}
        </Badge>
      </Group>
      {/* The bank's own sanitized rich text. */}
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: description }} />
      </Typography>
      <List spacing={6} mt="sm" listStyleType="none" aria-label={t('exam-results:answers.options')}>
        {line.options.map((option) => {
          const text = inLanguage(language, option.descriptionIcelandic, option.descriptionEnglish);
          return (
            <List.Item key={option.id}>
              {/* The mark keeps its place on the first line; a long option wraps beside it, not below. */}
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text span aria-hidden="true" ff="monospace" w="1.5em" style={{ flex: 'none' }}>
                  {option.isChosen ? '☒' : '☐'}
                </Text>
                <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
                  <Text span fw={option.isChosen ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                    {text}
                  </Text>
                  {option.isChosen ? (
                    <Badge color={option.isCorrect ? 'green.9' : 'red.9'} variant="filled">
                      {t('exam-results:answers.chosen')}
                    </Badge>
                  ) : null}
                  {option.isCorrect ? (
                    <Badge color="green.9" variant="filled">
                      {t('exam-results:answers.correct')}
                    </Badge>
                  ) : null}
                </Group>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}

/** Every question of one attempt with what the candidate chose and what was right, marked in words. */
export function AttemptAnswers({ userExaminationId, headingId }: { userExaminationId: number; headingId: string }) {
  const { t } = useTranslation('exam-results');
  const detail = useQuery(examinationDetailQuery(userExaminationId));
  const [onlyWrong, setOnlyWrong] = useState(false);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const lines = [...detail.data.lines].sort((a, b) => a.index - b.index);
  const shown = onlyWrong ? lines.filter((l) => verdictOf(l) !== 'right') : lines;
  const counts = { right: lines.filter((l) => verdictOf(l) === 'right').length, total: lines.length };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text>{t('exam-results:answers.summary', { right: counts.right, total: counts.total })}</Text>
        <Switch label={t('exam-results:answers.onlyWrong')} checked={onlyWrong} onChange={(e) => setOnlyWrong(e.currentTarget.checked)} />
      </Group>
      {shown.length === 0 ? (
        <Text>{lines.length === 0 ? t('exam-results:answers.none') : t('exam-results:answers.allRight')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
          {shown.map((line) => (
            <QuestionLine key={line.questionId} line={line} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
