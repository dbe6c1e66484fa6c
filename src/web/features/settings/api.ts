import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingDto, UpdateSettingInput } from '../../../shared/contracts/settings';
import { http } from '../../lib/http';
import { sessionKeys } from '../../lib/app-session';

export const settingKeys = {
  all: ['settings'] as const,
  list: () => [...settingKeys.all, 'list'] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingKeys.list(),
    queryFn: ({ signal }) => http.get<{ items: SettingDto[] }>('Setting/GetAll', undefined, signal),
  });

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingInput) => http.put<unknown>('Setting/Update', input),
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingKeys.all });
      // The maintenance and warning switches drive every screen: read them again now.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.configuration() });
    },
  });
}
