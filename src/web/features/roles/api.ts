import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import type { CreateRoleInput, UpdateRoleInput } from '../../../shared/contracts/roles';
import { call } from '../../lib/api-client';
import { rolesEndpoints } from '../../../shared/contracts/client/roles';

import type { RoleForEdit } from '../../../shared/contracts/roles';
export type { RoleForEdit };

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
  pagedQueryOptions({
    queryKey: roleKeys.list(params),
    queryFn: ({ signal }) => call(rolesEndpoints.getAll, listInput(params), signal),
  });

export const permissionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.permissions(),
    queryFn: ({ signal }) => call(rolesEndpoints.getAllPermissions, undefined, signal),
    staleTime: 5 * 60_000,
  });

export const roleForEditQuery = (id: number) =>
  queryOptions({
    queryKey: roleKeys.forEdit(id),
    queryFn: ({ signal }) => call(rolesEndpoints.getRoleForEdit, { id: id }, signal),
  });

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRoleInput) => call(rolesEndpoints.create, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRoleInput) => call(rolesEndpoints.update, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(rolesEndpoints.delete, { id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
