import { and, asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { coursePageReads, coursePages, userCourses } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export type UserCourseRow = typeof userCourses.$inferSelect;

export interface Progress {
  totalPages: number;
  readPages: number;
  /** The first page by rank that the user has not opened; null when none is left. */
  firstUnreadRank: number | null;
}

export const noProgress: Progress = { totalPages: 0, readPages: 0, firstUnreadRank: null };

/** How far one user has read each course type of their tenant. */
export async function progressByType(db: Db, tenantId: number | null, userId: number): Promise<Map<number, Progress>> {
  const rows = await db
    .select({
      courseType: coursePages.courseType,
      totalPages: sql<number>`count(*)::int`,
      readPages: sql<number>`count(${coursePageReads.pageId})::int`,
      firstUnreadRank: sql<number | null>`min(${coursePages.rank}) filter (where ${coursePageReads.pageId} is null)`,
    })
    .from(coursePages)
    .leftJoin(coursePageReads, and(eq(coursePageReads.pageId, coursePages.id), eq(coursePageReads.userId, userId)))
    .where(inTenant(coursePages.tenantId, tenantId))
    .groupBy(coursePages.courseType);
  return new Map(rows.map(({ courseType, ...progress }) => [courseType, progress]));
}

export async function progressOf(db: Db, tenantId: number | null, userId: number, courseType: number): Promise<Progress> {
  return (await progressByType(db, tenantId, userId)).get(courseType) ?? noProgress;
}

const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown };
  return e?.code === '23503' || (e?.cause !== undefined && isForeignKeyViolation(e.cause));
};

/** What an exam start asks of the course of its type: whether it is active, and the first page the user has not opened. */
export interface CourseStanding {
  isActive: boolean;
  /** Null when none is left, or when the course is inactive (its pages need not be read). */
  firstUnreadRank: number | null;
}

/**
 * The course of a type and the user's place in it, as the text of a subquery to join laterally
 * (`left join lateral (…) course on true`), answering `is_active` and `first_unread_rank`: an exam
 * start reads it in the same statement as the rest of the candidate's standing, a thousand times
 * within seconds of a sitting. The arguments are SQL expressions for the user's id, the course
 * type and the tenant's id (null for the host's); `courses_type_key` is an index on
 * coalesce(tenant_id, 0), which the tenant's condition matches. An inactive course need not be
 * read, so its pages are not counted. No row when the tenant has no course of the type.
 */
export const courseStandingSql = (a: { userId: string; courseType: string; tenantId: string }) => `
      select c.is_active,
             case when c.is_active then (
               select min(p.rank) from course_pages p
                 left join course_page_reads r on r.page_id = p.id and r.user_id = ${a.userId}
                where p.course_type = ${a.courseType} and coalesce(p.tenant_id, 0) = coalesce(${a.tenantId}::int, 0) and r.page_id is null)
             end as first_unread_rank
        from courses c
       where coalesce(c.tenant_id, 0) = coalesce(${a.tenantId}::int, 0) and c.course_type = ${a.courseType}`;

/** Opening a page twice is one read. False when the page is gone (deleted since it was found). */
export async function recordRead(db: Db, userId: number, pageId: number, now: Date): Promise<boolean> {
  try {
    await db.insert(coursePageReads).values({ userId, pageId, readTime: now }).onConflictDoNothing();
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** The user's enrolment in a type, made on first use; `lastPageRank` moves only when given. */
export async function ensureUserCourse(
  db: Db,
  enrolment: { tenantId: number | null; userId: number; courseType: number; now: Date; lastPageRank?: number },
): Promise<UserCourseRow> {
  const values = { tenantId: enrolment.tenantId, userId: enrolment.userId, courseType: enrolment.courseType, startTime: enrolment.now };
  const target = [userCourses.userId, userCourses.courseType];
  const [row] =
    enrolment.lastPageRank === undefined
      ? await db.insert(userCourses).values(values).onConflictDoNothing({ target }).returning()
      : await db
          .insert(userCourses)
          .values({ ...values, lastPageRank: enrolment.lastPageRank })
          .onConflictDoUpdate({ target, set: { lastPageRank: enrolment.lastPageRank } })
          .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(userCourses)
    .where(and(eq(userCourses.userId, enrolment.userId), eq(userCourses.courseType, enrolment.courseType)));
  return existing;
}

export async function userCoursesOf(db: Db, userId: number): Promise<UserCourseRow[]> {
  return db.select().from(userCourses).where(eq(userCourses.userId, userId)).orderBy(asc(userCourses.courseType));
}

/**
 * Brings `completionTime` in line with the pages: set when the type has pages and the user has
 * read them all, cleared when a page was added that they have not read (or no page is left).
 * Only rows whose state changes are written.
 * Without `userId` it settles every enrolment of the type (after a page is added or deleted).
 */
export async function settleCompletions(db: Db, tenantId: number | null, courseType: number, now: Date, userId?: number) {
  // Plain SQL with full names: Drizzle leaves columns unqualified, which would confuse the subqueries.
  const pageOfType = sql`p.tenant_id is not distinct from "user_courses"."tenant_id" and p.course_type = "user_courses"."course_type"`;
  const allRead = sql`(exists (select 1 from course_pages p where ${pageOfType}) and not exists (select 1 from course_pages p where ${pageOfType}
    and not exists (select 1 from course_page_reads r where r.page_id = p.id and r.user_id = "user_courses"."user_id")))`;
  await db
    .update(userCourses)
    .set({ completionTime: sql`case when ${allRead} then coalesce("user_courses"."completion_time", ${now}) else null end` })
    .where(
      and(
        inTenant(userCourses.tenantId, tenantId),
        eq(userCourses.courseType, courseType),
        userId === undefined ? undefined : eq(userCourses.userId, userId),
        sql`("user_courses"."completion_time" is null) = ${allRead}`,
      ),
    );
}

/** One course type as `Pilot/GetCourseStatus` shows it: the course, the enrolment and the progress. */
export interface CourseStatusRow extends Progress {
  courseType: number;
  courseName: string | null;
  courseNameEnglish: string | null;
  isActive: boolean;
  lastPageRank: number | null;
}

/** `tenant_id` of the caller's tenant: `$3`, or null for the host's. */
const tenantIs = (column: string, host: boolean) => (host ? `${column} is null` : `${column} = $3`);

const courseStatusText = (host: boolean) => `
  select t.course_type, c.name as course_name, c.name_english as course_name_english, coalesce(c.is_active, false) as is_active,
         uc.last_page_rank, p.total_pages, p.read_pages, p.first_unread_rank
    from unnest($2::int[]) with ordinality as t(course_type, position)
    left join courses c on c.course_type = t.course_type and ${tenantIs('c.tenant_id', host)}
    left join user_courses uc on uc.user_id = $1 and uc.course_type = t.course_type
    cross join lateral (
      select count(*)::int as total_pages, count(r.page_id)::int as read_pages,
             min(cp.rank) filter (where r.page_id is null) as first_unread_rank
        from course_pages cp
        left join course_page_reads r on r.page_id = cp.id and r.user_id = $1
       where cp.course_type = t.course_type and ${tenantIs('cp.tenant_id', host)}
    ) p
   order by t.position`;
const courseStatusStatements = { host: courseStatusText(true), tenant: courseStatusText(false) };

/**
 * The course of each type (one per tenant and type, `courses_type_key`) with the user's enrolment
 * and progress in it, in one named statement: every page load of a pilot's course overview asks
 * for it, and it was six round trips, each planned anew.
 */
export async function courseStatusRows(
  pool: pg.Pool,
  tenantId: number | null,
  userId: number,
  courseTypes: readonly number[],
): Promise<CourseStatusRow[]> {
  const host = tenantId === null;
  const { rows } = await pool.query<{
    course_type: number;
    course_name: string | null;
    course_name_english: string | null;
    is_active: boolean;
    last_page_rank: number | null;
    total_pages: number;
    read_pages: number;
    first_unread_rank: number | null;
  }>({
    name: host ? 'course-status-host' : 'course-status-tenant',
    text: host ? courseStatusStatements.host : courseStatusStatements.tenant,
    values: host ? [userId, courseTypes] : [userId, courseTypes, tenantId],
  });
  return rows.map((r) => ({
    courseType: r.course_type,
    courseName: r.course_name,
    courseNameEnglish: r.course_name_english,
    isActive: r.is_active,
    lastPageRank: r.last_page_rank,
    totalPages: r.total_pages,
    readPages: r.read_pages,
    firstUnreadRank: r.first_unread_rank,
  }));
}
