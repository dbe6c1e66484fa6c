import { Button, Checkbox, Group, Image, Paper, Radio, SimpleGrid, Stack, Title, Typography } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamQuestionDto } from '../../../../shared/contracts/exams';
import { textIn } from '../exam-type';

interface QuestionCardProps {
  question: ExamQuestionDto;
  /** The question's number in the attempt, 1..total. */
  number: number;
  total: number;
  language: 'is' | 'en';
  answer: readonly number[];
  onChoose: (optionIds: number[]) => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onSubmit: () => void;
}

/**
 * One question in the screen's language: its text (the group's label), its pictures, and the
 * options as radio buttons, or check boxes when more than one is right. Focus moves to the heading
 * when the candidate goes to another question, so that a screen reader starts reading there.
 */
export function QuestionCard({ question, number, total, language, answer, onChoose, onPrevious, onNext, onSubmit }: QuestionCardProps) {
  const { t } = useTranslation('exams');
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    const moved = shown.current !== null && shown.current !== number;
    shown.current = number;
    if (!moved) return;
    // The question number is in the path, and the layout focuses <main> on every new path after this
    // effect has run: the heading takes focus just after that.
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [number]);

  // The stored question text comes sanitized from the question bank (no script, style or handlers).
  const text = (
    <Typography
      lang={language}
      fz="lg"
      fw={400}
      c="var(--mantine-color-text)"
      dangerouslySetInnerHTML={{ __html: textIn(question, language) }}
    />
  );
  const options = question.options.map((option) => ({ value: String(option.id), label: textIn(option, language) }));
  const labelStyles = {
    label: { display: 'block', marginBottom: 'var(--mantine-spacing-xs)' },
    description: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 700 },
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="article" aria-labelledby="exam-question-heading">
      <Stack gap="lg">
        <Title order={2} size="h3" id="exam-question-heading" ref={heading} tabIndex={-1}>
          {t('exams:take.question', { position: number, total })}
        </Title>
        {question.images.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: question.images.length > 1 ? 2 : 1 }}>
            {question.images.map((image, index) => (
              <Image key={image.url} src={image.url} alt={t('exams:take.imageAlt', { n: index + 1 })} mah={360} fit="contain" />
            ))}
          </SimpleGrid>
        ) : null}
        {question.multipleAnswers ? (
          <Checkbox.Group
            key={question.questionId}
            label={text}
            description={t('exams:take.chooseAll')}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            value={answer.map(String)}
            onChange={(values) => onChoose(values.map(Number))}
            styles={labelStyles}
          >
            <Stack gap="sm" mt="sm">
              {options.map((o) => (
                <Checkbox key={o.value} value={o.value} label={o.label} lang={language} size="md" />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Radio.Group
            key={question.questionId}
            label={text}
            description={t('exams:take.chooseOne')}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            value={answer.length ? String(answer[0]) : null}
            onChange={(value) => onChoose([Number(value)])}
            styles={labelStyles}
          >
            <Stack gap="sm" mt="sm">
              {options.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} lang={language} size="md" />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="space-between" mt="md">
          {onPrevious ? (
            <Button variant="default" onClick={onPrevious}>
              {t('exams:take.previous')}
            </Button>
          ) : (
            <span />
          )}
          {onNext ? (
            <Button onClick={onNext}>{t('exams:take.next')}</Button>
          ) : (
            <Button color="green.8" onClick={onSubmit}>
              {t('exams:take.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
