import { and, asc, eq, getTableColumns, gt, ilike, or, sql } from 'drizzle-orm';
import type { PageDto, PageSummaryDto } from '../../../shared/contracts/courses';
import type { Db } from '../../db/client';
import { coursePages } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { Tx } from '../../db/transaction';
import { containsPattern } from '../../db/like';

type PageRow = typeof coursePages.$inferSelect & { isRead: boolean };

/**
 * Whether `userId` has opened the page: every page a user sees carries their own read state.
 * The outer column is named in full; Drizzle would leave it unqualified.
 */
const readBy = (userId: number) =>
  sql<boolean>`exists (select 1 from course_page_reads r where r.page_id = "course_pages"."id" and r.user_id = ${userId})`;

const pageColumns = (userId: number) => ({ ...getTableColumns(coursePages), isRead: readBy(userId) });

const ofType = (tenantId: number | null, courseType: number) =>
  and(inTenant(coursePages.tenantId, tenantId), eq(coursePages.courseType, courseType));

export const toPageDto = (row: PageRow): PageDto => ({
  id: row.id,
  courseType: row.courseType,
  rank: row.rank,
  nameIcelandic: row.nameIcelandic,
  nameEnglish: row.nameEnglish,
  contentIcelandic: row.contentIcelandic,
  contentEnglish: row.contentEnglish,
  isRead: row.isRead,
  creationTime: row.creationTime.toISOString(),
  lastModificationTime: row.lastModificationTime?.toISOString() ?? null,
});

const summaryColumns = (userId: number) => ({
  id: coursePages.id,
  courseType: coursePages.courseType,
  rank: coursePages.rank,
  nameIcelandic: coursePages.nameIcelandic,
  nameEnglish: coursePages.nameEnglish,
  isRead: readBy(userId),
  lastModificationTime: coursePages.lastModificationTime,
});

export async function findPage(db: Db, tenantId: number | null, id: number, userId: number): Promise<PageDto | undefined> {
  const [row] = await db
    .select(pageColumns(userId))
    .from(coursePages)
    .where(and(inTenant(coursePages.tenantId, tenantId), eq(coursePages.id, id)));
  return row && toPageDto(row);
}

export async function findPageAtRank(db: Db, tenantId: number | null, courseType: number, rank: number, userId: number) {
  const [row] = await db
    .select(pageColumns(userId))
    .from(coursePages)
    .where(and(ofType(tenantId, courseType), eq(coursePages.rank, rank)));
  return row && toPageDto(row);
}

/** A course type's table of contents by rank; a keyword searches the names and the plain copies. */
export async function listPages(
  db: Db,
  tenantId: number | null,
  courseType: number,
  userId: number,
  keyword?: string,
): Promise<PageSummaryDto[]> {
  const pattern = containsPattern(keyword);
  const rows = await db
    .select(summaryColumns(userId))
    .from(coursePages)
    .where(
      and(
        ofType(tenantId, courseType),
        pattern
          ? or(
              ilike(coursePages.nameIcelandic, pattern),
              ilike(coursePages.nameEnglish, pattern),
              ilike(coursePages.rawContentIcelandic, pattern),
              ilike(coursePages.rawContentEnglish, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(coursePages.rank));
  return rows.map((r) => ({ ...r, lastModificationTime: r.lastModificationTime?.toISOString() ?? null }));
}

/**
 * Takes the reorder lock of one tenant's course type for the rest of the transaction. Every
 * change of ranks (add, delete, reorder, course delete) takes it first, so they run one after
 * another; an advisory lock also covers a type that has no page yet to lock.
 */
export async function lockCourseType(tx: Tx, tenantId: number | null, courseType: number) {
  await tx.executeSql('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`course_pages:${tenantId ?? 0}:${courseType}`]);
}

/** The type's page ids by rank, the rows locked until commit. */
export async function lockPagesOfType(tx: Tx, tenantId: number | null, courseType: number): Promise<number[]> {
  await lockCourseType(tx, tenantId, courseType);
  const rows = await tx.db
    .select({ id: coursePages.id, rank: coursePages.rank })
    .from(coursePages)
    .where(ofType(tenantId, courseType))
    .for('update');
  // Sorted here: ORDER BY with FOR UPDATE may return rows out of order under concurrent updates.
  return rows.sort((a, b) => a.rank - b.rank).map((r) => r.id);
}

/** Writes new ranks in one statement; uniqueness is checked at commit (migration 0002). */
export async function writeRanks(tx: Tx, changes: { id: number; rank: number }[]) {
  if (!changes.length) return;
  await tx.executeSql('update course_pages p set rank = v.rank from unnest($1::int[], $2::int[]) as v(id, rank) where p.id = v.id', [
    changes.map((c) => c.id),
    changes.map((c) => c.rank),
  ]);
}

export async function lastRank(db: Db, tenantId: number | null, courseType: number): Promise<number> {
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${coursePages.rank}), 0)::int` })
    .from(coursePages)
    .where(ofType(tenantId, courseType));
  return last;
}

export interface PageContent {
  nameIcelandic: string;
  nameEnglish: string;
  contentIcelandic: string;
  contentEnglish: string;
  rawContentIcelandic: string;
  rawContentEnglish: string;
}

export async function insertPage(db: Db, page: PageContent & { tenantId: number | null; courseType: number; rank: number }) {
  const [row] = await db.insert(coursePages).values(page).returning({ id: coursePages.id });
  return row.id;
}

export async function updatePageContent(db: Db, tenantId: number | null, id: number, content: PageContent, now: Date) {
  const rows = await db
    .update(coursePages)
    .set({ ...content, lastModificationTime: now })
    .where(and(inTenant(coursePages.tenantId, tenantId), eq(coursePages.id, id)))
    .returning({ id: coursePages.id });
  return rows.length > 0;
}

/** Removes a page and moves the pages after it up by one, so the ranks stay 1..n. */
export async function deletePageAndCloseGap(db: Db, tenantId: number | null, page: { id: number; courseType: number; rank: number }) {
  await db.delete(coursePages).where(eq(coursePages.id, page.id));
  await db
    .update(coursePages)
    .set({ rank: sql`${coursePages.rank} - 1` })
    .where(and(ofType(tenantId, page.courseType), gt(coursePages.rank, page.rank)));
}

export async function deletePagesOfType(db: Db, tenantId: number | null, courseType: number) {
  await db.delete(coursePages).where(ofType(tenantId, courseType));
}
