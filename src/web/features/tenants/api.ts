import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PagedResult } from '../../../shared/contracts/common';
import type { CreateTenantInput, TenantDto, UpdateTenantInput } from '../../../shared/contracts/tenants';
import { http } from '../../lib/http';

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
  queryOptions({
    queryKey: tenantKeys.list(params),
    queryFn: ({ signal }) =>
      http.get<PagedResult<TenantDto>>(
        'Tenant/GetAll',
        { Keyword: params.keyword.trim() || undefined, SkipCount: params.skipCount, MaxResultCount: params.maxResultCount },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTenantInput) => http.post<TenantDto>('Tenant/Create', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTenantInput) => http.put<TenantDto>('Tenant/Update', input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete('Tenant/Delete', { Id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
