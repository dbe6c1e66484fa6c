import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserAnswerInput } from '../../../shared/contracts/exams';
import type { ExamType } from './exam-type';
import { call } from '../../lib/api-client';
import { firstDataFreshMs } from '../../lib/screens';
import { examResultsEndpoints } from '../../../shared/contracts/client/exam-results';
import { examSessionsEndpoints } from '../../../shared/contracts/client/exam-sessions';
import { examsEndpoints } from '../../../shared/contracts/client/exams';

import type { PinResultDto } from '../../../shared/contracts/exam-sessions';
export type { PinResultDto };
import type { TimeLeftDto } from '../../../shared/contracts/exams';
export type { TimeLeftDto };
import type { UserAnswerDto } from '../../../shared/contracts/exams';
export type { UserAnswerDto };

/** How often the timer asks the server for the time left (and on every return to the window). */
export const timeResyncMs = 30_000;

export const examKeys = {
  all: ['exams'] as const,
  rules: (type: ExamType) => [...examKeys.all, 'rules', type] as const,
  attempt: (type: ExamType) => [...examKeys.all, 'attempt', type] as const,
  timeLeft: (type: ExamType) => [...examKeys.all, 'time-left', type] as const,
  result: (type: ExamType) => [...examKeys.all, 'result', type] as const,
};

/** The rules of the exam and everything that still stands between the candidate and starting it. */
export const examRulesQuery = (type: ExamType) =>
  queryOptions({
    queryKey: examKeys.rules(type),
    queryFn: ({ signal }) => call(examsEndpoints.getExamRules, { examType: type }, signal),
  });

/**
 * The candidate's attempt: started on the first call, the same attempt (questions, order, saved
 * answers) on every later one. Fetched once per visit: the screen keeps the answers itself and the
 * clock comes from the time-left query.
 */
export const examAttemptQuery = (type: ExamType, examSessionId: number | null) =>
  queryOptions({
    queryKey: examKeys.attempt(type),
    queryFn: ({ signal }) => call(examsEndpoints.getQuestionsForExam, { code: type, examSessionId: examSessionId ?? undefined }, signal),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The server's clock for the attempt in progress; it also submits an attempt whose time has run out. */
export const timeLeftQuery = (type: ExamType) =>
  queryOptions({
    queryKey: examKeys.timeLeft(type),
    queryFn: ({ signal }) => call(examsEndpoints.getTimeLeft, { examType: type }, signal),
    // The loader's answer stands when the screen mounts; the clock counts from when it came.
    staleTime: firstDataFreshMs,
    refetchInterval: timeResyncMs,
    refetchOnWindowFocus: 'always',
    gcTime: 0,
    meta: { silent: true },
  });

/** The candidate's latest submitted result of the type, or null. */
export const examResultQuery = (type: ExamType) =>
  queryOptions({
    queryKey: examKeys.result(type),
    queryFn: ({ signal }) => call(examResultsEndpoints.getExaminationResult, { examId: type }, signal),
  });

/** One answer, saved as it is given; the caller retries and shows the outcome. */
export const saveAnswer = (input: UpdateUserAnswerInput) => call(examsEndpoints.updateUserAnswer, input);

/** The A2 session's code and PIN; a wrong pair answers `isPinCorrect: false`, too many lock the candidate out. */
export function useVerifySessionPin(type: ExamType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pin: string; examCode: string }) => call(examSessionsEndpoints.getVerifySessionPinResult, input),
    meta: { silent: true },
    onSuccess: (result) => {
      if (result.isPinCorrect) void queryClient.invalidateQueries({ queryKey: examKeys.rules(type) });
    },
  });
}

/**
 * Hands the attempt in. The type goes in the query (as the call is named) and in the body, where
 * the server reads a POST's input; a second submit returns the same result.
 */
export function useSubmitExamination(type: ExamType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(examsEndpoints.submitExamination, { examType: type }),
    meta: { silent: true },
    // The attempt and time-left queries are left alone: removing them under the screen still showing
    // them would fetch the attempt again, and the server would draw a new one. They go when it closes.
    onSuccess: (result) => {
      queryClient.setQueryData(examKeys.result(type), result);
      void queryClient.invalidateQueries({ queryKey: examKeys.rules(type) });
    },
  });
}
