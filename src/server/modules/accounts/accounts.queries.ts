import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, tenants, userSessions, userTokens, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { hashLinkToken, newLinkToken } from '../../kernel/tokens';

/** `registration` carries a confirmed registrant through the wizard's remaining steps. */
export type TokenPurpose = 'verify-email' | 'reset-password' | 'reset-code' | 'registration';

export async function findUserByNameOrEmail(db: Db, tenantId: number | null, nameOrEmail: string) {
  const needle = nameOrEmail.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        eq(users.isDeleted, false),
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

export async function createSession(db: Db, userId: number, expiresAt: Date, clientIp: string, userAgent: string): Promise<string> {
  const [row] = await db.insert(userSessions).values({ userId, expiresAt, clientIp, userAgent }).returning({ id: userSessions.id });
  return row.id;
}

export async function revokeSession(db: Db, sessionId: string, userId: number) {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: number, exceptSessionId?: string) {
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

/** Issues a link token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, lifetimeMs: number, now: Date): Promise<string> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const { token, hash } = newLinkToken();
  await db.insert(userTokens).values({ userId, purpose, tokenHash: hash, expiresAt: new Date(now.getTime() + lifetimeMs) });
  return token;
}

/** Marks a live token used and returns its user id, or null; a token works once. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashLinkToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** The user of a live token without using it up, or null: a wizard step reads before it writes. */
export async function findTokenUser(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashLinkToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}
