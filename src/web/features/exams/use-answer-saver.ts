import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExamAttemptDto } from '../../../shared/contracts/exams';
import { isApiError } from '../../lib/errors';
import { saveAnswer } from './api';
import { examStorage } from './exam-type';

export type SaveState = 'saving' | 'saved' | 'failed';
/** Seconds before an answer that could not be saved is sent again by itself. */
export const saveRetryMs = 3_000;

/** An answer the server refused (time over, already submitted, not the caller's): sending it again cannot help. */
export function isFinalRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The candidate's answers: shown at once, saved one question at a time in the order given, and
 * kept (also across a reload, in session storage) until the server has confirmed them. A failed
 * save is retried by itself and on request; the last choice always wins.
 */
export function useAnswerSaver(attempt: ExamAttemptDto, onRefused: (error: unknown) => void) {
  const attemptId = attempt.userExaminationId;
  const [answers, setAnswers] = useState<Record<number, number[]>>(() => {
    const saved = Object.fromEntries(attempt.questions.map((q) => [q.questionId, q.answerOptionIds]));
    return { ...saved, ...examStorage.pending(attemptId) };
  });
  const [states, setStates] = useState<Record<number, SaveState>>({});
  /** The newest choice per question, which the sender compares with what it just sent. */
  const wanted = useRef(new Map<number, number[]>());
  /** The save under way per question; a newer choice made meanwhile is sent when it returns. */
  const inFlight = useRef(new Map<number, Promise<boolean>>());
  const retries = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });
  const alive = useRef(true);

  const setState = (questionId: number, state: SaveState) => {
    if (alive.current) setStates((s) => ({ ...s, [questionId]: state }));
  };
  const forgetPending = (questionId: number) => {
    const pending = examStorage.pending(attemptId);
    delete pending[questionId];
    examStorage.setPending(attemptId, pending);
  };

  const sendNow = async (questionId: number): Promise<boolean> => {
    clearTimeout(retries.current.get(questionId));
    setState(questionId, 'saving');
    for (;;) {
      const choice = wanted.current.get(questionId);
      if (!choice) return true;
      try {
        await saveAnswer({ userExaminationId: attemptId, questionId, answerOptionIds: choice });
      } catch (error) {
        if (isFinalRefusal(error)) {
          if (alive.current) refused.current(error);
          return false;
        }
        setState(questionId, 'failed');
        if (alive.current)
          retries.current.set(
            questionId,
            setTimeout(() => void send(questionId), saveRetryMs),
          );
        return false;
      }
      if (wanted.current.get(questionId) === choice) {
        wanted.current.delete(questionId);
        forgetPending(questionId);
        setState(questionId, 'saved');
        return true;
      }
    }
  };

  const send = useCallback(
    (questionId: number): Promise<boolean> => {
      const running = inFlight.current.get(questionId);
      if (running) return running;
      const started = sendNow(questionId).finally(() => inFlight.current.delete(questionId));
      inFlight.current.set(questionId, started);
      return started;
    },
    // `sendNow` only touches refs, stable setters and the attempt's id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attemptId],
  );

  const choose = useCallback(
    (questionId: number, optionIds: number[]) => {
      setAnswers((a) => ({ ...a, [questionId]: optionIds }));
      wanted.current.set(questionId, optionIds);
      examStorage.setPending(attemptId, { ...examStorage.pending(attemptId), [questionId]: optionIds });
      void send(questionId);
    },
    [attemptId, send],
  );

  /** Sends every answer not yet confirmed; true when all of them are saved. */
  const flush = useCallback(async () => {
    // A save under way may come back with a newer choice still to send: go round until none is left or one fails.
    for (let round = 0; round < 3 && wanted.current.size > 0; round++) {
      const results = await Promise.all([...wanted.current.keys()].map((id) => send(id)));
      if (!results.every(Boolean)) return false;
    }
    return wanted.current.size === 0;
  }, [send]);

  // Answers left unconfirmed by an earlier visit (a reload while offline) go out again.
  useEffect(() => {
    alive.current = true;
    const pending = examStorage.pending(attemptId);
    const fromServer = new Map(attempt.questions.map((q) => [q.questionId, q.answerOptionIds]));
    for (const [key, ids] of Object.entries(pending)) {
      const questionId = Number(key);
      const saved = fromServer.get(questionId);
      if (!saved) continue;
      if (sameSet(saved, ids)) {
        forgetPending(questionId);
        continue;
      }
      wanted.current.set(questionId, ids);
      void send(questionId);
    }
    const timers = retries.current;
    return () => {
      alive.current = false;
      for (const timer of timers.values()) clearTimeout(timer);
    };
    // Once per attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId]);

  const retryFailed = useCallback(() => {
    for (const [questionId, state] of Object.entries(states)) if (state === 'failed') void send(Number(questionId));
  }, [states, send]);

  return { answers, states, choose, flush, retryFailed };
}
