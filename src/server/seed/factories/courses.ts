import { and, eq, sql } from 'drizzle-orm';
import { plainText, sanitizeRichText } from '../../kernel/html';
import type { Db } from '../../db/client';
import { coursePages, courses } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

export interface NewCourse {
  tenantId: number | null;
  courseType: number;
  name: string;
  nameEnglish?: string;
  description?: string;
  descriptionEnglish?: string;
  isActive?: boolean;
}

export async function insertCourse(db: Db, course: NewCourse): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({ ...course, description: course.description ?? '', isActive: course.isActive ?? true })
    .returning({ id: courses.id });
  return row.id;
}

export interface NewCoursePage {
  tenantId: number | null;
  courseType: number;
  nameIcelandic: string;
  nameEnglish: string;
  contentIcelandic: string;
  contentEnglish: string;
}

/** Adds a page after the last page of its course type; content is sanitized and copied as plain text. */
export async function appendCoursePage(db: Db, page: NewCoursePage): Promise<{ id: number; rank: number }> {
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${coursePages.rank}), 0)::int` })
    .from(coursePages)
    .where(and(inTenant(coursePages.tenantId, page.tenantId), eq(coursePages.courseType, page.courseType)));
  const contentIcelandic = sanitizeRichText(page.contentIcelandic);
  const contentEnglish = sanitizeRichText(page.contentEnglish);
  const [row] = await db
    .insert(coursePages)
    .values({
      ...page,
      rank: last + 1,
      contentIcelandic,
      contentEnglish,
      rawContentIcelandic: plainText(contentIcelandic),
      rawContentEnglish: plainText(contentEnglish),
    })
    .returning({ id: coursePages.id, rank: coursePages.rank });
  return row;
}
