import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pilotAddresses, pilots } from '../../db/schema';
import { cacheChannelName } from '../../kernel/cache-channel';

/** What the completeness rule reads of a person's record. */
export interface RecordFacts {
  hasMainAddress: boolean;
  hasAcceptedSelfDeclaration: boolean;
}

/**
 * The facts of the user's live record in one statement; null when they have none. A record has at
 * most one main address (a partial unique index), so the join gives one row at most.
 */
export async function findRecordFacts(db: Db, userId: number): Promise<RecordFacts | null> {
  const [row] = await db
    .select({
      hasMainAddress: sql<boolean>`${pilotAddresses.id} is not null`,
      hasAcceptedSelfDeclaration: sql<boolean>`${pilots.selfDeclarationAcceptedAt} is not null`,
    })
    .from(pilots)
    .leftJoin(pilotAddresses, and(eq(pilotAddresses.pilotId, pilots.id), eq(pilotAddresses.isMain, true)))
    .where(and(eq(pilots.userId, userId), eq(pilots.isDeleted, false)));
  return row ?? null;
}

/** The `portal_cache` payload that says a user's record changed in what the rule reads. */
export const recordChangedPrefix = 'r:';

/**
 * Tells every portal that the record changed in what the completeness rule reads (its addresses,
 * its self-declaration, the record itself), in the caller's transaction: PostgreSQL sends the
 * notification at the commit, so a rolled-back change says nothing (decision 0011).
 */
export async function announceRecordChange(db: Db, pilotId: number): Promise<void> {
  await db.execute(
    sql`select pg_notify(${cacheChannelName}, ${recordChangedPrefix} || ${pilots.userId}) from ${pilots} where ${pilots.id} = ${pilotId}`,
  );
}
