import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import type { CreateUserInput, UpdateUserInput } from '../../../shared/contracts/users';
import { call } from '../../lib/api-client';
import { personRecordKeys, userViewsKey } from '../../lib/person-record';
import { userNotesEndpoints, usersEndpoints } from '../../../shared/contracts/client/users';
import { secondFactorEndpoints } from '../../../shared/contracts/client/second-factor';
import type { ClientEndpoint, EndpointInput } from '../../../shared/contracts/endpoint';

import type { Country } from '../../../shared/contracts/users';
export type { Country };

export interface UserListParams {
  keyword: string;
  isActive: boolean | null;
  skipCount: number;
  maxResultCount: number;
}

export const userKeys = {
  all: userViewsKey,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
};

export const usersQuery = (params: UserListParams) =>
  pagedQueryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => call(usersEndpoints.getAll, listInput(params), signal),
  });

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => call(usersEndpoints.get, { id: id }, signal),
  });

export const assignableRolesQuery = () =>
  queryOptions({
    queryKey: userKeys.roles(),
    queryFn: ({ signal }) => call(usersEndpoints.getRoles, undefined, signal),
    staleTime: 60_000,
  });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => call(usersEndpoints.create, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => call(usersEndpoints.update, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(usersEndpoints.delete, { id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Another user's second factors cleared (a lost device): their sessions end (decision 0026). */
export function useResetSecondFactor() {
  return useMutation({ mutationFn: (id: number) => call(secondFactorEndpoints.resetSecondFactor, { id }) });
}

/** Administrators' notes on one user, a page at a time, newest first. */
export const userNoteKeys = {
  all: [...userKeys.all, 'notes'] as const,
  ofUser: (userId: number, skipCount: number, maxResultCount: number) => [...userNoteKeys.all, userId, skipCount, maxResultCount] as const,
};

export const userNotesQuery = (userId: number, skipCount: number, maxResultCount: number) =>
  pagedQueryOptions({
    queryKey: userNoteKeys.ofUser(userId, skipCount, maxResultCount),
    queryFn: ({ signal }) => call(userNotesEndpoints.getUserNotesByUserId, { userId, skipCount, maxResultCount }, signal),
  });

/** A note written, changed or deleted: every page of notes is read again, and the records that count them. */
export function useUserNoteChange<E extends ClientEndpoint>(endpoint: E, options: { handlesFieldErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => (call as (e: E, i: EndpointInput<E>) => ReturnType<typeof call<E>>)(endpoint, input),
    meta: { handlesFieldErrors: options.handlesFieldErrors ?? false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userNoteKeys.all }),
        queryClient.invalidateQueries({ queryKey: personRecordKeys.all }),
      ]),
  });
}
