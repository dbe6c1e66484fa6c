import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';

/** A stored token as the token service judges it: whose, for what, and whether it is still live. */
export interface StoredLinkToken {
  userId: number;
  purpose: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export async function insertLinkToken(db: Db, row: { userId: number; purpose: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(userTokens).values(row);
}

export async function findLinkToken(db: Db, tokenHash: string): Promise<StoredLinkToken | undefined> {
  const [row] = await db
    .select({
      userId: userTokens.userId,
      purpose: userTokens.purpose,
      expiresAt: userTokens.expiresAt,
      usedAt: userTokens.usedAt,
      revokedAt: userTokens.revokedAt,
    })
    .from(userTokens)
    .where(eq(userTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a live token of one of the purposes used, in one statement, so two callers never both use it; answers its user. */
export async function markLinkTokenUsed(db: Db, tokenHash: string, purposes: string[], now: Date): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        isNull(userTokens.revokedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Revokes a user's tokens of the purposes that are neither used nor revoked yet. */
export async function revokeLiveLinkTokens(db: Db, userId: number, purposes: string[], now: Date) {
  if (purposes.length === 0) return;
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(userTokens.userId, userId), inArray(userTokens.purpose, purposes), isNull(userTokens.usedAt), isNull(userTokens.revokedAt)),
    );
}
