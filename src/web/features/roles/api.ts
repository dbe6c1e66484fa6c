import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PagedResult } from '../../../shared/contracts/common';
import type { CreateRoleInput, PermissionDto, RoleDto, UpdateRoleInput, roleForEdit } from '../../../shared/contracts/roles';
import { http } from '../../lib/http';

export type RoleForEdit = z.infer<typeof roleForEdit>;

export interface RoleListParams {
  keyword: string;
  skipCount: number;
  maxResultCount: number;
}

export const roleKeys = {
  all: ['roles'] as const,
  list: (params: RoleListParams) => [...roleKeys.all, 'list', params] as const,
  permissions: () => [...roleKeys.all, 'permissions'] as const,
  forEdit: (id: number) => [...roleKeys.all, 'forEdit', id] as const,
};

export const rolesQuery = (params: RoleListParams) =>
  queryOptions({
    queryKey: roleKeys.list(params),
    queryFn: ({ signal }) =>
      http.get<PagedResult<RoleDto>>(
        'Role/GetAll',
        { Keyword: params.keyword.trim() || undefined, SkipCount: params.skipCount, MaxResultCount: params.maxResultCount },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const permissionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.permissions(),
    queryFn: ({ signal }) => http.get<{ items: PermissionDto[] }>('Role/GetAllPermissions', undefined, signal),
    staleTime: 5 * 60_000,
  });

export const roleForEditQuery = (id: number) =>
  queryOptions({
    queryKey: roleKeys.forEdit(id),
    queryFn: ({ signal }) => http.get<RoleForEdit>('Role/GetRoleForEdit', { Id: id }, signal),
  });

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRoleInput) => http.post<RoleDto>('Role/Create', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRoleInput) => http.put<RoleDto>('Role/Update', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete('Role/Delete', { Id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
