import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import type { ClientEndpoint, EndpointInput } from '../../../shared/contracts/endpoint';
import { pilotsEndpoints } from '../../../shared/contracts/client/pilots';
import { call } from '../../lib/api-client';
import { sessionKeys } from '../../lib/app-session';

export interface PilotListParams {
  keyword: string;
  sorting: string;
  statusId: number | null;
  skipCount: number;
  maxResultCount: number;
}

export const pilotKeys = {
  all: ['pilots'] as const,
  own: () => [...pilotKeys.all, 'own'] as const,
  selfDeclaration: () => [...pilotKeys.all, 'self-declaration'] as const,
  list: (params: PilotListParams) => [...pilotKeys.all, 'list', params] as const,
  /** One pilot's record; everything read about that pilot (the notes) sits under it. */
  one: (pilotId: number) => [...pilotKeys.all, 'pilot', pilotId] as const,
  notes: (pilotId: number, skipCount: number) => [...pilotKeys.one(pilotId), 'notes', skipCount] as const,
};

/** The signed-in person's own record with every list of items. */
export const ownPilotQuery = () =>
  queryOptions({
    queryKey: pilotKeys.own(),
    queryFn: ({ signal }) => call(pilotsEndpoints.getHomePagePilotByCurrentUser, undefined, signal),
  });

export const selfDeclarationQuery = () =>
  queryOptions({
    queryKey: pilotKeys.selfDeclaration(),
    queryFn: ({ signal }) => call(pilotsEndpoints.currentUserHasAcceptedSelfDeclaration, undefined, signal),
  });

export const pilotsQuery = (params: PilotListParams) =>
  pagedQueryOptions({
    queryKey: pilotKeys.list(params),
    queryFn: ({ signal }) => call(pilotsEndpoints.getAllPaging, listInput(params), signal),
  });

export const populatedPilotQuery = (pilotId: number) =>
  queryOptions({
    queryKey: pilotKeys.one(pilotId),
    queryFn: ({ signal }) => call(pilotsEndpoints.getPopulatedPilot, { pilotId }, signal),
  });

export const pilotNotesQuery = (pilotId: number, skipCount: number, maxResultCount: number) =>
  pagedQueryOptions({
    queryKey: pilotKeys.notes(pilotId, skipCount),
    queryFn: ({ signal }) => call(pilotsEndpoints.getPilotNotesByPilotId, { pilotId, skipCount, maxResultCount }, signal),
  });

/**
 * Follows a mailed link that confirms one of a pilot's addresses. A POST that uses the link up,
 * asked once and kept: asked again (a second render, the language switcher reading everything
 * again), it would be told the link was used. Static, so no invalidation asks again, and apart
 * from the pilot keys.
 */
export const confirmPilotEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['pilot-email-confirmation', token] as const,
    queryFn: () => call(pilotsEndpoints.confirmPilotEmail, { token }),
    retry: false,
    staleTime: 'static',
    gcTime: Infinity,
    meta: { silent: true },
  });

/**
 * A change to a pilot's record: every view of pilots is read again after it, since one change
 * (a new main phone number, a note) shows in the record, the list and the counts alike. A change
 * that `deletes` a record leaves what is read about that pilot alone: read again, it would answer
 * 404 while its screen closes. The session is read again too: it says what the person's own record
 * lacks (a main address, the self-declaration), and the guard follows it.
 */
export function usePilotChange<E extends ClientEndpoint>(
  endpoint: E,
  options: { handlesFieldErrors?: boolean; deletes?: (input: EndpointInput<E>) => number } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => (call as (e: E, i: EndpointInput<E>) => ReturnType<typeof call<E>>)(endpoint, input),
    meta: { handlesFieldErrors: options.handlesFieldErrors ?? false },
    onSuccess: (_result, input) => {
      const gone: readonly unknown[] | null = options.deletes ? pilotKeys.one(options.deletes(input)) : null;
      const aboutGone = (key: readonly unknown[]) => gone !== null && gone.every((part, i) => key[i] === part);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pilotKeys.all, predicate: (query) => !aboutGone(query.queryKey) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.currentLogin() }),
      ]);
    },
  });
}
