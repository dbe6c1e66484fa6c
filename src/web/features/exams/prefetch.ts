import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { warmQuery } from '../../lib/screens';
import { examAttemptQuery, timeLeftQuery } from './api';
import { examStorage, parseExamType } from './exam-type';

/**
 * The exam's first data, asked for by its route's loader beside the session (decision 0041): the
 * server's clock and, when it names an attempt running, that attempt, with the queries the screen
 * reads. Never a new attempt: only the start button on the preparation page draws one, which the
 * screen then asks for itself.
 */
export async function prefetchExam(queryClient: QueryClient, params: Params): Promise<void> {
  const type = parseExamType(params.type);
  if (type === null) return;
  const timeLeft = await warmQuery(queryClient, timeLeftQuery(type));
  if (timeLeft.userExaminationId === null) return;
  await warmQuery(queryClient, examAttemptQuery(type, type === 2 ? examStorage.sessionId() : null));
}
