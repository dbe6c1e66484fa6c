import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { jobQueuesEndpoints as e } from '../../../shared/contracts/client/job-queues';
import { call } from '../../lib/api-client';

/** How often the screen asks again: jobs arrive, run and fail while it is open. */
export const refreshSeconds = 5;

export interface FailedJobsParams {
  queue: string;
  skipCount: number;
  maxResultCount: number;
}

export const jobQueueKeys = {
  all: ['job-queues'] as const,
  queues: () => [...jobQueueKeys.all, 'queues'] as const,
  failed: (params: FailedJobsParams) => [...jobQueueKeys.all, 'failed', params] as const,
};

export const jobQueuesQuery = () =>
  queryOptions({
    queryKey: jobQueueKeys.queues(),
    queryFn: ({ signal }) => call(e.getQueues, undefined, signal),
    refetchInterval: refreshSeconds * 1000,
  });

export const failedJobsQuery = (params: FailedJobsParams) =>
  queryOptions({
    queryKey: jobQueueKeys.failed(params),
    queryFn: ({ signal }) => call(e.getFailedJobs, params, signal),
    refetchInterval: refreshSeconds * 1000,
    // Another page of the same queue keeps the rows in view while it loads; another queue's never stand under this one's title.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].queue === params.queue ? previous : undefined),
  });

export type FailedJobRef = EndpointInput<typeof e.retry>;

/** Either change moves a job out of the failed: the counts and the list are asked again. The screen tells a failure itself. */
function useJobChange(endpoint: typeof e.retry | typeof e.discard) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: FailedJobRef) => call(endpoint, job),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: jobQueueKeys.all }),
  });
}

export const useRetryJob = () => useJobChange(e.retry);
export const useDiscardJob = () => useJobChange(e.discard);
