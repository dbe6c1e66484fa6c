import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantExtraTimeInput } from '../../../shared/contracts/exams';
import { examAccommodationEndpoints } from '../../../shared/contracts/client/exams';
import { call } from '../../lib/api-client';
import { resultKeys } from './api';

/** Extra exam time granted as an accommodation: its keys hang under the results' root, as the same managers see both. */
export const accommodationKeys = {
  all: [...resultKeys.all, 'accommodations'] as const,
  pending: () => [...accommodationKeys.all, 'pending'] as const,
};

export const pendingExtraTimeQuery = () =>
  queryOptions({
    queryKey: accommodationKeys.pending(),
    queryFn: async ({ signal }) => (await call(examAccommodationEndpoints.getPendingExtraTime, {}, signal)).items,
  });

export function useGrantExtraTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantExtraTimeInput) => call(examAccommodationEndpoints.grantExtraTime, input),
    meta: { handlesFieldErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accommodationKeys.all }),
  });
}

export function useRevokeExtraTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(examAccommodationEndpoints.revokeExtraTime, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accommodationKeys.all }),
  });
}
