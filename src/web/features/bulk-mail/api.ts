import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-query';
import type { MailingDraft, MailingSummary, MailingTarget } from '../../../shared/contracts/bulk-mail';
import { bulkMailEndpoints } from '../../../shared/contracts/client/bulk-mail';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { call } from '../../lib/api-client';

/** How often a screen asks again while a send is under way: often enough to watch, rarely enough for 10,000 rows. */
export const pollMs = 2000;

export const isRunning = (mailing: Pick<MailingSummary, 'remainingCount'>) => mailing.remainingCount > 0;

export const mailingKeys = {
  all: ['bulk-mail'] as const,
  list: (page: { skipCount: number; maxResultCount: number }) => [...mailingKeys.all, 'list', page] as const,
  detail: (id: number) => [...mailingKeys.all, 'detail', id] as const,
  failed: (id: number, page: { skipCount: number; maxResultCount: number }, failedCount: number) =>
    [...mailingKeys.all, 'failed', id, page, failedCount] as const,
  audience: (target: MailingTarget, id: number | undefined) => [...mailingKeys.all, 'audience', target, id] as const,
  drafts: ['bulk-mail', 'drafts'] as const,
  draftList: (filter: DraftFilter) => [...mailingKeys.drafts, 'list', filter] as const,
  draft: (id: number) => [...mailingKeys.drafts, 'detail', id] as const,
};

export type DraftInput = EndpointInput<typeof bulkMailEndpoints.saveDraft>;
export type DraftFilter = { skipCount: number; maxResultCount: number; target?: MailingTarget; userId?: number; orgId?: number };

/** The drafts, last saved first: all of them for the list, one compose screen's when a target is given. */
export const draftsQuery = (filter: DraftFilter) =>
  pagedQueryOptions({
    queryKey: mailingKeys.draftList(filter),
    queryFn: ({ signal }) => call(bulkMailEndpoints.getDrafts, filter, signal),
  });

/** One draft, to go on writing it; asked once, as the compose screen then holds what is typed. */
export const draftQuery = (id: number) =>
  queryOptions({
    queryKey: mailingKeys.draft(id),
    queryFn: ({ signal }) => call(bulkMailEndpoints.getDraft, { id }, signal),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * Mailing/SaveDraft, called by the compose screen as the administrator types: not a mutation of
 * the query cache, so a failed save is said beside the form rather than in the error dialog.
 */
export const saveDraft = (input: DraftInput): Promise<MailingDraft> => call(bulkMailEndpoints.saveDraft, input);

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(bulkMailEndpoints.deleteDraft, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailingKeys.drafts }),
  });
}

/** The sends, newest first; asked again while any of those shown is still sending. */
export const mailingsQuery = (page: { skipCount: number; maxResultCount: number }) =>
  pagedQueryOptions({
    queryKey: mailingKeys.list(page),
    queryFn: ({ signal }) => call(bulkMailEndpoints.getAll, page, signal),
    refetchInterval: (query) => (query.state.data?.items.some(isRunning) ? pollMs : false),
  });

/** One send; asked again until nothing remains to send. */
export const mailingQuery = (id: number) =>
  queryOptions({
    queryKey: mailingKeys.detail(id),
    queryFn: ({ signal }) => call(bulkMailEndpoints.get, { id }, signal),
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data) ? pollMs : false),
  });

/** A page of a send's failed addresses; the count in the key asks again when more fail or a retry clears them. */
export const failedRecipientsQuery = (mailingId: number, page: { skipCount: number; maxResultCount: number }, failedCount: number) =>
  pagedQueryOptions({
    queryKey: mailingKeys.failed(mailingId, page, failedCount),
    queryFn: ({ signal }) => call(bulkMailEndpoints.getFailedRecipients, { mailingId, ...page }, signal),
  });

/** Whom a send would reach: the target's name and how many addresses. */
export const audienceQuery = (target: MailingTarget, id?: number) =>
  queryOptions({
    queryKey: mailingKeys.audience(target, id),
    queryFn: ({ signal }) =>
      call(
        bulkMailEndpoints.getAudience,
        { target, ...(target === 'user' ? { userId: id } : target === 'organization' ? { orgId: id } : {}) },
        signal,
      ),
  });

export type SendInput =
  | ({ target: 'user' } & EndpointInput<typeof bulkMailEndpoints.sendEmail>)
  | ({ target: 'allUsers' } & EndpointInput<typeof bulkMailEndpoints.sendEmailToAllUsers>)
  | ({ target: 'organization' } & EndpointInput<typeof bulkMailEndpoints.sendEmailToOrgMembers>);

/** The three specification calls, picked by target. */
export function sendMailing(input: SendInput): Promise<MailingSummary> {
  if (input.target === 'user') {
    const { target: _, ...body } = input;
    return call(bulkMailEndpoints.sendEmail, body);
  }
  if (input.target === 'organization') {
    const { target: _, ...body } = input;
    return call(bulkMailEndpoints.sendEmailToOrgMembers, body);
  }
  const { target: _, ...body } = input;
  return call(bulkMailEndpoints.sendEmailToAllUsers, body);
}

export function useSendMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailing,
    // Refused fields are said on the form; anything else in the error dialog.
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailingKeys.all }),
  });
}

/** Mailing/RetryFailed: the failed addresses go back to waiting; the send is watched again. */
export function useRetryFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(bulkMailEndpoints.retryFailed, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailingKeys.all }),
  });
}

/** A key the compose form makes once when it opens, so the same form sent twice starts one send. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
