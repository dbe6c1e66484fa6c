import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { operatorLookupEndpoints as e } from '../../../shared/contracts/client/operator-lookup';
import { call } from '../../lib/api-client';

export const operatorLookupKeys = {
  all: ['operator-lookup'] as const,
  clients: () => [...operatorLookupKeys.all, 'clients'] as const,
};

export const lookupClientsQuery = () =>
  queryOptions({
    queryKey: operatorLookupKeys.clients(),
    queryFn: ({ signal }) => call(e.getAll, undefined, signal),
  });

export type CreateLookupClient = EndpointInput<typeof e.create>;

/** The form says what went wrong itself; the list is asked again either way. */
export function useCreateLookupClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLookupClient) => call(e.create, input),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: operatorLookupKeys.clients() }),
  });
}

export function useRevokeLookupClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.revoke, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: operatorLookupKeys.clients() }),
  });
}

/** The public check: an answer for the number typed, nothing kept. */
export function useCheckOperatorNumber() {
  return useMutation({ mutationFn: (operatorNumber: string) => call(e.check, { operatorNumber }), meta: { silent: true } });
}
