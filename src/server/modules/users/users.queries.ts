import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { UserDto } from '../../../shared/contracts/users';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rolePermissions, roles, userRoles, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { containsPattern } from '../../db/like';

type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow, roleNames: string[], now: Date): UserDto {
  return {
    id: row.id,
    userName: row.userName,
    name: row.name,
    surname: row.surname,
    fullName: `${row.name} ${row.surname}`,
    emailAddress: row.emailAddress,
    isActive: row.isActive,
    isEmailConfirmed: row.isEmailConfirmed,
    country: row.country,
    countryCode: row.countryCode,
    dateOfBirth: row.dateOfBirth,
    lastLoginTime: row.lastLoginTime?.toISOString() ?? null,
    creationTime: row.creationTime.toISOString(),
    roleNames,
    customerNumber: row.customerNumber,
    userTypeId: row.userTypeId,
    statusId: row.statusId,
    language: row.language,
    isLockedOut: row.lockoutEnd !== null && row.lockoutEnd > now,
  };
}

const live = (tenantId: number | null) => and(inTenant(users.tenantId, tenantId), eq(users.isDeleted, false));

export async function findUser(db: Db, tenantId: number | null, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(live(tenantId), eq(users.id, id)));
  return row;
}

export async function roleNamesOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
  for (const r of rows) map.get(r.userId)!.push(r.name);
  return map;
}

const sortable: Record<string, SQL | AnyPgColumn> = {
  username: sql`${users.userName} collate "is-IS-x-icu"`,
  name: sql`${users.name} collate "is-IS-x-icu"`,
  surname: sql`${users.surname} collate "is-IS-x-icu"`,
  emailaddress: users.emailAddress,
  creationtime: users.creationTime,
  lastlogintime: users.lastLoginTime,
};

/** `sorting` as ABP clients send it: "surname desc", "UserName asc"; anything else sorts by name. */
function orderOf(sorting: string | undefined) {
  const [field, direction] = (sorting ?? '').trim().split(/\s+/);
  const column = sortable[field?.toLowerCase() ?? ''];
  if (!column) return [asc(sortable.surname as SQL), asc(sortable.name as SQL), asc(users.id)];
  return [direction?.toLowerCase() === 'desc' ? desc(column) : asc(column), asc(users.id)];
}

export async function findUsers(
  db: Db,
  tenantId: number | null,
  input: { keyword?: string; isActive?: boolean; sorting?: string; skipCount: number; maxResultCount: number },
) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    live(tenantId),
    input.isActive === undefined ? undefined : eq(users.isActive, input.isActive),
    pattern
      ? or(
          ilike(users.userName, pattern),
          ilike(users.name, pattern),
          ilike(users.surname, pattern),
          ilike(users.emailAddress, pattern),
          ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(input.sorting))
      .limit(input.maxResultCount)
      .offset(input.skipCount),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function findRoleIdsByName(db: Db, tenantId: number | null, names: string[]) {
  if (!names.length) return [];
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      and(
        inTenant(roles.tenantId, tenantId),
        inArray(
          sql`lower(${roles.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Every permission a user holds through their roles, as the actor of their requests would. */
export async function permissionsOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: rolePermissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(rolePermissions.name);
  return rows.map((r) => r.name);
}

export type UserChanges = Partial<Omit<UserRow, 'id' | 'tenantId' | 'creationTime'>>;

export async function updateUserFields(db: Db, id: number, changes: UserChanges) {
  await db.update(users).set(changes).where(eq(users.id, id));
}

export async function findPasswordHash(db: Db, id: number): Promise<string | undefined> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return user?.passwordHash;
}
