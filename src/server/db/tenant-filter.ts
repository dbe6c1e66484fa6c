import { isNull, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The host has no tenant id; `= null` matches nothing in SQL, so the host needs `is null`. */
export function inTenant(column: PgColumn, tenantId: number | null): SQL {
  return tenantId === null ? isNull(column) : eq(column, tenantId);
}
