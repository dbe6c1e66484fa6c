import { and, eq, isNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, tenants, userSessions, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export async function findUserByNameOrEmail(db: Db, tenantId: number | null, nameOrEmail: string) {
  const needle = nameOrEmail.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        // As `users_user_name_key` and `users_email_key` are written, so that a generic plan (decision
        // 0018) finds the person through them: `not`, not `is_deleted = $n`, and the tenant coalesced.
        sql`coalesce(${users.tenantId}, 0) = ${tenantId ?? 0}`,
        not(users.isDeleted),
        or(sql`lower(${users.userName}) = ${needle}`, sql`lower(${users.emailAddress}) = ${needle}`),
      ),
    )
    // A user name that equals someone else's e-mail address: the user name wins.
    .orderBy(sql`lower(${users.userName}) = ${needle} desc`)
    .limit(1);
  return user;
}

export async function findTenantByName(db: Db, tenancyName: string) {
  const [tenant] = await db
    .select()
    .from(tenants)
    .where(and(sql`lower(${tenants.tenancyName}) = ${tenancyName.toLowerCase()}`, eq(tenants.isDeleted, false)));
  return tenant;
}

export async function findTenantById(db: Db, id: number) {
  const [tenant] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
  return tenant;
}

/** Whether any tenant is active, that is, whether people signing in have a tenant to choose. */
export async function anyActiveTenant(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.isActive, true), eq(tenants.isDeleted, false)))
    .limit(1);
  return row !== undefined;
}

export async function recordLoginAttempt(
  db: Db,
  attempt: {
    tenantId: number | null;
    userId: number | null;
    userNameOrEmailAddress: string;
    result: string;
    clientIp: string;
    userAgent: string;
  },
) {
  await db.insert(loginAttempts).values(attempt);
}

/** Records the attempts of one sign-in call: who tried, from where, under what name, and how it ended. */
export const loginAttemptsOf =
  (db: Db, from: { tenantId: number | null; clientIp: string; userAgent: string }, userNameOrEmailAddress: string) =>
  (userId: number | null, result: string) =>
    recordLoginAttempt(db, {
      tenantId: from.tenantId,
      clientIp: from.clientIp,
      userAgent: from.userAgent,
      userId,
      userNameOrEmailAddress,
      result,
    });

export async function createSession(db: Db, userId: number, expiresAt: Date, clientIp: string, userAgent: string): Promise<string> {
  const [row] = await db.insert(userSessions).values({ userId, expiresAt, clientIp, userAgent }).returning({ id: userSessions.id });
  return row.id;
}

/** One session row; `revokeSession` of session-endings.ts also ends what a sign-out ends. */
export async function revokeSessionRow(db: Db, sessionId: string, userId: number) {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/** Every session row of a user; `revokeAllSessions` of session-endings.ts also ends their tokens. */
export async function revokeSessionRows(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        exceptSessionId ? sql`${userSessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}
