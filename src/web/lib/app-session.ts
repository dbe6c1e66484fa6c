import { queryOptions } from '@tanstack/react-query';
import type { CurrentLoginInformations, UserConfiguration } from '../../shared/contracts/accounts';
import { safeReturnUrl, type GuardSession } from './guard';
import { setInfoNotUpdatedPath, type LocalSessionData } from './session';
import { call } from './api-client';
import { accountsEndpoints } from '../../shared/contracts/client/accounts';

/** Requirements §9: settings are re-read every 5 seconds. */
export const settingsPollMs = 5_000;

export const sessionKeys = {
  all: ['session'] as const,
  configuration: () => [...sessionKeys.all, 'configuration'] as const,
  currentLogin: () => [...sessionKeys.all, 'currentLogin'] as const,
};

/** AbpUserConfiguration/GetAll: session, permissions and client-visible settings (anonymous too). */
export const userConfigurationQuery = () =>
  queryOptions({
    queryKey: sessionKeys.configuration(),
    queryFn: ({ signal }) => call(accountsEndpoints.getUserConfiguration, undefined, signal),
    staleTime: 4_000,
    meta: { silent: true },
  });

/**
 * Session/GetCurrentLoginInformations: the signed-in user's name and details, and what their record
 * lacks. Section 4's "info not updated" marker follows every read of it: stored while the server
 * names a page to mend the record, and gone as soon as a read names none.
 */
export const currentLoginQuery = () =>
  queryOptions({
    queryKey: sessionKeys.currentLogin(),
    queryFn: async ({ signal }) => {
      const login = await call(accountsEndpoints.getCurrentLoginInformations, undefined, signal);
      setInfoNotUpdatedPath(infoNotUpdatedPathOf(login));
      return login;
    },
    staleTime: 60_000,
  });

/** The page the session sends the person to before any other, if any: only ever a path on this site. */
export function infoNotUpdatedPathOf(login: CurrentLoginInformations | undefined): string | null {
  if (!login?.user) return null;
  return safeReturnUrl(login.infoNotUpdated?.path);
}

export function grantedPermissionsOf(configuration: UserConfiguration | undefined): Set<string> {
  const granted = configuration?.auth.grantedPermissions ?? {};
  return new Set(
    Object.entries(granted)
      .filter(([, value]) => value === 'true')
      .map(([name]) => name),
  );
}

/**
 * The guard's view of the visitor. The payment mode is the server's as it stands now (read with the
 * configuration every few seconds, and at once when the live stream says the session changed): the
 * copy kept at sign-in goes stale the moment a late payment is confirmed.
 */
export function guardSessionOf(configuration: UserConfiguration | undefined, local: LocalSessionData): GuardSession {
  const serverStatus = configuration?.session.userId != null ? configuration.session.userStatus : undefined;
  return {
    userId: configuration?.session.userId ?? null,
    grantedPermissions: grantedPermissionsOf(configuration),
    userTypeId: local.userTypeId,
    userStatus: serverStatus ?? local.userStatus,
    isIdLogin: local.isIdLogin,
    infoNotUpdatedPath: local.infoNotUpdatedPath,
    inTenant: configuration?.session.tenantId != null,
  };
}

export interface SiteStatus {
  maintenance: boolean;
  warning: boolean;
  maintenanceFrom: string | null;
  maintenanceTo: string | null;
}

/** The maintenance screen shows while IsMaintenance is 'true', unless this browser skips it. */
export function siteStatusOf(values: Readonly<Record<string, string>> | undefined, skipMaintenance: boolean): SiteStatus {
  const v = values ?? {};
  const isTrue = (key: string) => (v[key] ?? '').toLowerCase() === 'true';
  const text = (key: string) => (v[key] && v[key].trim() !== '' ? v[key] : null);
  return {
    maintenance: isTrue('IsMaintenance') && !skipMaintenance,
    warning: isTrue('IsWarning'),
    maintenanceFrom: text('MaintenanceFrom'),
    maintenanceTo: text('MaintenanceTo'),
  };
}
