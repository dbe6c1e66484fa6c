import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OwnOrganizationDto, OwnOrganizationListsDto } from '../../shared/contracts/organization-members';
import { organizationsEndpoints } from '../../shared/contracts/client/organizations';
import { call } from './api-client';
import { sessionKeys } from './app-session';
import { isUserTypeAllowed, type OrganizationAccess, type OrganizationCheck } from './guard';
import { organizationMenu, routeById, routePath } from './routes';

/**
 * The signed-in person's places in organisations, each with the abilities the server computed for
 * them there (GetListOrganizationByCurrentUser): the web reads them and decides nothing of its own.
 * It sits under the session's key, so signing in as someone else starts it afresh; every change of
 * membership invalidates it, and the guard reads it again before it refuses.
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

/** The person's place in an organisation as the server sent it, or null when they hold none there. */
export const ownOrganizationIn = (lists: OwnOrganizationListsDto, organizationId: number): OwnOrganizationDto | null =>
  lists.organizations.find((o) => o.organizationId === organizationId) ?? null;

/** Whether the server gave the person any one of the abilities in the organisation. */
export const holdsAny = (organization: OwnOrganizationDto | null, access: OrganizationAccess): boolean =>
  organization !== null && access.some((ability) => organization.abilities[ability]);

/** The guard's organisation check for a route: the server's abilities, read for the route's access. */
export const organizationCheckOf =
  (lists: OwnOrganizationListsDto, access: OrganizationAccess): OrganizationCheck =>
  (organizationId) =>
    holdsAny(ownOrganizationIn(lists, organizationId), access);

/**
 * The links to the person's pages of an organisation that the menus list (lib/routes.ts), leaving
 * out those their user type may not open.
 */
export function organizationPagesOf(
  organization: OwnOrganizationDto,
  userTypeId: number | null,
): { routeId: string; titleKey: string; path: string }[] {
  return organizationMenu.flatMap(({ routeId, listedFor }) => {
    const route = routeById(routeId);
    if (!holdsAny(organization, listedFor) || !isUserTypeAllowed(route, userTypeId)) return [];
    return [{ routeId, titleKey: route.titleKey, path: routePath(routeId, { orgId: organization.organizationId }) }];
  });
}

/** The signed-in person's organisations with their abilities, for menus; empty until known or when they cannot be read. */
export function useOwnOrganizations(enabled: boolean): OwnOrganizationDto[] {
  const query = useQuery({ ...organizationMembershipsQuery(), enabled });
  return query.data?.organizations ?? [];
}
