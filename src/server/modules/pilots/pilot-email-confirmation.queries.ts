import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pilotEmails, pilots } from '../../db/schema';
import type { ItemRow } from './pilot-items.queries';

/** Every trace of a confirmation at once: a changed value keeps none of them. */
export const noConfirmation = {
  confirmedTime: null,
  confirmationTokenHash: null,
  confirmationSentTime: null,
  confirmationExpiryTime: null,
};

/** Keeps the hash of the link just mailed to the address, replacing any earlier one, which stops working. */
export async function recordConfirmationSent(
  db: Db,
  id: number,
  link: { tokenHash: string; sentTime: Date; expiryTime: Date },
): Promise<ItemRow<'email'>> {
  const [row] = await db
    .update(pilotEmails)
    .set({ confirmationTokenHash: link.tokenHash, confirmationSentTime: link.sentTime, confirmationExpiryTime: link.expiryTime })
    .where(eq(pilotEmails.id, id))
    .returning();
  return row;
}

/**
 * Confirms the address of a live record whose link this is, in one statement, so two people
 * following it at once never both succeed; answers the address, or null when the link is not live.
 */
export async function confirmByLink(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(pilotEmails)
    .set({ confirmedTime: now })
    .where(
      and(
        eq(pilotEmails.confirmationTokenHash, tokenHash),
        isNull(pilotEmails.confirmedTime),
        gt(pilotEmails.confirmationExpiryTime, now),
        eq(pilotEmails.isKrr, false),
        sql`exists (select 1 from ${pilots} where ${pilots.id} = ${pilotEmails.pilotId} and not ${pilots.isDeleted})`,
      ),
    )
    .returning({ email: pilotEmails.email });
  return row?.email ?? null;
}

/** What became of a link that did not confirm: whether it did once already, or ran out. */
export async function findConfirmationLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ confirmedTime: pilotEmails.confirmedTime, expiryTime: pilotEmails.confirmationExpiryTime })
    .from(pilotEmails)
    .where(eq(pilotEmails.confirmationTokenHash, tokenHash));
  return row;
}
