import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Navigate, useNavigate } from 'react-router';
import type { ExamAttemptDto } from '../../../../shared/contracts/exams';
import { useSubmitExamination, type TimeLeftDto } from '../api';
import { examPaths, examStorage, examTypeCode, useLanguage, type ExamType } from '../exam-type';
import { useAnswerSaver } from '../use-answer-saver';
import { useExamClock } from '../use-exam-clock';
import { ExamTimer } from './exam-timer';
import { QuestionCard } from './question-card';
import { QuestionJumpList } from './question-jump-list';
import { SaveStatus } from './save-status';
import { SubmitDialog } from './submit-dialog';
import { useProblem } from '../../../lib/use-problem';

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
  const submit = useSubmitExamination(type);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitError, setSubmitError] = useProblem();
  const [refused, setRefused] = useState(false);
  const finishing = useRef(false);
  const attemptId = attempt.userExaminationId;

  const toResult = () => {
    examStorage.setAttempt(type, null);
    examStorage.setPending(attemptId, {});
    if (type === 2) examStorage.setSessionId(null);
    void navigate(examPaths.result(type), { replace: true });
  };
  /** Time up, or the server has closed the attempt: hand in (a no-op when already done) and show the result. */
  const finishNow = () => {
    if (finishing.current) return;
    finishing.current = true;
    setDialogOpen(false);
    submit.mutate(undefined, { onSettled: toResult });
  };
  const saver = useAnswerSaver(attempt, () => {
    setRefused(true);
    finishNow();
  });

  // Remembered so that a reload after the time ran out shows the result rather than a new draw.
  useEffect(() => examStorage.setAttempt(type, attemptId), [type, attemptId]);

  // The newest word from the server wins: the attempt as loaded, or a later time-left answer about it.
  const resynced = timeLeft !== undefined && timeLeftAt > attemptAt;
  const deadlineMs =
    resynced && timeLeft.userExaminationId === attemptId
      ? timeLeftAt + timeLeft.secondsLeft * 1_000
      : attemptAt + attempt.secondsLeft * 1_000;
  const secondsLeft = useExamClock(deadlineMs);
  // No attempt in progress any more (the scheduled job or the end of the session submitted it), asked after it began.
  const closedOnServer =
    resynced && timeLeft.userExaminationId === null && Date.parse(timeLeft.serverTime) >= Date.parse(attempt.startTime);

  useEffect(() => {
    if (secondsLeft === 0 || closedOnServer) finishNow();
    // `finishNow` is guarded by a ref and only needs to run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft, closedOnServer]);

  const questions = [...attempt.questions].sort((a, b) => a.position - b.position);
  const total = questions.length;
  const isAnswered = (n: number) => (saver.answers[questions[n - 1].questionId]?.length ?? 0) > 0;
  const numbers = questions.map((_, i) => i + 1);
  const unanswered = numbers.filter((n) => !isAnswered(n));
  const pathOf = (n: number) => generatePath('/examination/:type/start/:question', { type: typeParam, question: String(n) });

  if (total === 0) return <Alert color="yellow">{t('exams:prepare.problems.6')}</Alert>;
  const requested = Number(questionParam);
  if (!Number.isInteger(requested) || requested < 1 || requested > total) {
    // Without a number the attempt resumes at its first unanswered question; a wrong number starts at the first.
    const to = questionParam === undefined ? (unanswered[0] ?? 1) : 1;
    return <Navigate to={pathOf(Math.min(to, Math.max(total, 1)))} replace />;
  }
  const number = requested;
  const question = questions[number - 1];
  const goTo = (n: number) => void navigate(pathOf(n));
  const failed = Object.values(saver.states).includes('failed');

  const confirmSubmit = async () => {
    setSubmitError(null);
    const saved = await saver.flush();
    // Meanwhile the time may have run out and the exam been handed in by itself.
    if (finishing.current) return;
    if (!saved) {
      setSubmitError({ key: 'exams:submit.notSaved' });
      return;
    }
    finishing.current = true;
    submit.mutate(undefined, {
      onSuccess: toResult,
      onError: () => {
        finishing.current = false;
        setSubmitError({ key: 'exams:submit.failed' });
      },
    });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('exams:take.title', { type: t(`exams:types.${examTypeCode(type)}`) })}</Title>
      <Paper
        withBorder
        p="sm"
        radius="md"
        component="section"
        aria-label={t('exams:take.status')}
        pos="sticky"
        top={0}
        style={{ zIndex: 2 }}
      >
        <Stack gap={4}>
          <ExamTimer
            secondsLeft={secondsLeft}
            describedBy={attempt.extraTimePercent > 0 ? 'exam-extra-time' : undefined}
            aside={
              <Text size="sm" data-testid="exam-answered-count">
                {t('exams:take.answeredCount', { answered: total - unanswered.length, total })}
              </Text>
            }
          />
          {/* Said once, in words, beside the clock it explains; the clock already counts the extra time. */}
          {attempt.extraTimePercent > 0 ? (
            <Text size="sm" id="exam-extra-time" data-testid="exam-extra-time">
              {t('exams:take.extraTime', { percent: attempt.extraTimePercent })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <SaveStatus current={saver.states[question.questionId]} anyFailed={failed} onRetry={saver.retryFailed} />
          </Group>
        </Stack>
      </Paper>
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
            onSubmit={() => setDialogOpen(true)}
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
              onClick={() => setDialogOpen(true)}
            >
              {t('exams:take.submit')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
      <SubmitDialog
        opened={dialogOpen}
        unanswered={unanswered}
        submitting={submit.isPending}
        error={submitError}
        onConfirm={() => void confirmSubmit()}
        onClose={() => setDialogOpen(false)}
      />
    </Stack>
  );
}
