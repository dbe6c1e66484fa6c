import { and, asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { coursePageReads, coursePages, courses, userCourses } from '../../db/schema';
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

/**
 * One reader's progress through a course type, and their `completionTime` brought in line with it,
 * in one statement: both from the same snapshot, so the completion cannot disagree with the
 * progress answered, and the pages are counted once for both. Set when the type has pages and every
 * one is read, cleared when one is unread; written only when it changes.
 */
export async function settleProgress(db: Db, tenantId: number | null, userId: number, courseType: number, now: Date): Promise<Progress> {
  const result = await db.execute<{ total_pages: number; read_pages: number; first_unread_rank: number | null }>(sql`
    with progress as (
      select count(*)::int as total_pages, count(r.page_id)::int as read_pages,
             min(${coursePages.rank}) filter (where r.page_id is null) as first_unread_rank
        from ${coursePages}
        left join course_page_reads r on r.page_id = ${coursePages.id} and r.user_id = ${userId}
       where ${coursePages.courseType} = ${courseType} and ${inTenant(coursePages.tenantId, tenantId)}
    ), finished as (
      select total_pages > 0 and first_unread_rank is null as done from progress
    ), settled as (
      update user_courses u
         set completion_time = case when f.done then coalesce(u.completion_time, ${now}) else null end
        from finished f
       where u.user_id = ${userId} and u.course_type = ${courseType} and (u.completion_time is null) = f.done
      returning 1
    )
    select total_pages, read_pages, first_unread_rank from progress`);
  const [row] = result.rows;
  return { totalPages: row.total_pages, readPages: row.read_pages, firstUnreadRank: row.first_unread_rank };
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
 * Only rows whose state changes are written. It settles every enrolment of the type, after a page
 * is added or deleted or the course changes; a reader's own page view settles theirs with
 * `settleProgress`.
 */
export async function settleCompletions(db: Db, tenantId: number | null, courseType: number, now: Date) {
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
        sql`("user_courses"."completion_time" is null) = ${allRead}`,
      ),
    );
}

/** Where one user stands in the courses, without the courses themselves (see `course-outline-cache.ts`). */
export interface ReaderStanding {
  /** The rank each enrolled course type was left at, by type. */
  lastPageRanks: Map<number, number>;
  /** Every page the user has opened, of any type. */
  readPageIds: Set<number>;
}

const readerStandingText = `
  select array(select page_id from course_page_reads where user_id = $1) as read_page_ids,
         array(select course_type from user_courses where user_id = $1 order by course_type) as course_types,
         array(select last_page_rank from user_courses where user_id = $1 order by course_type) as last_page_ranks`;

/**
 * The user's enrolments and opened pages in one named statement of three primary-key reads: with
 * the courses' outlines kept in memory, this is all a pilot's course overview asks the database.
 */
export async function readerStanding(pool: pg.Pool, userId: number): Promise<ReaderStanding> {
  const { rows } = await pool.query<{ read_page_ids: number[]; course_types: number[]; last_page_ranks: number[] }>({
    name: 'course-reader-standing',
    text: readerStandingText,
    values: [userId],
  });
  const [row] = rows;
  return {
    lastPageRanks: new Map(row.course_types.map((type, i) => [type, row.last_page_ranks[i]])),
    readPageIds: new Set(row.read_page_ids),
  };
}

/** A course type of a tenant as every reader sees it: the course, if one is written, and its pages in rank order. */
export interface CourseOutline {
  course: { name: string; nameEnglish: string; isActive: boolean } | null;
  pages: { id: number; rank: number }[];
}

/** Every course type's outline in the tenant (or the host, for null); a type with neither course nor pages is left out. */
export async function readCourseOutlines(db: Db, tenantId: number | null): Promise<Map<number, CourseOutline>> {
  const [courseRows, pageRows] = await Promise.all([
    db
      .select({ courseType: courses.courseType, name: courses.name, nameEnglish: courses.nameEnglish, isActive: courses.isActive })
      .from(courses)
      .where(inTenant(courses.tenantId, tenantId)),
    db
      .select({ id: coursePages.id, courseType: coursePages.courseType, rank: coursePages.rank })
      .from(coursePages)
      .where(inTenant(coursePages.tenantId, tenantId))
      .orderBy(asc(coursePages.courseType), asc(coursePages.rank), asc(coursePages.id)),
  ]);
  const outlines = new Map<number, CourseOutline>();
  const outlineOf = (type: number) => {
    let outline = outlines.get(type);
    if (!outline) outlines.set(type, (outline = { course: null, pages: [] }));
    return outline;
  };
  for (const { courseType, ...course } of courseRows) outlineOf(courseType).course = course;
  for (const { courseType, ...page } of pageRows) outlineOf(courseType).pages.push(page);
  return outlines;
}
