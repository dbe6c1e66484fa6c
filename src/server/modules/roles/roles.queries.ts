import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { normalizedRoleName, type RoleDto } from '../../../shared/contracts/roles';
import type { Db } from '../../db/client';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { containsPattern } from '../../db/like';

type RoleRow = typeof roles.$inferSelect;

async function grantsOf(db: Db, roleIds: number[]) {
  const map = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return map;
  const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)).orderBy(rolePermissions.name);
  for (const r of rows) map.get(r.roleId)!.push(r.name);
  return map;
}

export const toRoleDto = (row: RoleRow, grantedPermissions: string[]): RoleDto => ({
  id: row.id,
  name: row.name,
  normalizedName: normalizedRoleName(row.name),
  displayName: row.displayName,
  description: row.description,
  isStatic: row.isStatic,
  grantedPermissions,
});

async function withGrants(db: Db, rows: RoleRow[]) {
  const grants = await grantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRoleDto(r, grants.get(r.id)!));
}

export async function findRole(db: Db, tenantId: number | null, id: number) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(inTenant(roles.tenantId, tenantId), eq(roles.id, id)));
  if (!row) return undefined;
  return (await withGrants(db, [row]))[0];
}

const grantsPermission = (db: Db, permission: string) =>
  inArray(roles.id, db.select({ id: rolePermissions.roleId }).from(rolePermissions).where(eq(rolePermissions.name, permission)));

export async function getRolesWithGrants(db: Db, tenantId: number | null, permission?: string) {
  const rows = await db
    .select()
    .from(roles)
    .where(and(inTenant(roles.tenantId, tenantId), permission ? grantsPermission(db, permission) : undefined))
    .orderBy(sql`${roles.displayName} collate "is-IS-x-icu"`);
  return withGrants(db, rows);
}

export async function findRoles(
  db: Db,
  tenantId: number | null,
  input: { keyword?: string; permission?: string; skipCount: number; maxResultCount: number },
) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    inTenant(roles.tenantId, tenantId),
    pattern ? or(ilike(roles.name, pattern), ilike(roles.displayName, pattern), ilike(roles.description, pattern)) : undefined,
    input.permission ? grantsPermission(db, input.permission) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(sql`${roles.displayName} collate "is-IS-x-icu"`, asc(roles.id))
      .limit(input.maxResultCount)
      .offset(input.skipCount),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { items: await withGrants(db, rows), totalCount: total };
}

export async function roleNameTaken(db: Db, tenantId: number | null, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        inTenant(roles.tenantId, tenantId),
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

/** The id of the tenant's role of exactly this name, if there is one. */
export async function findRoleId(db: Db, tenantId: number | null, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inTenant(roles.tenantId, tenantId), eq(roles.name, name)));
  return row?.id;
}

export interface NewRole {
  tenantId: number | null;
  name: string;
  displayName?: string;
  description?: string;
  isStatic?: boolean;
  isDefault?: boolean;
  permissions?: string[];
}

export async function insertRole(db: Db, role: NewRole): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({
      tenantId: role.tenantId,
      name: role.name,
      displayName: role.displayName ?? role.name,
      description: role.description ?? '',
      isStatic: role.isStatic ?? false,
      isDefault: role.isDefault ?? false,
    })
    .returning({ id: roles.id });
  await setRolePermissions(db, row.id, role.permissions ?? []);
  return row.id;
}

export async function setRolePermissions(db: Db, roleId: number, names: string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(names)];
  if (unique.length) await db.insert(rolePermissions).values(unique.map((name) => ({ roleId, name })));
}

export async function updateRoleNames(db: Db, id: number, names: { name: string; displayName: string; description?: string }) {
  await db.update(roles).set(names).where(eq(roles.id, id));
}

/** Users lose the role with it (cascade). */
export async function deleteRoleById(db: Db, id: number) {
  await db.delete(roles).where(eq(roles.id, id));
}

/**
 * Every permission a user holds through their roles, as the actor of their requests would: what
 * the rules that compare people (no way up, decision 0009) and the second factor (decision 0026) read.
 */
export async function permissionsOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: rolePermissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(rolePermissions.name);
  return rows.map((r) => r.name);
}
