import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examPinStates } from '../../db/schema';

export type PinState = typeof examPinStates.$inferSelect;

/** The candidate's PIN state, created if missing and held until the transaction ends. */
export async function lockPinState(db: Db, userId: number): Promise<PinState> {
  await db.insert(examPinStates).values({ userId }).onConflictDoNothing();
  const [state] = await db.select().from(examPinStates).where(eq(examPinStates.userId, userId)).for('update');
  return state;
}

export async function updatePinState(db: Db, userId: number, changes: Partial<Omit<PinState, 'userId'>>) {
  await db.update(examPinStates).set(changes).where(eq(examPinStates.userId, userId));
}
