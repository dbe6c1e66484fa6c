import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idBindings, idLoginAttempts, idLoginPending, idLoginSessions, pilots, tenants, userSessions, users } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { IdPerson, ProviderTokens } from '../../adapters/id-provider/provider';
import { hashLinkToken, newLinkToken } from '../../kernel/tokens';

export type PendingPurpose = 'register' | 'link';

/** The provider's tokens as kept: the access token's expiry as a moment, not a count of seconds. */
export type HeldTokens = Omit<ProviderTokens, 'expiresIn'> & { accessTokenExpiresAt: string };

export const heldTokens = ({ expiresIn, ...tokens }: ProviderTokens, now: Date): HeldTokens => ({
  ...tokens,
  accessTokenExpiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString(),
});

export async function insertAttempt(
  db: Db,
  attempt: {
    tenantId: number | null;
    state: string;
    nonce: string;
    codeVerifier: string;
    returnUrl: string | null;
    browserKeyHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(idLoginAttempts).values(attempt);
}

/** Whether the tenant may be signed in to: the host always, a tenant while it is active. */
export async function isTenantOpen(db: Db, tenantId: number | null): Promise<boolean> {
  if (tenantId === null) return true;
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.isActive, true), eq(tenants.isDeleted, false)));
  return Boolean(row);
}

/** Uses up the live attempt of this state in the tenant, once: a second answer with the same state finds nothing. */
export async function consumeAttempt(db: Db, tenantId: number | null, state: string, now: Date) {
  const [row] = await db
    .update(idLoginAttempts)
    .set({ usedAt: now })
    .where(
      and(
        eq(idLoginAttempts.state, state),
        inTenant(idLoginAttempts.tenantId, tenantId),
        isNull(idLoginAttempts.usedAt),
        gt(idLoginAttempts.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Attempts and pending steps go a day after they expired; they are kept that long for the record. */
export async function deleteExpired(db: Db, now: Date) {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(idLoginAttempts).where(lt(idLoginAttempts.expiresAt, before));
  await db.delete(idLoginPending).where(lt(idLoginPending.expiresAt, before));
}

/** A registration or link step waiting for the person; answers the single-use token (stored hashed). */
export async function insertPending(
  db: Db,
  pending: {
    tenantId: number | null;
    purpose: PendingPurpose;
    userId: number | null;
    person: IdPerson;
    providerTokens: HeldTokens;
    expiresAt: Date;
  },
): Promise<string> {
  const { token, hash } = newLinkToken();
  await db.insert(idLoginPending).values({ ...pending, tokenHash: hash });
  return token;
}

const live = (token: string, purpose: PendingPurpose, tenantId: number | null, now: Date) =>
  and(
    eq(idLoginPending.tokenHash, hashLinkToken(token)),
    eq(idLoginPending.purpose, purpose),
    inTenant(idLoginPending.tenantId, tenantId),
    isNull(idLoginPending.usedAt),
    gt(idLoginPending.expiresAt, now),
  );

type PendingRow = typeof idLoginPending.$inferSelect;
export type Pending = Omit<PendingRow, 'person' | 'providerTokens'> & { person: IdPerson; providerTokens: HeldTokens };

export async function findPending(db: Db, token: string, purpose: PendingPurpose, tenantId: number | null, now: Date) {
  const [row] = await db
    .select()
    .from(idLoginPending)
    .where(live(token, purpose, tenantId, now));
  return row as Pending | undefined;
}

/** Uses up a live pending step, once. */
export async function consumePending(db: Db, token: string, purpose: PendingPurpose, tenantId: number | null, now: Date) {
  const [row] = await db
    .update(idLoginPending)
    .set({ usedAt: now })
    .where(live(token, purpose, tenantId, now))
    .returning();
  return row as Pending | undefined;
}

/** What a login needs of an account and its register record. */
export const personColumns = {
  pilotId: pilots.id,
  socialSecurityNumber: pilots.socialSecurityNumber,
  id: users.id,
  tenantId: users.tenantId,
  userName: users.userName,
  emailAddress: users.emailAddress,
  isActive: users.isActive,
  userTypeId: users.userTypeId,
  statusId: users.statusId,
  /** Whether the provider has proved this account's person already. */
  isBound: sql<boolean>`exists (select 1 from ${idBindings} where ${idBindings.userId} = ${users.id})`,
};

/** A kennitala as the bindings keep it: ten digits, without the dash. */
export const bareIdNumber = (idNumber: string) => idNumber.replace('-', '');

/**
 * The tenant's live account the provider proved to be this subject (decision 0021): the one key a
 * login through the provider has. Nothing typed on the account takes part.
 */
export async function findAccountBySubject(db: Db, tenantId: number | null, issuer: string, subject: string) {
  const [row] = await db
    .select(personColumns)
    .from(idBindings)
    .innerJoin(users, eq(users.id, idBindings.userId))
    .leftJoin(pilots, and(eq(pilots.userId, users.id), eq(pilots.isDeleted, false)))
    .where(
      and(
        inTenant(idBindings.tenantId, tenantId),
        eq(idBindings.issuer, issuer),
        eq(idBindings.subject, subject),
        eq(users.isDeleted, false),
      ),
    );
  return row;
}

/** Whether a live account of the tenant holds this kennitala as proved by the provider. */
export async function isIdNumberProved(db: Db, tenantId: number | null, idNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: idBindings.userId })
    .from(idBindings)
    .innerJoin(users, and(eq(users.id, idBindings.userId), eq(users.isDeleted, false)))
    .where(and(inTenant(idBindings.tenantId, tenantId), eq(idBindings.idNumber, bareIdNumber(idNumber))));
  return Boolean(row);
}

export async function findBinding(db: Db, userId: number) {
  const [row] = await db.select().from(idBindings).where(eq(idBindings.userId, userId));
  return row;
}

/**
 * Records what the provider proved of an account. A removed account gives its binding up, so that
 * the person can open a new one; a live account's binding stays, and the unique indexes refuse a
 * second account for the same subject or kennitala, also when two registrations race.
 */
export async function bindAccount(
  db: Db,
  binding: { userId: number; tenantId: number | null; issuer: string; subject: string; idNumber: string },
) {
  const idNumber = bareIdNumber(binding.idNumber);
  await db
    .delete(idBindings)
    .where(
      and(
        inTenant(idBindings.tenantId, binding.tenantId),
        sql`(${idBindings.subject} = ${binding.subject} and ${idBindings.issuer} = ${binding.issuer} or ${idBindings.idNumber} = ${idNumber})`,
        sql`exists (select 1 from ${users} where ${users.id} = ${idBindings.userId} and ${users.isDeleted})`,
      ),
    );
  await db.insert(idBindings).values({ ...binding, idNumber });
}

/** The tenant's live account with this address and its register record, which a link needs. */
export async function findAccountByEmail(db: Db, tenantId: number | null, emailAddress: string) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .innerJoin(pilots, and(eq(pilots.userId, users.id), eq(pilots.isDeleted, false)))
    .where(
      and(
        inTenant(users.tenantId, tenantId),
        eq(users.isDeleted, false),
        sql`lower(${users.emailAddress}) = ${emailAddress.toLowerCase()}`,
      ),
    );
  return row;
}

export async function insertIdSession(
  db: Db,
  session: { sessionId: string; userId: number; issuer: string; subject: string; tokens: HeldTokens },
) {
  const { tokens } = session;
  await db.insert(idLoginSessions).values({
    sessionId: session.sessionId,
    userId: session.userId,
    issuer: session.issuer,
    subject: session.subject,
    sid: tokens.sid,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: new Date(tokens.accessTokenExpiresAt),
  });
}

export async function findIdSession(db: Db, sessionId: string) {
  const [row] = await db.select().from(idLoginSessions).where(eq(idLoginSessions.sessionId, sessionId));
  return row;
}

/** The same, held to the end of the transaction: two tabs refreshing at once take turns. */
export async function lockIdSession(db: Db, sessionId: string) {
  const [row] = await db.select().from(idLoginSessions).where(eq(idLoginSessions.sessionId, sessionId)).for('update');
  return row;
}

export async function updateIdSessionTokens(
  db: Db,
  sessionId: string,
  tokens: { idToken: string | null; refreshToken: string | null; accessTokenExpiresAt: Date },
  now: Date,
) {
  await db
    .update(idLoginSessions)
    .set({
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshedAt: now,
      // A provider that does not rotate them leaves the earlier ones good.
      ...(tokens.idToken ? { idToken: tokens.idToken } : {}),
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
    })
    .where(eq(idLoginSessions.sessionId, sessionId));
}

/** The portal's live sessions that came through this session of the provider. */
export async function findSessionsOfProviderSession(db: Db, issuer: string, sid: string) {
  return db
    .select({ sessionId: idLoginSessions.sessionId, userId: idLoginSessions.userId })
    .from(idLoginSessions)
    .innerJoin(userSessions, eq(userSessions.id, idLoginSessions.sessionId))
    .where(and(eq(idLoginSessions.issuer, issuer), eq(idLoginSessions.sid, sid), isNull(userSessions.revokedAt)));
}

/** The provider's tokens of sessions that have ended (signed out, revoked, run out) are of no more use. */
export async function deleteEndedIdSessions(db: Db, now: Date) {
  await db.delete(idLoginSessions).where(
    sql`exists (select 1 from ${userSessions} where ${userSessions.id} = ${idLoginSessions.sessionId}
      and (${userSessions.revokedAt} is not null or ${userSessions.expiresAt} < ${now}))`,
  );
}

/** Hands the session a new logout ticket (stored hashed), replacing any earlier one. */
export async function setLogoutTicket(db: Db, sessionId: string, ticketHash: string, expiresAt: Date) {
  await db
    .update(idLoginSessions)
    .set({ logoutTicketHash: ticketHash, logoutTicketExpiresAt: expiresAt })
    .where(eq(idLoginSessions.sessionId, sessionId));
}

/** Uses a live logout ticket up, once: the ID token and issuer of its session, or nothing. */
export async function takeLogoutTicket(db: Db, ticketHash: string, now: Date) {
  const [row] = await db
    .update(idLoginSessions)
    .set({ logoutTicketHash: null, logoutTicketExpiresAt: null })
    .where(and(eq(idLoginSessions.logoutTicketHash, ticketHash), gt(idLoginSessions.logoutTicketExpiresAt, now)))
    .returning({ idToken: idLoginSessions.idToken, issuer: idLoginSessions.issuer });
  return row;
}
