import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingInput } from '../../../shared/contracts/settings';
import { sessionKeys } from '../../lib/app-session';
import { examSessionKeys } from './api';
import { call } from '../../lib/api-client';
import { certificatesEndpoints } from '../../../shared/contracts/client/certificates';
import { settingsEndpoints } from '../../../shared/contracts/client/settings';

/** The exam settings of the general-settings screen, in the order they are shown. */
export const examSettingGroups = [
  { id: 'a1a3', names: ['ExamTimeLimit', 'NumberQuestion', 'PercentNeedToPass'] },
  {
    id: 'a2',
    names: ['EnableA2', 'A2ExamTimeLimit', 'A2NumberQuestion', 'A2PercentNeedToPass', 'A2ExamSessionTimeout', 'DefaultSessionLengthForA2'],
  },
  { id: 'general', names: ['AgeLimit'] },
] as const;

import type { FilterDataDto } from '../../../shared/contracts/certificates';
export type { FilterDataDto };

/** The certificate types and their validity, for the validity fields. */
export const filterDataQuery = () =>
  queryOptions({
    queryKey: examSessionKeys.filterData(),
    queryFn: ({ signal }) => call(certificatesEndpoints.getFilterData, undefined, signal),
  });

export function useUpdateExamSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingInput) => call(settingsEndpoints.update, input),
    meta: { silent: true },
    onSuccess: () => {
      // Not awaited: the fresh list re-keys the field, and the caller's notice must come first.
      void queryClient.invalidateQueries({ queryKey: examSessionKeys.settings() });
      // Client-visible exam settings (time limits, pass marks, EnableA2) reach every screen through it.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.configuration() });
    },
  });
}

export function useUpdateCertificateValidity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { certificateType: number; validityYears: number }) => call(certificatesEndpoints.updateCertificateValidity, input),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: examSessionKeys.filterData() }),
  });
}
