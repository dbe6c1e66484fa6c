import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupStatusDto } from '../../../shared/contracts/backups';
import { backupsEndpoints } from '../../../shared/contracts/client/backups';
import { call } from '../../lib/api-client';

export const backupKeys = {
  all: ['backups'] as const,
  status: () => [...backupKeys.all, 'status'] as const,
};

const unfinished = (status: BackupStatusDto | undefined) =>
  Boolean(status && (status.running || status.lastRun?.status === 'queued' || status.lastRun?.status === 'running'));

/** The backups' state; asked again every two seconds while a backup waits or runs, so the screen follows it. */
export const backupStatusQuery = () =>
  queryOptions({
    queryKey: backupKeys.status(),
    queryFn: ({ signal }) => call(backupsEndpoints.getStatus, undefined, signal),
    refetchInterval: (query) => (unfinished(query.state.data) ? 2000 : false),
  });

export function useBackUpNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(backupsEndpoints.backUpNow),
    onSettled: () => client.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

export { unfinished as backupUnfinished };
