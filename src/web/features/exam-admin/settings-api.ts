import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingInput } from '../../../shared/contracts/settings';
import { http } from '../../lib/http';
import { sessionKeys } from '../../lib/app-session';
import { examAdminKeys } from './api';

/** The exam settings of the general-settings screen, in the order they are shown. */
export const examSettingGroups = [
  { id: 'a1a3', names: ['ExamTimeLimit', 'NumberQuestion', 'PercentNeedToPass'] },
  { id: 'a2', names: ['EnableA2', 'A2ExamTimeLimit', 'A2NumberQuestion', 'A2PercentNeedToPass', 'A2ExamSessionTimeout', 'DefaultSessionLengthForA2'] },
  { id: 'general', names: ['AgeLimit'] },
] as const;

export function useUpdateExamSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingInput) => http.put<unknown>('Setting/Update', input),
    meta: { silent: true },
    onSuccess: () => {
      // Not awaited: the fresh list re-keys the field, and the caller's notice must come first.
      void queryClient.invalidateQueries({ queryKey: examAdminKeys.settings() });
      // Client-visible exam settings (time limits, pass marks, EnableA2) reach every screen through it.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.configuration() });
    },
  });
}

export function useUpdateCertificateValidity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { certificateType: number; validityYears: number }) => http.put<unknown>('Certificate/UpdateCertificateValidity', input),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: examAdminKeys.filterData() }),
  });
}
