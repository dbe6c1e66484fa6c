import type pg from 'pg';
import { ErrorCode } from '../../shared/errors';
import { AppError } from './errors';
import { notifiedCacheOf } from './notified-cache';

export const tenantHeaderNames = ['abp-tenantid', 'abp.tenantid'];
export const tenantCookieNames = ['Abp-TenantId', 'Abp.TenantId'];

/** The largest id a tenant can have (PostgreSQL's `integer`): anything larger names nobody. */
const largestId = 2_147_483_647;

/**
 * The tenant a client names: absent, empty or `null` is the host (null), as ABP clients send it.
 * Anything else must be a whole number above zero; other text is refused (400) rather than taken
 * for the host, which once let a typo or a number too long act on the host's records.
 */
export function parseTenantId(value: string | string[] | undefined): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text || text.toLowerCase() === 'null') return null;
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) throw malformedTenant();
  // Too long for any id: a number that names nobody, as an unknown one does (404).
  return text.length > 10 ? Number.POSITIVE_INFINITY : Number(text);
}

// One code for the three, so that a browser holding such a tenant knows to forget it.
export const malformedTenant = () => new AppError(400, ErrorCode.TenantUnavailable, 'errors:invalidRequest', {}, 'errors:malformedTenant');
export const unknownTenant = () => new AppError(404, ErrorCode.TenantUnavailable, 'errors:notFound', {}, 'errors:unknownTenant');
export const inactiveTenant = () => new AppError(400, ErrorCode.TenantUnavailable, 'errors:tenantInactive');

type TenantState = 'active' | 'inactive' | 'unknown';

/**
 * What state the tenants are in, kept until any tenant changes (the `tenants` notification,
 * migration 0012): every request that names a tenant asks, so it costs no round trip.
 */
function tenantStates(pool: pg.Pool) {
  return notifiedCacheOf<number, TenantState>(pool, 'tenant-state', (payload) => (payload === 'tenants' ? 'all' : undefined), {
    lifetimeMs: 5 * 60_000,
    maxEntries: 10_000,
  });
}

async function stateOf(pool: pg.Pool, tenantId: number): Promise<TenantState> {
  if (!Number.isSafeInteger(tenantId) || tenantId > largestId) return 'unknown';
  return tenantStates(pool).get(tenantId, async () => {
    const { rows } = await pool.query({
      name: 'tenant-state',
      text: 'select is_active from tenants where id = $1 and not is_deleted',
      values: [tenantId],
    });
    if (!rows[0]) return 'unknown';
    return rows[0].is_active ? 'active' : 'inactive';
  });
}

/**
 * Every tenant a request names must be one that takes requests: the one the client names (an
 * unknown one is 404, as a missing record is) and the signed-in user's. A deactivated tenant
 * accepts nothing, from anyone: no registration, no reset, no electronic-ID start, no sign-in.
 * The host (null) always takes requests.
 */
export async function requireOpenTenants(pool: pg.Pool, tenantIds: (number | null)[]): Promise<void> {
  for (const tenantId of new Set(tenantIds)) {
    if (tenantId === null) continue;
    const state = await stateOf(pool, tenantId);
    if (state === 'unknown') throw unknownTenant();
    if (state === 'inactive') throw inactiveTenant();
  }
}
