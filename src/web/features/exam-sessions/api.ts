import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-query';
import type { z } from 'zod';
import type { updateExamSessionInput } from '../../../shared/contracts/exam-sessions';
import type { SettingDto } from '../../../shared/contracts/settings';
import { ExamSessionStatus } from '../../../shared/enums';
import { call } from '../../lib/api-client';
import { examSessionsEndpoints } from '../../../shared/contracts/client/exam-sessions';
import { settingsEndpoints } from '../../../shared/contracts/client/settings';

import type { ExamSessionDetailDto } from '../../../shared/contracts/exam-sessions';
export type { ExamSessionDetailDto };
export type SessionCandidate = ExamSessionDetailDto['candidates'][number];
export type UpdateExamSessionInput = z.input<typeof updateExamSessionInput>;

/** How often the room is read again while a supervisor watches it. */
export const sessionPollMs = 5_000;

/** Everything the exam sessions and the exam settings screens read hangs under one root. */
export const examSessionKeys = {
  all: ['exam-sessions'] as const,
  sessions: () => [...examSessionKeys.all, 'sessions'] as const,
  activeSessions: () => [...examSessionKeys.sessions(), 'active'] as const,
  previousSessions: (page: number) => [...examSessionKeys.sessions(), 'previous', page] as const,
  session: (id: number) => [...examSessionKeys.sessions(), 'detail', id] as const,
  settings: () => [...examSessionKeys.all, 'settings'] as const,
  filterData: () => [...examSessionKeys.all, 'filter-data'] as const,
};

export const activeSessionsQuery = () =>
  queryOptions({
    queryKey: examSessionKeys.activeSessions(),
    queryFn: async ({ signal }) => (await call(examSessionsEndpoints.getAllActiveExamSessions, undefined, signal)).items,
    // A session that runs out of time leaves the list on the server's next read.
    refetchInterval: 30_000,
  });

export const previousSessionsQuery = (page: number, pageSize: number) =>
  pagedQueryOptions({
    queryKey: examSessionKeys.previousSessions(page),
    queryFn: ({ signal }) =>
      call(examSessionsEndpoints.getAllPreviousExamSessions, { skipCount: (page - 1) * pageSize, maxResultCount: pageSize }, signal),
  });

export const sessionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: examSessionKeys.session(id),
    queryFn: ({ signal }) => call(examSessionsEndpoints.getExamSession, { sessionId: id }, signal),
    refetchInterval: (query) => sessionRefetchInterval(query.state.data?.status),
  });

/** Live while the session is open (or not read yet); an ended session no longer changes. */
export function sessionRefetchInterval(status: number | undefined): number | false {
  return status === undefined || status === ExamSessionStatus.Inprogress ? sessionPollMs : false;
}

/**
 * The exam settings, when the reader may see them (Setting/GetAll answers exam managers and
 * configuration admins). The sessions screen only borrows the default length from it.
 */
export const examSettingsQuery = () =>
  queryOptions({
    queryKey: examSessionKeys.settings(),
    queryFn: async ({ signal }) => (await call(settingsEndpoints.getAll, undefined, signal)).items,
  });

export function settingValue(settings: readonly SettingDto[] | undefined, name: string): string | undefined {
  return settings?.find((s) => s.name === name)?.value;
}

function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: examSessionKeys.sessions() });
}

/** Opens a session (no id) or renames it, changes its length or draws a new PIN. */
export function useSaveSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (input: UpdateExamSessionInput) => call(examSessionsEndpoints.updateExamSession, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => invalidate(),
  });
}

export function useEndSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (sessionId: number) => call(examSessionsEndpoints.getEndExamSession, { sessionId: sessionId, isClosedManually: true }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (sessionId: number) => call(examSessionsEndpoints.deleteExamSession, { sessionId: sessionId }),
    onSuccess: () => invalidate(),
  });
}
