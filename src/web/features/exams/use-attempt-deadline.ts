import { useEffect } from 'react';
import type { ExamAttemptDto } from '../../../shared/contracts/exams';
import type { TimeLeftDto } from './api';
import { useExamClock } from './use-exam-clock';

export interface AttemptTiming {
  attempt: ExamAttemptDto;
  /** When the attempt arrived (ms on this device): its `secondsLeft` counts from then. */
  attemptAt: number;
  timeLeft: TimeLeftDto | undefined;
  timeLeftAt: number;
}

/**
 * The seconds left of the attempt by the server's newest word, ticking; `onOver` is called when
 * they reach nought or the server has closed the attempt meanwhile.
 */
export function useAttemptDeadline({ attempt, attemptAt, timeLeft, timeLeftAt }: AttemptTiming, onOver: () => void): number {
  const attemptId = attempt.userExaminationId;
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
    if (secondsLeft === 0 || closedOnServer) onOver();
    // `onOver` hands in once, guarded by a ref, so it needs no place among the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft, closedOnServer]);
  return secondsLeft;
}
