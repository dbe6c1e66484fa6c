import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import { outboxEndpoints } from '../../../shared/contracts/client/outbox';
import { call } from '../../lib/api-client';

export interface MailListParams {
  keyword: string;
  skipCount: number;
  maxResultCount: number;
}

export const mailKeys = {
  all: ['mail'] as const,
  list: (params: MailListParams) => [...mailKeys.all, 'list', params] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
};

export const mailsQuery = (params: MailListParams) =>
  pagedQueryOptions({
    queryKey: mailKeys.list(params),
    queryFn: ({ signal }) => call(outboxEndpoints.getAll, listInput(params), signal),
  });

export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => call(outboxEndpoints.get, { id }, signal),
    staleTime: 60_000,
  });

/** Mail/Resend: queues the mail again; the list and the mail show its new status. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(outboxEndpoints.resend, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
