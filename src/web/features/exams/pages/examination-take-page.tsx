import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { examAttemptQuery, timeLeftQuery } from '../api';
import { ExamScreen } from '../components/exam-screen';
import { UnknownExamType } from '../components/unknown-exam-type';
import { examPaths, examStorage, examTypeCode, parseExamType, type ExamType } from '../exam-type';

function ExamTaker({ type, typeParam, questionParam }: { type: ExamType; typeParam: string; questionParam: string | undefined }) {
  const { t } = useTranslation('exams');
  const timeLeft = useQuery(timeLeftQuery(type));
  // The attempt this tab was taking before a reload, if any.
  const [earlierAttempt] = useState(() => examStorage.attempt(type));
  // The server's clock is asked first: if the attempt this tab was taking has ended meanwhile, the
  // candidate sees its result instead of a freshly drawn exam.
  const endedWhileAway = earlierAttempt !== null && timeLeft.data?.userExaminationId === null;
  // A new attempt is drawn only when the candidate pressed start on the preparation page; an old
  // link or a bookmark with no attempt running leads back there instead.
  const startRequested = (useLocation().state as { start?: boolean } | null)?.start === true;
  const nothingRunning = timeLeft.data?.userExaminationId === null && !startRequested;
  // Only an A2 attempt sits in a supervised session.
  const sessionId = type === 2 ? examStorage.sessionId() : null;
  const attempt = useQuery({ ...examAttemptQuery(type, sessionId), enabled: timeLeft.isFetched && !endedWhileAway && !nothingRunning });

  const title = <Title order={1}>{t('exams:take.title', { type: t(`exams:types.${examTypeCode(type)}`) })}</Title>;
  const response = attempt.data;
  if (response) {
    // Not allowed to start (course not read, no PIN, …): the preparation page says why.
    if (response.errorCode !== 0 || !response.data) return <Navigate to={examPaths.prepare(type)} replace />;
    return (
      <ExamScreen
        type={type}
        typeParam={typeParam}
        questionParam={questionParam}
        attempt={response.data}
        attemptAt={attempt.dataUpdatedAt}
        timeLeft={timeLeft.data}
        timeLeftAt={timeLeft.dataUpdatedAt}
      />
    );
  }
  if (endedWhileAway) return <Navigate to={examPaths.result(type)} replace />;
  if (nothingRunning) return <Navigate to={examPaths.prepare(type)} replace />;
  return (
    <Stack>
      {title}
      {attempt.isError ? (
        <ErrorState error={attempt.error} onRetry={() => void attempt.refetch()} />
      ) : (
        <LoadingState label={t('exams:take.loading')} />
      )}
    </Stack>
  );
}

/** `/examination/:type/start/:question?`: the attempt, one question at a time. */
export function ExaminationTakePage() {
  const params = useParams();
  const type = parseExamType(params.type);
  if (type === null) return <UnknownExamType titleKey="routes:examinationStart" />;
  return <ExamTaker key={type} type={type} typeParam={params.type ?? examTypeCode(type)} questionParam={params.question} />;
}
