import type { Database } from '../../db/client';
import { notifiedCacheOf } from '../../kernel/notified-cache';
import { findUserById, roleNamesOfUser } from './account-users.queries';
import { anyActiveTenant, findTenantById } from './accounts.queries';

/** What `Session/GetCurrentLoginInformations` says of the signed-in user. */
export interface SignedInProfile {
  user: {
    id: number;
    name: string;
    surname: string;
    userName: string;
    emailAddress: string;
    userTypeId: number | null;
    statusId: number;
    language: string;
  };
  roleNames: string[];
}

export interface TenantSummary {
  id: number;
  tenancyName: string;
  name: string;
}

const lifetimeMs = 5 * 60_000;

/** A user's row or grants changed (`u:<id>`), or every actor's (`actors`: a role renamed or regranted). */
const forgetsUser = (payload: string) => (payload === 'actors' ? 'all' : payload.startsWith('u:') ? Number(payload.slice(2)) : undefined);
const forgetsTenants = (payload: string) => (payload === 'tenants' ? 'all' : undefined);

/**
 * The signed-in user's name, address and role names, kept in memory until the database says they
 * changed (migration 0012): every page load of a signed-in reader asks for them.
 */
export function signedInProfileOf(database: Database, userId: number): Promise<SignedInProfile> {
  const cache = notifiedCacheOf<number, SignedInProfile>(database.pool, 'signed-in-profile', forgetsUser, {
    lifetimeMs,
    maxEntries: 100_000,
  });
  return cache.get(userId, async () => {
    const [user, roleNames] = await Promise.all([findUserById(database.db, userId), roleNamesOfUser(database.db, userId)]);
    return {
      user: {
        id: user.id,
        name: user.name,
        surname: user.surname,
        userName: user.userName,
        emailAddress: user.emailAddress,
        userTypeId: user.userTypeId,
        statusId: user.statusId,
        language: user.language,
      },
      roleNames,
    };
  });
}

/** A tenant that is not deleted, by id, kept until any tenant changes; null when there is none. */
export function tenantSummaryOf(database: Database, tenantId: number): Promise<TenantSummary | null> {
  const cache = notifiedCacheOf<number, TenantSummary | null>(database.pool, 'tenant-summary', forgetsTenants, {
    lifetimeMs,
    maxEntries: 10_000,
  });
  return cache.get(tenantId, async () => {
    const tenant = await findTenantById(database.db, tenantId);
    return tenant ? { id: tenant.id, tenancyName: tenant.tenancyName, name: tenant.name } : null;
  });
}

/**
 * Whether the installation has an active tenant, kept until any tenant changes: the sign-in page
 * offers the choice of tenant only then, and every page load of every reader asks.
 */
export function hasActiveTenants(database: Database): Promise<boolean> {
  const cache = notifiedCacheOf<'any', boolean>(database.pool, 'active-tenants', forgetsTenants, { lifetimeMs, maxEntries: 1 });
  return cache.get('any', () => anyActiveTenant(database.db));
}
