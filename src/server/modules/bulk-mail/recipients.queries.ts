import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailingRecipients, mailOutbox } from '../../db/schema';

export interface ClaimedRecipient {
  id: number;
  userId: number | null;
  emailAddress: string;
  fullName: string;
  language: string;
}

/**
 * Claims up to `limit` waiting recipients of a send for one batch: `for update skip locked` lets
 * batches on other instances take other rows at the same moment, and the state moves to `sending`
 * with the batch's token, so a row is handed to the SMTP server by one batch only, ever.
 */
export async function claimRecipients(db: Db, mailingId: number, claimToken: string, limit: number): Promise<ClaimedRecipient[]> {
  const { rows } = await db.execute<{ id: number; user_id: number | null; email_address: string; full_name: string; language: string }>(sql`
    update mailing_recipients set status = 'sending', claim_token = ${claimToken}
    where id in (
      select id from mailing_recipients
      where mailing_id = ${mailingId} and status = 'pending'
      order by id
      limit ${limit}
      for update skip locked)
    returning id, user_id, email_address, full_name, language`);
  return rows
    .map((r) => ({ id: r.id, userId: r.user_id, emailAddress: r.email_address, fullName: r.full_name, language: r.language }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Rows an earlier run of the same batch claimed and never settled: it stopped between handing
 * them over and writing the answer. Whether they were delivered is unknown, so they are not sent
 * again on their own; they fail with that reason, and an administrator's retry decides.
 */
export async function failUnsettled(db: Db, claimToken: string, reason: string): Promise<number> {
  const rows = await db
    .update(mailingRecipients)
    .set({ status: 'failed', lastError: reason, lastAttemptTime: new Date(), attempts: sql`${mailingRecipients.attempts} + 1` })
    .where(and(eq(mailingRecipients.claimToken, claimToken), eq(mailingRecipients.status, 'sending')))
    .returning({ id: mailingRecipients.id });
  return rows.length;
}

/** A recipient's answer from the SMTP server; only a row still `sending` under this batch's token changes. */
export async function settleRecipient(
  db: Db,
  id: number,
  claimToken: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(mailingRecipients)
    .set({
      status: outcome.status,
      lastError: outcome.status === 'failed' ? outcome.error : null,
      lastAttemptTime: new Date(),
      attempts: sql`${mailingRecipients.attempts} + 1`,
    })
    .where(and(eq(mailingRecipients.id, id), eq(mailingRecipients.claimToken, claimToken), eq(mailingRecipients.status, 'sending')));
}

export interface KeptMail {
  tenantId: number | null;
  userId: number | null;
  toAddress: string;
  language: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * With no SMTP server, a batch's mails are kept in the outbox as every other mail is (where the
 * host's administrator reads them) and its recipients marked kept, in one transaction's two statements.
 */
export async function keepRecipients(db: Db, claimToken: string, ids: number[], mails: KeptMail[]): Promise<void> {
  if (ids.length === 0) return;
  await db.insert(mailOutbox).values(mails.map((mail) => ({ ...mail, template: 'bulkMessage', status: 'kept' as const })));
  await db
    .update(mailingRecipients)
    .set({ status: 'kept', lastError: null, lastAttemptTime: new Date(), attempts: sql`${mailingRecipients.attempts} + 1` })
    .where(and(inArray(mailingRecipients.id, ids), eq(mailingRecipients.claimToken, claimToken), eq(mailingRecipients.status, 'sending')));
}
