import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import type { ClientEndpoint, EndpointInput, EndpointResult } from '../../../shared/contracts/endpoint';
import { organizationsEndpoints } from '../../../shared/contracts/client/organizations';
import { notificationsEndpoints } from '../../../shared/contracts/client/notifications';
import type { NotificationMessageId } from '../../../shared/enums';
import { call } from '../../lib/api-client';
import { organizationMembershipsKey, organizationViewsKey } from '../../lib/organization-access';

export interface OrganizationPilotParams {
  keyword: string;
  sortDirection: 'asc' | 'desc';
}

/** What the my-site screens read about an organisation; everything about one sits under `one(id)`. */
export const organizationKeys = {
  all: organizationViewsKey,
  one: (organizationId: number) => [...organizationKeys.all, 'organization', organizationId] as const,
  contactPersons: (organizationId: number) => [...organizationKeys.one(organizationId), 'contact-persons'] as const,
  invitations: (organizationId: number) => [...organizationKeys.one(organizationId), 'invitations'] as const,
  recruitments: (organizationId: number) => [...organizationKeys.one(organizationId), 'recruitments'] as const,
  pilots: (organizationId: number, params: OrganizationPilotParams) => [...organizationKeys.one(organizationId), 'pilots', params] as const,
};

export const organizationQuery = (organizationId: number) =>
  queryOptions({
    queryKey: organizationKeys.one(organizationId),
    queryFn: ({ signal }) => call(organizationsEndpoints.get, { id: organizationId }, signal),
  });

export const contactPersonsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: organizationKeys.contactPersons(organizationId),
    queryFn: async ({ signal }) =>
      (await call(organizationsEndpoints.getContactPersonFromOrganizationId, { id: organizationId }, signal)).items,
  });

/** The organisation's requests still waiting, pilots' and contact persons' alike (decision 0022). */
export const invitationsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: organizationKeys.invitations(organizationId),
    queryFn: async ({ signal }) => (await call(organizationsEndpoints.getInvitationsByOrganizationId, { organizationId }, signal)).items,
  });

/** Section 4's recruitments: the pilots who asked to join and wait for the organisation's answer (decision 0028). */
export const recruitmentsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: organizationKeys.recruitments(organizationId),
    queryFn: async ({ signal }) =>
      (await call(organizationsEndpoints.getPilotsRecruitmentByOrganizationId, { orgId: organizationId }, signal)).items,
  });

export const organizationPilotsQuery = (organizationId: number, params: OrganizationPilotParams) =>
  pagedQueryOptions({
    queryKey: organizationKeys.pilots(organizationId, params),
    queryFn: async ({ signal }) =>
      (await call(organizationsEndpoints.getPilotByOrganizationId, { organizationId, ...listInput(params) }, signal)).items,
  });

/**
 * A change to an organisation or to someone's place in it. Every view of organisations is read
 * again after it, and so are the person's own organisation roles, which the menus and the route
 * guard read: any change may add or take away a role, or rename the organisation they list.
 * A change that takes the person out of the organisation (`leaves` names it, or null when this one
 * does not) leaves what is read about it alone: read again, it would answer 404 while its screen closes.
 */
export function useOrganizationChange<E extends ClientEndpoint>(
  endpoint: E,
  options: { handlesFieldErrors?: boolean; silent?: boolean; leaves?: (input: EndpointInput<E>) => number | null } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, unknown, EndpointInput<E>>({
    mutationFn: (input) => (call as (e: E, i: EndpointInput<E>) => Promise<EndpointResult<E>>)(endpoint, input),
    meta: { handlesFieldErrors: options.handlesFieldErrors ?? false, silent: options.silent ?? false },
    onSuccess: (_result, input) => {
      const left = options.leaves?.(input) ?? null;
      const gone: readonly unknown[] | null = left === null ? null : organizationKeys.one(left);
      const aboutGone = (key: readonly unknown[]) => gone !== null && gone.every((part, i) => key[i] === part);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all, predicate: (query) => !aboutGone(query.queryKey) }),
        queryClient.invalidateQueries({ queryKey: organizationMembershipsKey }),
      ]);
    },
  });
}

/**
 * A contact person's notice to the organisation's approved members (the Notification/Push*ByOrganizationId
 * calls): with words of their own or without. The form says itself what went wrong.
 */
export function usePushToMembers(organizationId: number) {
  return useMutation({
    mutationFn: ({ messageId, dynamicMessage }: { messageId: NotificationMessageId; dynamicMessage?: string }) =>
      dynamicMessage
        ? call(notificationsEndpoints.pushNotificationDynamicMesByOrganizationId, { organizationId, messageId, dynamicMessage })
        : call(notificationsEndpoints.pushNotificationByOrganizationId, { organizationId, messageId }),
    meta: { silent: true },
  });
}
