import { Alert, Button, Grid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import type { ExamAttemptDto } from '../../../../shared/contracts/exams';
import type { TimeLeftDto } from '../api';
import { examStorage, examTypeCode, useLanguage, type ExamType } from '../exam-type';
import { useAnswerSaver } from '../use-answer-saver';
import { useAttemptDeadline } from '../use-attempt-deadline';
import { useHandIn } from '../use-hand-in';
import { ExamStatusBar } from './exam-status-bar';
import { QuestionCard } from './question-card';
import { QuestionJumpList } from './question-jump-list';
import { SubmitDialog } from './submit-dialog';

export interface ExamScreenProps {
  type: ExamType;
  /** The type as the address writes it, kept when the question number changes. */
  typeParam: string;
  /** The question number in the address, if any. */
  questionParam: string | undefined;
  attempt: ExamAttemptDto;
  /** When the attempt arrived (ms on this device): its `secondsLeft` counts from then. */
  attemptAt: number;
  timeLeft: TimeLeftDto | undefined;
  timeLeftAt: number;
}

/** The attempt in progress: one question at a time, the jump list, the server's clock and handing in. */
export function ExamScreen({ type, typeParam, questionParam, attempt, attemptAt, timeLeft, timeLeftAt }: ExamScreenProps) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const navigate = useNavigate();
  const attemptId = attempt.userExaminationId;
  const handIn = useHandIn(type, attemptId);
  const [refused, setRefused] = useState(false);
  const saver = useAnswerSaver(attempt, () => {
    setRefused(true);
    handIn.finishNow();
  });

  // Remembered so that a reload after the time ran out shows the result rather than a new draw.
  useEffect(() => examStorage.setAttempt(type, attemptId), [type, attemptId]);

  const secondsLeft = useAttemptDeadline({ attempt, attemptAt, timeLeft, timeLeftAt }, handIn.finishNow);

  const questions = [...attempt.questions].sort((a, b) => a.position - b.position);
  const total = questions.length;
  const isAnswered = (n: number) => (saver.answers[questions[n - 1].questionId]?.length ?? 0) > 0;
  const numbers = questions.map((_, i) => i + 1);
  const unanswered = numbers.filter((n) => !isAnswered(n));
  const pathOf = (n: number) => generatePath('/examination/:type/start/:question', { type: typeParam, question: String(n) });

  const requested = Number(questionParam);
  const named = Number.isInteger(requested) && requested >= 1 && requested <= total;
  // Without a number the attempt resumes at its first unanswered question; a wrong number starts at the first.
  const number = named ? requested : questionParam === undefined ? (unanswered[0] ?? 1) : 1;
  // The address names the question shown, once it is on screen: a redirect first would make the
  // router load the page again before the question's first frame, a second on a phone.
  const shownPath = total > 0 ? pathOf(number) : null;
  useEffect(() => {
    if (!named && shownPath) void navigate(shownPath, { replace: true });
  }, [named, shownPath, navigate]);

  if (total === 0) return <Alert color="yellow">{t('exams:prepare.problems.6')}</Alert>;
  const question = questions[number - 1];
  const goTo = (n: number) => void navigate(pathOf(n));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('exams:take.title', { type: t(`exams:types.${examTypeCode(type)}`) })}</Title>
      <ExamStatusBar
        secondsLeft={secondsLeft}
        extraTimePercent={attempt.extraTimePercent}
        answered={total - unanswered.length}
        total={total}
        saveState={saver.states[question.questionId]}
        anyFailed={Object.values(saver.states).includes('failed')}
        onRetry={saver.retryFailed}
      />
      {refused ? (
        <Alert color="red" role="alert">
          {t('exams:take.refused')}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <QuestionCard
            question={question}
            number={number}
            total={total}
            language={language}
            answer={saver.answers[question.questionId] ?? []}
            onChoose={(ids) => saver.choose(question.questionId, ids)}
            onPrevious={number > 1 ? () => goTo(number - 1) : null}
            onNext={number < total ? () => goTo(number + 1) : null}
            onSubmit={handIn.openDialog}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <QuestionJumpList total={total} current={number} isAnswered={isAnswered} onJump={goTo} />
            {/* Quiet until every question is answered or the last one is on screen: handing in
                early is possible, but not the obvious next step. */}
            <Button
              color="green.8"
              variant={unanswered.length === 0 || number === total ? 'filled' : 'default'}
              onClick={handIn.openDialog}
            >
              {t('exams:take.submit')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
      <SubmitDialog
        opened={handIn.dialogOpen}
        unanswered={unanswered}
        submitting={handIn.submitting}
        error={handIn.error}
        onConfirm={() => void handIn.confirm(saver.flush)}
        onClose={handIn.closeDialog}
      />
    </Stack>
  );
}
