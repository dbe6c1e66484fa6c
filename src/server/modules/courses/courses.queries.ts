import { and, asc, count, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { CourseDto, GetCoursesInput } from '../../../shared/contracts/courses';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { containsPattern } from '../../db/like';

type CourseRow = typeof courses.$inferSelect & { pageCount: number };

/**
 * A course's pages are those of its type in its tenant. Written out in SQL with its table names:
 * Drizzle leaves columns unqualified in a one-table select, which would make the subquery compare
 * course_pages with itself.
 */
const pageCount = sql<number>`(select count(*) from course_pages p
  where p.course_type = "courses"."course_type" and p.tenant_id is not distinct from "courses"."tenant_id")::int`;

const courseColumns = { ...getTableColumns(courses), pageCount };

export const toCourseDto = (row: CourseRow): CourseDto => ({
  id: row.id,
  name: row.name,
  nameEnglish: row.nameEnglish,
  description: row.description,
  descriptionEnglish: row.descriptionEnglish,
  courseType: row.courseType,
  isActive: row.isActive,
  pageCount: row.pageCount,
  creationTime: row.creationTime.toISOString(),
});

export async function findCourse(db: Db, tenantId: number | null, id: number): Promise<CourseDto | undefined> {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(and(inTenant(courses.tenantId, tenantId), eq(courses.id, id)));
  return row && toCourseDto(row);
}

export async function findCourseOfType(db: Db, tenantId: number | null, courseType: number): Promise<CourseDto | undefined> {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(and(inTenant(courses.tenantId, tenantId), eq(courses.courseType, courseType)));
  return row && toCourseDto(row);
}

export async function findCourses(db: Db, tenantId: number | null, input: GetCoursesInput) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    inTenant(courses.tenantId, tenantId),
    input.courseType === undefined ? undefined : eq(courses.courseType, input.courseType),
    input.isActive === undefined ? undefined : eq(courses.isActive, input.isActive),
    pattern
      ? or(...[courses.name, courses.nameEnglish, courses.description, courses.descriptionEnglish].map((c) => ilike(c, pattern)))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .where(where)
      .orderBy(asc(courses.courseType), asc(courses.id))
      .limit(input.maxResultCount)
      .offset(input.skipCount),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { items: rows.map(toCourseDto), totalCount: total };
}

/** What an editor may change: the name and description in both languages. */
export interface CourseText {
  name: string;
  nameEnglish: string;
  description: string;
  descriptionEnglish: string;
}

export async function insertCourse(
  db: Db,
  course: CourseText & { tenantId: number | null; courseType: number; isActive: boolean },
): Promise<number> {
  const [row] = await db.insert(courses).values(course).returning({ id: courses.id });
  return row.id;
}

export async function updateCourseFields(db: Db, tenantId: number | null, id: number, fields: Partial<typeof courses.$inferInsert>) {
  const rows = await db
    .update(courses)
    .set(fields)
    .where(and(inTenant(courses.tenantId, tenantId), eq(courses.id, id)))
    .returning({ id: courses.id });
  return rows.length > 0;
}

/** Flips the active switch in one statement, so two toggles at once cannot both read the old value. */
export async function toggleCourseActive(db: Db, tenantId: number | null, id: number, now: Date) {
  const rows = await db
    .update(courses)
    .set({ isActive: sql`not ${courses.isActive}`, lastModificationTime: now })
    .where(and(inTenant(courses.tenantId, tenantId), eq(courses.id, id)))
    .returning({ id: courses.id });
  return rows.length > 0;
}

export async function deleteCourseRow(db: Db, id: number) {
  await db.delete(courses).where(eq(courses.id, id));
}
