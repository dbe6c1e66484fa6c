import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PagedResult } from '../../../shared/contracts/common';
import type { RoleDto } from '../../../shared/contracts/roles';
import type { CreateUserInput, UpdateUserInput, UserDto, countryDto } from '../../../shared/contracts/users';
import { http } from '../../lib/http';

export type Country = z.infer<typeof countryDto>;

export interface UserListParams {
  keyword: string;
  isActive: boolean | null;
  skipCount: number;
  maxResultCount: number;
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
  countries: (language: string) => [...userKeys.all, 'countries', language] as const,
};

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) =>
      http.get<PagedResult<UserDto>>(
        'User/GetAll',
        {
          Keyword: params.keyword.trim() || undefined,
          IsActive: params.isActive ?? undefined,
          SkipCount: params.skipCount,
          MaxResultCount: params.maxResultCount,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => http.get<UserDto>('User/Get', { Id: id }, signal),
  });

export const assignableRolesQuery = () =>
  queryOptions({
    queryKey: userKeys.roles(),
    queryFn: ({ signal }) => http.get<{ items: RoleDto[] }>('User/GetRoles', undefined, signal),
    staleTime: 60_000,
  });

export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: userKeys.countries(language),
    queryFn: ({ signal }) => http.get<Country[]>('User/GetListCountry', undefined, signal),
    staleTime: 60 * 60 * 1000,
  });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => http.post<UserDto>('User/Create', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => http.put<UserDto>('User/Update', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete('User/Delete', { Id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
