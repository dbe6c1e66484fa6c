import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingInput } from '../../../shared/contracts/settings';
import { sessionKeys } from '../../lib/app-session';
import { setMaintenanceSkipped } from '../../lib/session';
import { findSettingDefinition } from '../../../shared/settings';
import { call } from '../../lib/api-client';
import { settingsEndpoints } from '../../../shared/contracts/client/settings';

export const settingKeys = {
  all: ['settings'] as const,
  list: () => [...settingKeys.all, 'list'] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingKeys.list(),
    queryFn: ({ signal }) => call(settingsEndpoints.getAll, undefined, signal),
  });

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingInput) => call(settingsEndpoints.update, input),
    meta: { silent: true },
    onSuccess: (_setting, input) => {
      // Before the site status is read again: the maintenance screen would otherwise replace the
      // page and shut out the administrator who just turned it on.
      if (findSettingDefinition(input.settingId)?.name === 'IsMaintenance') setMaintenanceSkipped(input.value === 'true');
      // Not awaited: the fresh list re-mounts the field (it is keyed by the stored value), and the
      // caller's own callbacks (its notice) must run before that or they are dropped.
      void queryClient.invalidateQueries({ queryKey: settingKeys.all });
      // The maintenance and warning switches drive every screen: read them again now.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.configuration() });
    },
  });
}
