// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { installFakeServer } from '../../test/harness';
import { examKeys } from './api';
import { calls, serveAttempt, signInAsPilot } from './exam-fakes.test-support';
import { prefetchExam } from './prefetch';

installFakeServer();

describe('the exam asked for ahead of its screen (decision 0041)', () => {
  it('asks for the clock and the running attempt, and keeps both for the screen', async () => {
    signInAsPilot();
    serveAttempt();
    const queryClient = new QueryClient();
    await prefetchExam(queryClient, { type: 'A1A3' });
    expect(calls('Examination/GetTimeLeft')[0][0]).toContain('examType=1');
    expect(calls('Question/GetQuestionsForExam')).toHaveLength(1);
    // Both are kept only while observed (gcTime 0): held for the screen, not dropped once they came.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.getQueryData(examKeys.timeLeft(1))).toMatchObject({ userExaminationId: 7 });
    expect(queryClient.getQueryData(examKeys.attempt(1))).toMatchObject({ data: { userExaminationId: 7 } });
  });

  it('never draws a new attempt when none is running', async () => {
    signInAsPilot();
    const state = serveAttempt();
    state.inProgress = false;
    await prefetchExam(new QueryClient(), { type: 'A1A3' });
    expect(calls('Examination/GetTimeLeft')).toHaveLength(1);
    expect(calls('Question/GetQuestionsForExam')).toHaveLength(0);
  });

  it('asks nothing for an exam type that does not exist', async () => {
    signInAsPilot();
    serveAttempt();
    await prefetchExam(new QueryClient(), { type: 'B7' });
    expect(calls('Examination/GetTimeLeft')).toHaveLength(0);
  });
});
