import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import type { CreateTenantInput, UpdateTenantInput } from '../../../shared/contracts/tenants';
import { call } from '../../lib/api-client';
import { tenantsEndpoints } from '../../../shared/contracts/client/tenants';

export interface TenantListParams {
  keyword: string;
  skipCount: number;
  maxResultCount: number;
}

export const tenantKeys = {
  all: ['tenants'] as const,
  list: (params: TenantListParams) => [...tenantKeys.all, 'list', params] as const,
};

export const tenantsQuery = (params: TenantListParams) =>
  pagedQueryOptions({
    queryKey: tenantKeys.list(params),
    queryFn: ({ signal }) => call(tenantsEndpoints.getAll, listInput(params), signal),
  });

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTenantInput) => call(tenantsEndpoints.create, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTenantInput) => call(tenantsEndpoints.update, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(tenantsEndpoints.delete, { id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
