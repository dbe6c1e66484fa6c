import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PagedResult } from '../../../shared/contracts/common';
import type { ExamSessionDto, examSessionDetailDto, updateExamSessionInput } from '../../../shared/contracts/exams';
import type { SettingDto } from '../../../shared/contracts/settings';
import { ExamSessionStatus } from '../../../shared/enums';
import { http } from '../../lib/http';

export type ExamSessionDetailDto = z.infer<typeof examSessionDetailDto>;
export type SessionCandidate = ExamSessionDetailDto['candidates'][number];
export type UpdateExamSessionInput = z.input<typeof updateExamSessionInput>;

/** How often the room is read again while a supervisor watches it. */
export const sessionPollMs = 5_000;

/** Everything the exam administration reads hangs under one root. */
export const examAdminKeys = {
  all: ['exam-admin'] as const,
  sessions: () => [...examAdminKeys.all, 'sessions'] as const,
  activeSessions: () => [...examAdminKeys.sessions(), 'active'] as const,
  previousSessions: (page: number) => [...examAdminKeys.sessions(), 'previous', page] as const,
  session: (id: number) => [...examAdminKeys.sessions(), 'detail', id] as const,
  settings: () => [...examAdminKeys.all, 'settings'] as const,
  filterData: () => [...examAdminKeys.all, 'filter-data'] as const,
  results: () => [...examAdminKeys.all, 'results'] as const,
};

export const activeSessionsQuery = () =>
  queryOptions({
    queryKey: examAdminKeys.activeSessions(),
    queryFn: async ({ signal }) => (await http.get<{ items: ExamSessionDto[] }>('Examination/GetAllActiveExamSessions', undefined, signal)).items,
    // A session that runs out of time leaves the list on the server's next read.
    refetchInterval: 30_000,
  });

export const previousSessionsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: examAdminKeys.previousSessions(page),
    queryFn: ({ signal }) =>
      http.get<PagedResult<ExamSessionDto>>('Examination/GetAllPreviousExamSessions', { SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export const sessionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: examAdminKeys.session(id),
    queryFn: ({ signal }) => http.get<ExamSessionDetailDto>('Examination/GetExamSession', { SessionId: id }, signal),
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
    queryKey: examAdminKeys.settings(),
    queryFn: async ({ signal }) => (await http.get<{ items: SettingDto[] }>('Setting/GetAll', undefined, signal)).items,
  });

export function settingValue(settings: readonly SettingDto[] | undefined, name: string): string | undefined {
  return settings?.find((s) => s.name === name)?.value;
}

function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: examAdminKeys.sessions() });
}

/** Opens a session (no id) or renames it, changes its length or draws a new PIN. */
export function useSaveSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (input: UpdateExamSessionInput) => http.put<ExamSessionDto>('Examination/UpdateExamSession', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => invalidate(),
  });
}

export function useEndSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (sessionId: number) => http.get<ExamSessionDto>('Examination/GetEndExamSession', { SessionId: sessionId, IsClosedManually: true }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (sessionId: number) => http.delete('Examination/DeleteExamSession', { SessionId: sessionId }),
    onSuccess: () => invalidate(),
  });
}
