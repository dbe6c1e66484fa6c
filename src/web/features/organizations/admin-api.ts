import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import type { ClientEndpoint, EndpointInput } from '../../../shared/contracts/endpoint';
import { organizationProofsEndpoints } from '../../../shared/contracts/client/organization-proofs';
import { organizationsEndpoints } from '../../../shared/contracts/client/organizations';
import { call } from '../../lib/api-client';
import { routePath } from '../../lib/routes';
import { searchWords } from '../../lib/search-words';

/** The administrators' organisation list: what is searched, filtered and which page. */
export interface OrganizationListParams {
  keyword: string;
  userTypeId: number | null;
  skipCount: number;
  maxResultCount: number;
}

export type OperatorKind = 'organization' | 'pilot';
export type OperatorValidity = 'valid' | 'expired';

export interface DroneOperatorListParams {
  keyword: string;
  kind: OperatorKind | null;
  validity: OperatorValidity | null;
  skipCount: number;
  maxResultCount: number;
}

export type SortDirection = 'asc' | 'desc';

/** An organisation's page; its name, URL-encoded, goes in the address so that the address says whose page it is. */
export const organizationDetailPath = (organization: { id: number; name: string }) =>
  routePath('adminOrganizationDetail', { orgName: organization.name, orgId: organization.id });

/** The page sizes an administrator may pick; the first is section 9's default. */
export const pageSizes = [10, 25, 50] as const;

/**
 * Kept apart from the contact persons' own screens (`api.ts`), so what an administrator changes
 * is read again here without touching theirs.
 */
export const adminOrganizationKeys = {
  all: ['organizations', 'admin'] as const,
  list: (params: OrganizationListParams) => [...adminOrganizationKeys.all, 'list', params] as const,
  droneOperators: (params: DroneOperatorListParams) => [...adminOrganizationKeys.all, 'drone-operators', params] as const,
  /** One organisation; everything read about it (contact persons, pilots) sits under it. */
  one: (id: number) => [...adminOrganizationKeys.all, 'organization', id] as const,
  contactPersons: (id: number) => [...adminOrganizationKeys.one(id), 'contact-persons'] as const,
  /** The claims to organisation numbers still waiting for proof (decision 0023). */
  claims: () => [...adminOrganizationKeys.all, 'claims'] as const,
  pilots: (id: number, keyword: string, sortDirection: SortDirection) =>
    [...adminOrganizationKeys.one(id), 'pilots', keyword, sortDirection] as const,
};

export const adminOrganizationsQuery = (params: OrganizationListParams) =>
  pagedQueryOptions({
    queryKey: adminOrganizationKeys.list(params),
    queryFn: ({ signal }) => call(organizationsEndpoints.getPaggedList, listInput(params), signal),
  });

export const droneOperatorsQuery = (params: DroneOperatorListParams) =>
  pagedQueryOptions({
    queryKey: adminOrganizationKeys.droneOperators(params),
    queryFn: ({ signal }) => call(organizationsEndpoints.getDroneOperatorPagedList, listInput(params), signal),
  });

export const claimQueueQuery = () =>
  queryOptions({
    queryKey: adminOrganizationKeys.claims(),
    queryFn: ({ signal }) => call(organizationProofsEndpoints.getClaimQueue, undefined, signal),
  });

export const adminOrganizationQuery = (id: number) =>
  queryOptions({
    queryKey: adminOrganizationKeys.one(id),
    queryFn: ({ signal }) => call(organizationsEndpoints.get, { id }, signal),
  });

export const adminContactPersonsQuery = (id: number) =>
  queryOptions({
    queryKey: adminOrganizationKeys.contactPersons(id),
    queryFn: ({ signal }) => call(organizationsEndpoints.getContactPersonFromOrganizationId, { id }, signal),
  });

export const adminOrganizationPilotsQuery = (id: number, keyword: string, sortDirection: SortDirection) =>
  pagedQueryOptions({
    queryKey: adminOrganizationKeys.pilots(id, keyword, sortDirection),
    queryFn: ({ signal }) =>
      call(organizationsEndpoints.getPilotByOrganizationId, { organizationId: id, keyword: searchWords(keyword), sortDirection }, signal),
  });

/** The company registry, asked by the server (section 7); null when it does not know the number. */
export const lookupCompany = (number: string) => call(organizationsEndpoints.getCompanyByNumber, { number });

/**
 * A change an administrator makes to an organisation: every administrators' view of organisations
 * is read again after it (one change shows in the record, the list and the counts alike). A change
 * that `deletes` an organisation leaves what is read about it alone: read again, it would answer
 * 404 while its page closes. `silent` leaves the failure to the caller, who shows it in place.
 */
export function useOrganizationChange<E extends ClientEndpoint>(
  endpoint: E,
  options: { handlesFieldErrors?: boolean; silent?: boolean; deletes?: (input: EndpointInput<E>) => number } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => (call as (e: E, i: EndpointInput<E>) => ReturnType<typeof call<E>>)(endpoint, input),
    meta: { handlesFieldErrors: options.handlesFieldErrors ?? false, silent: options.silent ?? false },
    onSuccess: (_result, input) => {
      const gone: readonly unknown[] | null = options.deletes ? adminOrganizationKeys.one(options.deletes(input)) : null;
      const aboutGone = (key: readonly unknown[]) => gone !== null && gone.every((part, i) => key[i] === part);
      return queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all, predicate: (query) => !aboutGone(query.queryKey) });
    },
  });
}
