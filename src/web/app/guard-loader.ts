import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type Params } from 'react-router';
import { UserStatus } from '../../shared/enums';
import { currentLoginQuery, guardSessionOf, userConfigurationQuery } from '../lib/app-session';
import { defaultOrganizationAccess, evaluateGuard, type GuardDecision, type GuardRoute, type OrganizationCheck } from '../lib/guard';
import { clearSession, readLocalSession } from '../lib/session';

export interface GuardDeps {
  queryClient: QueryClient;
  /** Stands in for the check of the person's organisation abilities (GetListOrganizationByCurrentUser). */
  organizationCheck?: OrganizationCheck;
}

function needsSession(route: GuardRoute): boolean {
  return Boolean(route.requiresAuth || route.permissions?.length || route.userTypes?.length || route.organizationCheck);
}

/**
 * Decides by the abilities the server gave the person in the organisation. The copy at hand may be
 * a minute old: before it refuses, it is read again, so an invitation or a role given meanwhile
 * opens its page at once.
 */
async function decideByMemberships(
  queryClient: QueryClient,
  route: GuardRoute,
  decide: (check: OrganizationCheck) => GuardDecision,
): Promise<GuardDecision> {
  // Only the pilot's organisation pages ask this, and their area loads the module anyway: the
  // public pages carry none of it.
  const { organizationCheckOf, organizationMembershipsQuery } = await import('../lib/organization-access');
  const query = organizationMembershipsQuery();
  const access = route.organizationAccess ?? defaultOrganizationAccess;
  const readAt = () => queryClient.getQueryState(query.queryKey)?.dataUpdatedAt ?? 0;
  const before = readAt();
  const decision = decide(organizationCheckOf(await queryClient.fetchQuery(query), access));
  if (decision.allow || readAt() !== before) return decision;
  return decide(organizationCheckOf(await queryClient.fetchQuery({ ...query, staleTime: 0 }), access));
}

/** A data-router loader that applies the route guard before the screen loads. */
export function guardLoader(route: GuardRoute, deps: GuardDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (!needsSession(route)) return null;
    const local = readLocalSession();
    // The "info not updated" marker is the session's (currentLoginQuery keeps it), read again once
    // it is a minute old or a change to the record made it stale. Unread, the stored one stands.
    const readLogin = () => deps.queryClient.fetchQuery({ ...currentLoginQuery(), meta: { silent: true } }).catch(() => undefined);
    // With a token at hand, kept by a sign-in that owed no fee, it is asked beside the configuration,
    // not after it: one round trip less before a signed-in screen (docs/benchmark.md).
    const owesNoFee = local.userStatus !== null && local.userStatus !== UserStatus.NeedPaymentToLogin;
    const early = local.accessToken && owesNoFee ? readLogin() : undefined;
    const configuration = await deps.queryClient.ensureQueryData(userConfigurationQuery());
    if (local.accessToken && configuration.session.userId === null) {
      // The server no longer knows this token (expired or revoked): forget it.
      clearSession();
    }
    const session = guardSessionOf(configuration, readLocalSession());
    if (session.userId !== null && session.userStatus !== UserStatus.NeedPaymentToLogin) await (early ?? readLogin());
    const url = new URL(request.url);
    const decide = (check: OrganizationCheck | undefined) =>
      evaluateGuard(route, {
        session: guardSessionOf(configuration, readLocalSession()),
        pathname: url.pathname,
        search: url.search,
        params,
        hasOrganizationPermission: check,
      });
    let decision = decide(deps.organizationCheck);
    // The organisation abilities are read only when everything else lets the person through.
    if (!decision.allow && decision.reason === 'organization' && !deps.organizationCheck) {
      decision = await decideByMemberships(deps.queryClient, route, decide);
    }
    if (!decision.allow) throw redirect(decision.redirectTo);
    return null;
  };
}

/**
 * How long a screen's first render waits for its first data once the guard has let the person in.
 * Rendered before it comes, the screen's first frame is its loading state and a second render
 * follows at once, each half a second of a phone's main thread; an answer slower than this shows
 * the loading state as before.
 */
export const firstDataWaitMs = 1_000;

/**
 * The guard with its screen's first data asked for beside it (decision 0041): with a kept session
 * the screen's calls go out with the configuration's, instead of after it, the screen's code and
 * its first render, and the screen renders once they are in (up to `firstDataWaitMs`). Without one
 * the guard sends the visitor to sign in, and nothing is asked. A refused call is silent; the
 * screen asks again and shows it.
 */
export function prefetchingLoader(
  guard: (args: LoaderFunctionArgs) => Promise<null>,
  prefetch: (queryClient: QueryClient, params: Params) => Promise<unknown>,
  deps: GuardDeps,
) {
  return async (args: LoaderFunctionArgs) => {
    const firstData = readLocalSession().accessToken ? prefetch(deps.queryClient, args.params).catch(() => undefined) : undefined;
    const decision = await guard(args);
    if (firstData) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([firstData, new Promise((resolve) => (timer = setTimeout(resolve, firstDataWaitMs)))]);
      clearTimeout(timer);
    }
    return decision;
  };
}
