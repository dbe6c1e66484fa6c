import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailings } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { MailingRow, NewMailing } from './bulk-mail.queries';

const isDraft = eq(mailings.state, 'draft');
const draftOf = (tenantId: number | null, id: number) => and(inTenant(mailings.tenantId, tenantId), eq(mailings.id, id), isDraft);

export type DraftFields = Pick<
  NewMailing,
  'target' | 'targetUserId' | 'targetOrganizationId' | 'targetName' | 'subject' | 'subjectEnglish' | 'content' | 'contentIcelandic'
>;

export async function insertDraft(
  db: Db,
  draft: DraftFields & Pick<NewMailing, 'tenantId' | 'idempotencyKey' | 'creatorUserId' | 'creatorName'>,
): Promise<MailingRow> {
  const [row] = await db
    .insert(mailings)
    .values({ ...draft, state: 'draft', recipientCount: 0 })
    .returning();
  return row;
}

/** Saves a draft's fields; undefined when there is no such draft in the tenant (any more). */
export async function updateDraft(db: Db, tenantId: number | null, id: number, draft: DraftFields): Promise<MailingRow | undefined> {
  const [row] = await db
    .update(mailings)
    .set({ ...draft, lastModificationTime: new Date() })
    .where(draftOf(tenantId, id))
    .returning();
  return row;
}

export async function findDraft(db: Db, tenantId: number | null, id: number): Promise<MailingRow | undefined> {
  const [row] = await db.select().from(mailings).where(draftOf(tenantId, id));
  return row;
}

export interface DraftFilter {
  target?: NewMailing['target'];
  userId?: number;
  orgId?: number;
}

export async function findDrafts(
  db: Db,
  tenantId: number | null,
  filter: DraftFilter,
  page: { skipCount: number; maxResultCount: number },
) {
  const conditions: SQL[] = [inTenant(mailings.tenantId, tenantId), isDraft];
  if (filter.target) conditions.push(eq(mailings.target, filter.target));
  if (filter.userId) conditions.push(eq(mailings.targetUserId, filter.userId));
  if (filter.orgId) conditions.push(eq(mailings.targetOrganizationId, filter.orgId));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(mailings)
      .where(where)
      .orderBy(desc(mailings.lastModificationTime), desc(mailings.id))
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    db.select({ total: count() }).from(mailings).where(where),
  ]);
  return { rows, total };
}

/** Deletes a draft, never a send; answers whether one was deleted. */
export async function deleteDraft(db: Db, tenantId: number | null, id: number): Promise<boolean> {
  const rows = await db.delete(mailings).where(draftOf(tenantId, id)).returning({ id: mailings.id });
  return rows.length > 0;
}
