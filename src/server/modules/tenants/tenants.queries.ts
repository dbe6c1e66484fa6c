import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TenantDto } from '../../../shared/contracts/tenants';
import type { Db } from '../../db/client';
import { tenants, userSessions, users } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { ensureStaticRoles } from '../roles';

type TenantRow = typeof tenants.$inferSelect;

export const toTenantDto = (row: TenantRow): TenantDto => ({
  id: row.id,
  tenancyName: row.tenancyName,
  name: row.name,
  isActive: row.isActive,
  creationTime: row.creationTime.toISOString(),
});

export async function findTenant(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
  return row;
}

export async function tenancyNameTaken(db: Db, tenancyName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.isDeleted, false),
        sql`lower(${tenants.tenancyName}) = ${tenancyName.toLowerCase()}`,
        exceptId ? sql`${tenants.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

export async function findTenants(db: Db, input: { keyword?: string; isActive?: boolean; skipCount: number; maxResultCount: number }) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    eq(tenants.isDeleted, false),
    input.isActive === undefined ? undefined : eq(tenants.isActive, input.isActive),
    pattern ? or(ilike(tenants.tenancyName, pattern), ilike(tenants.name, pattern)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(tenants)
      .where(where)
      .orderBy(sql`${tenants.name} collate "is-IS-x-icu"`, asc(tenants.id))
      .limit(input.maxResultCount)
      .offset(input.skipCount),
    db.select({ total: count() }).from(tenants).where(where),
  ]);
  return { items: rows.map(toTenantDto), totalCount: total };
}

/** A tenant with its static roles. */
export async function insertTenant(db: Db, tenant: { tenancyName: string; name: string; isActive?: boolean }) {
  const [row] = await db.insert(tenants).values(tenant).returning({ id: tenants.id });
  const roleIds = await ensureStaticRoles(db, row.id);
  return { id: row.id, roleIds };
}

export async function updateTenantFields(db: Db, id: number, fields: { tenancyName: string; name: string; isActive: boolean }) {
  await db.update(tenants).set(fields).where(eq(tenants.id, id));
}

export async function softDeleteTenant(db: Db, id: number) {
  await db.update(tenants).set({ isDeleted: true, isActive: false }).where(eq(tenants.id, id));
}

/** Revokes the live sessions of every user of the tenant. */
export async function revokeTenantSessions(db: Db, tenantId: number, now: Date) {
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(userSessions.revokedAt),
        inArray(userSessions.userId, db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId))),
      ),
    );
}
