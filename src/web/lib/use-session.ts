import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { currentLoginQuery, grantedPermissionsOf, userConfigurationQuery } from './app-session';
import { hasAccessToken, readLocalSession } from './session';

/** Who is here, as the shell sees it: signed in or not, permissions, user type. */
export function useSession() {
  const configuration = useQuery(userConfigurationQuery());
  const signedIn = (configuration.data?.session.userId ?? null) !== null;
  const granted = useMemo(() => grantedPermissionsOf(configuration.data), [configuration.data]);
  const local = readLocalSession();
  return {
    isLoading: configuration.isPending,
    signedIn,
    userId: configuration.data?.session.userId ?? null,
    granted,
    userTypeId: local.userTypeId,
    /** Signed in to a tenant: the installation's own pages (`hostOnly`) are left out of its menus. */
    inTenant: configuration.data?.session.tenantId != null,
    configuration: configuration.data,
  };
}

/** The signed-in user's name and details (Session/GetCurrentLoginInformations). */
export function useCurrentLogin(enabled = true) {
  return useQuery({ ...currentLoginQuery(), enabled: enabled && hasAccessToken() });
}
