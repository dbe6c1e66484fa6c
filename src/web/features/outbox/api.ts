import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PagedResult } from '../../../shared/contracts/common';
import type { MailDetail, MailSummary } from '../../../shared/contracts/mail';
import { http } from '../../lib/http';

export interface MailListParams {
  keyword: string;
  skipCount: number;
  maxResultCount: number;
}

export const mailKeys = {
  all: ['outbox'] as const,
  list: (params: MailListParams) => [...mailKeys.all, 'list', params] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
};

export const mailsQuery = (params: MailListParams) =>
  queryOptions({
    queryKey: mailKeys.list(params),
    queryFn: ({ signal }) =>
      http.get<PagedResult<MailSummary>>(
        'Mail/GetAll',
        { Keyword: params.keyword.trim() || undefined, SkipCount: params.skipCount, MaxResultCount: params.maxResultCount },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => http.get<MailDetail>('Mail/Get', { Id: id }, signal),
    staleTime: 60_000,
  });

/** Mail/Resend: queues the mail again; the list and the mail show its new status. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<MailSummary>('Mail/Resend', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
