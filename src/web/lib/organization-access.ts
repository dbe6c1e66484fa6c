import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OrganizationLinkDto, OrganizationListsDto } from '../../shared/contracts/organization-members';
import { organizationsEndpoints } from '../../shared/contracts/client/organizations';
import { OrganizationRole, RecruitmentStatus } from '../../shared/enums';
import { call } from './api-client';
import { sessionKeys } from './app-session';
import { isUserTypeAllowed, type OrganizationAccess, type OrganizationCheck } from './guard';
import { routeById, routePath } from './routes';

/**
 * The signed-in person's places in organisations (GetListOrganizationByCurrentUser). It sits under
 * the session's key, so signing in as someone else starts it afresh; every change of membership
 * invalidates it, and the guard reads it again before it refuses.
 */
export const organizationMembershipsKey = [...sessionKeys.all, 'organizations'] as const;

/** The requests between the person and organisations, either way (decisions 0022, 0028). */
export const organizationRequestsKey = [...sessionKeys.all, 'organization-requests'] as const;

/** Under this sits everything the screens read about one organisation (features/organizations/api.ts). */
export const organizationViewsKey = ['organizations'] as const;

/**
 * A request answered or made, from whichever screen: the person's places and requests, and every
 * view of organisations, are read again, so the menus, the guard and the pages follow.
 */
export const refreshOrganizationPlaces = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationViewsKey }),
    queryClient.invalidateQueries({ queryKey: organizationMembershipsKey }),
    queryClient.invalidateQueries({ queryKey: organizationRequestsKey }),
  ]);

export const organizationMembershipsQuery = () =>
  queryOptions({
    queryKey: organizationMembershipsKey,
    queryFn: ({ signal }) => call(organizationsEndpoints.getListOrganizationByCurrentUser, undefined, signal),
    staleTime: 60_000,
    // The menus do without it when it cannot be read; the guard's failure shows as the route's error.
    meta: { silent: true },
  });

/** One organisation and what the person is in it. */
export interface OrganizationMembership {
  organizationId: number;
  organizationName: string;
  /** The person's pilot link (accept, reject name its id), if the organisation recruited them. */
  pilotLink: OrganizationLinkDto | null;
  contactRole: typeof OrganizationRole.ContactPerson | typeof OrganizationRole.MainContactPerson | null;
}

/** The three lists folded into one entry per organisation, in the order the server gave them. */
export function membershipsOf(lists: OrganizationListsDto): OrganizationMembership[] {
  const byId = new Map<number, OrganizationMembership>();
  const entry = (link: OrganizationLinkDto) => {
    let found = byId.get(link.organizationId);
    if (!found) {
      found = { organizationId: link.organizationId, organizationName: link.organizationName, pilotLink: null, contactRole: null };
      byId.set(link.organizationId, found);
    }
    return found;
  };
  for (const link of lists.mainContactPersonOrganizations) entry(link).contactRole = OrganizationRole.MainContactPerson;
  for (const link of lists.contactPersonOrganizations) entry(link).contactRole ??= OrganizationRole.ContactPerson;
  for (const link of lists.pilotOrganizations) entry(link).pilotLink = link;
  return [...byId.values()];
}

export function membershipIn(lists: OrganizationListsDto, organizationId: number): OrganizationMembership | null {
  return membershipsOf(lists).find((m) => m.organizationId === organizationId) ?? null;
}

export const isWaitingPilot = (membership: OrganizationMembership | null) =>
  membership?.pilotLink?.recruitmentStatusId === RecruitmentStatus.WaitingForApprove;

export const isApprovedPilot = (membership: OrganizationMembership | null) =>
  membership?.pilotLink?.recruitmentStatusId === RecruitmentStatus.Approved;

/** Whether a membership opens a page of its organisation that asks for `access` (lib/guard.ts says what each means). */
function membershipAllows(membership: OrganizationMembership | null, access: OrganizationAccess): boolean {
  if (!membership) return false;
  switch (access) {
    case 'pilot':
      return membership.pilotLink !== null;
    case 'contact':
      return membership.contactRole !== null;
    case 'member':
      return membership.contactRole !== null || isApprovedPilot(membership);
  }
}

/** The guard's organisation check for a route, from the person's organisation roles. */
export const organizationCheckOf =
  (lists: OrganizationListsDto, access: OrganizationAccess): OrganizationCheck =>
  (organizationId) =>
    membershipAllows(membershipIn(lists, organizationId), access);

/** A contact person's pages of their organisation; a pilot sees its contact persons on its own page. */
const contactPageIds = ['mySiteOrganizationInformation', 'mySiteContactPerson', 'mySitePilotManagement'];

/**
 * The links to a person's pages of an organisation, leaving out those their user type may not
 * open: a pilot's to the organisation's page, a contact person's to its information, contact
 * persons and pilots.
 */
export function organizationPagesOf(
  membership: OrganizationMembership,
  userTypeId: number | null,
): { routeId: string; titleKey: string; path: string }[] {
  const ids = [...(membership.pilotLink ? ['mySiteOrganization'] : []), ...(membership.contactRole !== null ? contactPageIds : [])];
  return ids.flatMap((id) => {
    const route = routeById(id);
    if (!isUserTypeAllowed(route, userTypeId)) return [];
    return [{ routeId: id, titleKey: route.titleKey, path: routePath(id, { orgId: membership.organizationId }) }];
  });
}

/** The signed-in person's organisations, for menus; empty until known or when they cannot be read. */
export function useOrganizationMemberships(enabled: boolean): OrganizationMembership[] {
  const query = useQuery({ ...organizationMembershipsQuery(), enabled });
  return query.data ? membershipsOf(query.data) : [];
}
