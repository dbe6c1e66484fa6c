import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { guardSessionOf, userConfigurationQuery } from '../lib/app-session';
import { evaluateGuard, sessionOrganizationCheck, type GuardRoute, type OrganizationCheck } from '../lib/guard';
import { clearSession, readLocalSession } from '../lib/session';

export interface GuardDeps {
  queryClient: QueryClient;
  /** The organisation permission check; until the organisations API exists, the session-storage list. */
  organizationCheck?: OrganizationCheck;
}

function needsSession(route: GuardRoute): boolean {
  return Boolean(route.requiresAuth || route.permissions?.length || route.userTypes?.length || route.organizationCheck);
}

/** A data-router loader that applies the route guard before the screen loads. */
export function guardLoader(route: GuardRoute, deps: GuardDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (!needsSession(route)) return null;
    const local = readLocalSession();
    const configuration = await deps.queryClient.ensureQueryData(userConfigurationQuery());
    if (local.accessToken && configuration.session.userId === null) {
      // The server no longer knows this token (expired or revoked): forget it.
      clearSession();
    }
    const url = new URL(request.url);
    const decision = evaluateGuard(route, {
      session: guardSessionOf(configuration, readLocalSession()),
      pathname: url.pathname,
      search: url.search,
      params,
      hasOrganizationPermission: deps.organizationCheck ?? sessionOrganizationCheck,
    });
    if (!decision.allow) throw redirect(decision.redirectTo);
    return null;
  };
}
