import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export type NewUserRow = Omit<typeof users.$inferInsert, 'id'> & { roleIds?: number[] };

/** Writes a user (the address in lower case) and their roles; answers the id. */
export async function insertUser(db: Db, user: NewUserRow): Promise<number> {
  const { roleIds = [], ...fields } = user;
  const [row] = await db
    .insert(users)
    .values({ ...fields, emailAddress: fields.emailAddress.toLowerCase() })
    .returning({ id: users.id });
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
  return row.id;
}

/** The tenant's live users whose name or address, ignoring case, is one of the two given. */
export async function findIdentityClashes(
  db: Db,
  tenantId: number | null,
  name: string,
  address: string,
  exceptUserId?: number,
): Promise<{ userName: string; emailAddress: string }[]> {
  return db
    .select({ userName: users.userName, emailAddress: users.emailAddress })
    .from(users)
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        eq(users.isDeleted, false),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
        or(
          sql`lower(${users.userName}) in (${name}, ${address})`,
          sql`lower(${users.emailAddress}) in (${name}, ${address})`,
          // A name that looks like another's (decision 0027): the database computes both skeletons.
          and(sql`coalesce(${users.tenantId}, 0) = ${tenantId ?? 0}`, sql`${users.userNameSkeleton} = user_name_skeleton(${name})`),
        ),
      ),
    );
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The names of the user's roles, in order. */
export async function roleNamesOfUser(db: Db, userId: number): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId} order by r.name`,
  );
  return result.rows.map((r) => r.name);
}

export async function confirmEmail(db: Db, userId: number) {
  const [user] = await db
    .update(users)
    .set({ isEmailConfirmed: true })
    .where(eq(users.id, userId))
    .returning({ userName: users.userName, emailAddress: users.emailAddress });
  return user;
}

/** A password set through a reset also lifts a lockout and proves the address. */
export async function setPasswordAfterReset(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, accessFailedCount: 0, lockoutEnd: null, isEmailConfirmed: true }).where(eq(users.id, userId));
}

export async function recordSuccessfulSignIn(db: Db, userId: number, at: Date) {
  await db.update(users).set({ accessFailedCount: 0, lockoutEnd: null, lastLoginTime: at }).where(eq(users.id, userId));
}

/** The payment mode (section 6); set through `setUserStatus` of session-endings.ts, which ends a finished registration's tokens. */
export async function setUserStatusRow(db: Db, userId: number, statusId: number) {
  await db.update(users).set({ statusId }).where(eq(users.id, userId));
}
