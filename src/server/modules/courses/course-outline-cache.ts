import type { Database } from '../../db/client';
import { notifiedCacheOf } from '../../kernel/notified-cache';
import { readCourseOutlines, type CourseOutline } from './progress.queries';

const forgetsOnCourses = (payload: string) => (payload === 'courses' ? 'all' : undefined);

/**
 * A tenant's courses and their pages in rank order, kept in memory until the database's `courses`
 * notification says a course or a page changed (migration 0014): every visit of a pilot's course
 * overview needs them, and editors change them a few times a year.
 */
export function courseOutlinesOf(database: Database, tenantId: number | null): Promise<ReadonlyMap<number, CourseOutline>> {
  const cache = notifiedCacheOf<number | null, ReadonlyMap<number, CourseOutline>>(database.pool, 'course-outlines', forgetsOnCourses, {
    lifetimeMs: 5 * 60_000,
    maxEntries: 10_000,
  });
  return cache.get(tenantId, () => readCourseOutlines(database.db, tenantId));
}
