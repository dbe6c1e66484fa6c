import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailingRecipients, mailings } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export type MailingRow = typeof mailings.$inferSelect;
export type NewMailing = Omit<typeof mailings.$inferInsert, 'id' | 'creationTime' | 'finishedTime'>;

/**
 * Writes a send unless one with the same idempotency key exists in the tenant; answers the new
 * id, or null when the key was taken. A second request with the key at the same moment waits on
 * the unique index for the first to commit, then finds its send.
 */
export async function insertMailing(db: Db, mailing: NewMailing): Promise<number | null> {
  const [row] = await db.insert(mailings).values(mailing).onConflictDoNothing().returning({ id: mailings.id });
  return row?.id ?? null;
}

export async function setRecipientCount(db: Db, id: number, recipientCount: number): Promise<void> {
  await db.update(mailings).set({ recipientCount }).where(eq(mailings.id, id));
}

/** A send, never a draft: drafts are read through `mailing-drafts.queries.ts`. */
const started = eq(mailings.state, 'started');

export async function findMailingByKey(db: Db, tenantId: number | null, idempotencyKey: string): Promise<MailingRow | undefined> {
  const [row] = await db
    .select()
    .from(mailings)
    .where(and(inTenant(mailings.tenantId, tenantId), eq(mailings.idempotencyKey, idempotencyKey), started));
  return row;
}

export async function findMailing(db: Db, tenantId: number | null, id: number): Promise<MailingRow | undefined> {
  const [row] = await db
    .select()
    .from(mailings)
    .where(and(inTenant(mailings.tenantId, tenantId), eq(mailings.id, id), started));
  return row;
}

/**
 * The row, a send or a draft, held to the end of the transaction, so a retry and a batch's end
 * take turns, and a draft is sent once however many times it is asked.
 */
export async function lockMailing(db: Db, tenantId: number | null, id: number): Promise<MailingRow | undefined> {
  const [row] = await db
    .select()
    .from(mailings)
    .where(and(inTenant(mailings.tenantId, tenantId), eq(mailings.id, id)))
    .for('update');
  return row;
}

/** A draft becomes a send: its message and target as sent, its time the time of sending. */
export async function startDraft(db: Db, id: number, mailing: Omit<NewMailing, 'tenantId' | 'idempotencyKey'>): Promise<void> {
  await db
    .update(mailings)
    .set({ ...mailing, state: 'started', creationTime: new Date(), lastModificationTime: new Date() })
    .where(and(eq(mailings.id, id), eq(mailings.state, 'draft')));
}

/** What the batch job needs of a send, found by id alone: the job runs for whichever tenant wrote it. */
export async function findMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      subject: mailings.subject,
      subjectEnglish: mailings.subjectEnglish,
      content: mailings.content,
      contentIcelandic: mailings.contentIcelandic,
      tenantId: mailings.tenantId,
    })
    .from(mailings)
    .where(eq(mailings.id, id));
  return row;
}

export async function findMailings(db: Db, tenantId: number | null, page: { skipCount: number; maxResultCount: number }) {
  const where = and(inTenant(mailings.tenantId, tenantId), started);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(mailings).where(where).orderBy(desc(mailings.id)).limit(page.maxResultCount).offset(page.skipCount),
    db.select({ total: count() }).from(mailings).where(where),
  ]);
  return { rows, total };
}

export interface RecipientCounts {
  sent: number;
  kept: number;
  failed: number;
  remaining: number;
}
const noCounts: RecipientCounts = { sent: 0, kept: 0, failed: 0, remaining: 0 };

/** Each send's recipients by state, in one pass over the (mailing, status) index. */
export async function countRecipients(db: Db, mailingIds: number[]): Promise<Map<number, RecipientCounts>> {
  const out = new Map(mailingIds.map((id) => [id, { ...noCounts }]));
  if (mailingIds.length === 0) return out;
  const rows = await db
    .select({ mailingId: mailingRecipients.mailingId, status: mailingRecipients.status, n: count() })
    .from(mailingRecipients)
    .where(inArray(mailingRecipients.mailingId, mailingIds))
    .groupBy(mailingRecipients.mailingId, mailingRecipients.status);
  for (const row of rows) {
    const counts = out.get(row.mailingId)!;
    if (row.status === 'sent' || row.status === 'kept' || row.status === 'failed') counts[row.status] += row.n;
    else counts.remaining += row.n;
  }
  return out;
}

export async function findFailedRecipients(db: Db, mailingId: number, page: { skipCount: number; maxResultCount: number }) {
  const where = and(eq(mailingRecipients.mailingId, mailingId), eq(mailingRecipients.status, 'failed'));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: mailingRecipients.id,
        emailAddress: mailingRecipients.emailAddress,
        fullName: mailingRecipients.fullName,
        language: mailingRecipients.language,
        error: mailingRecipients.lastError,
        attempts: mailingRecipients.attempts,
        lastAttemptTime: mailingRecipients.lastAttemptTime,
      })
      .from(mailingRecipients)
      .where(where)
      .orderBy(mailingRecipients.id)
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    db.select({ total: count() }).from(mailingRecipients).where(where),
  ]);
  return { rows, total };
}

/**
 * Moves a send's failed recipients, and only those, back to waiting; the send is open again until
 * they are done. Answers how many moved.
 */
export async function requeueFailed(db: Db, mailingId: number): Promise<number> {
  const moved = await db
    .update(mailingRecipients)
    .set({ status: 'pending', claimToken: null })
    .where(and(eq(mailingRecipients.mailingId, mailingId), eq(mailingRecipients.status, 'failed')))
    .returning({ id: mailingRecipients.id });
  if (moved.length > 0) await db.update(mailings).set({ finishedTime: null }).where(eq(mailings.id, mailingId));
  return moved.length;
}

/** Marks the send finished once no recipient waits or is being sent; a no-op until then, and after. */
export async function finishIfDone(db: Db, mailingId: number): Promise<void> {
  await db.execute(sql`
    update mailings set finished_time = now()
    where id = ${mailingId} and finished_time is null
      and not exists (select 1 from mailing_recipients r where r.mailing_id = ${mailingId} and r.status in ('pending', 'sending'))`);
}
