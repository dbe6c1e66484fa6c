import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPasskeys, userRecoveryCodes, userSessions, userTotp } from '../../db/schema';

/** Drizzle only: the second factors of decision 0026. */

export async function findTotp(db: Db, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** A new secret waiting for its first code; a confirmed one is never replaced here. */
export async function putPendingTotp(db: Db, userId: number, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed, creationTime: sql`now()`, lastUsedStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/**
 * Takes a step as used, in one statement, only if it is newer than the last: two requests with
 * the same code cannot both pass. `confirm` also marks a pending secret confirmed.
 */
export async function useTotpStep(db: Db, userId: number, step: number, now: Date, confirm: boolean): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(userTotp.userId, userId),
        confirm ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, userId: number) {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]) {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  if (codeHashes.length) await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function insertRecoveryCodes(db: Db, userId: number, codeHashes: string[]) {
  await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused code of the user, once, in one statement. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, codeHash), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function findPasskeys(db: Db, userId: number) {
  return db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.id));
}

export async function findPasskeyByCredential(db: Db, userId: number, credentialId: string) {
  const [row] = await db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, credentialId)));
  return row;
}

export async function insertPasskey(
  db: Db,
  row: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string },
) {
  const [inserted] = await db.insert(userPasskeys).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The counter only moves forward, in one statement, so a cloned authenticator's older counter is refused. */
export async function usePasskey(db: Db, id: number, counter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(userPasskeys.id, id), or(eq(userPasskeys.counter, 0), lt(userPasskeys.counter, counter))))
    .returning({ id: userPasskeys.id });
  return rows.length > 0;
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string) {
  const [row] = await db
    .update(userPasskeys)
    .set({ name })
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  return rows.length > 0;
}

/** Every factor of the users at once: a reset by an administrator, or an erasure. */
export async function deleteSecondFactors(db: Db, userIds: number[]) {
  if (!userIds.length) return;
  await db.delete(userTotp).where(inArray(userTotp.userId, userIds));
  await db.delete(userPasskeys).where(inArray(userPasskeys.userId, userIds));
  await db.delete(userRecoveryCodes).where(inArray(userRecoveryCodes.userId, userIds));
}

/** Which factors a user has enrolled: a confirmed app and how many passkeys. */
export async function enrolledFactorsOf(db: Db, userId: number): Promise<{ totp: boolean; passkeys: number }> {
  const { rows } = await db.execute<{ totp: boolean; passkeys: number }>(
    sql`select exists (select 1 from ${userTotp} where user_id = ${userId} and confirmed_at is not null) as totp,
               (select count(*)::int from ${userPasskeys} where user_id = ${userId}) as passkeys`,
  );
  return rows[0] ?? { totp: false, passkeys: 0 };
}

/** When the session was opened by a sign-in, which a change to the person's factors must be close to. */
export async function findSessionStart(db: Db, sessionId: string): Promise<Date | undefined> {
  const [row] = await db.select({ creationTime: userSessions.creationTime }).from(userSessions).where(eq(userSessions.id, sessionId));
  return row?.creationTime;
}
