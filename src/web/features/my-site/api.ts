import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { userCourseEndpoints } from '../../../shared/contracts/client/courses';
import { userOrganizationsEndpoints } from '../../../shared/contracts/client/organizations';
import { call } from '../../lib/api-client';
import { organizationMembershipsQuery, organizationRequestsKey } from '../../lib/organization-access';
import { firstDataFreshMs, warmQuery } from '../../lib/screens';

/** The places organisations offer the person and their own requests to speak for one. */
export const organizationRequestsQuery = () =>
  queryOptions({
    queryKey: organizationRequestsKey,
    queryFn: async ({ signal }) => (await call(userOrganizationsEndpoints.getInvitationsOfCurrentUser, undefined, signal)).items,
    staleTime: firstDataFreshMs,
    meta: { silent: true },
  });

/** The pilot's courses with their progress; the key is the one the course reader refreshes as pages are read. */
export const courseStatusQuery = () =>
  queryOptions({
    queryKey: ['courses', 'status'],
    queryFn: async ({ signal }) => (await call(userCourseEndpoints.getCourseStatus, undefined, signal)).items,
    staleTime: firstDataFreshMs,
    meta: { silent: true },
  });

/** My pages' first data, asked for by its route's loader beside the session (decision 0041). */
export function prefetchMySiteHome(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    warmQuery(queryClient, organizationMembershipsQuery()),
    warmQuery(queryClient, organizationRequestsQuery()),
    warmQuery(queryClient, courseStatusQuery()),
  ]);
}
