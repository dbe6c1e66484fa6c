import type { CourseStatusDto, ShowPageDto, UserCourseDto } from '../../../shared/contracts/courses';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { courseOutlinesOf } from './course-outline-cache';
import { externalCourseStatus } from './course-platform.service';
import { coursesPolicy } from './courses.policy';
import { findCourseOfType } from './courses.queries';
import { findPageAtRank } from './pages.queries';
import {
  ensureUserCourse,
  noProgress,
  progressByType,
  progressOf,
  readerStanding,
  recordRead,
  settleProgress,
  userCoursesOf,
  type Progress,
  type UserCourseRow,
} from './progress.queries';

/** Course types a reader may follow (section 9). */
const courseTypes = [1, 2] as const;

const toUserCourseDto = (row: UserCourseRow, progress: Progress): UserCourseDto => ({
  id: row.id,
  courseType: row.courseType,
  startTime: row.startTime.toISOString(),
  completionTime: row.completionTime?.toISOString() ?? null,
  lastPageRank: row.lastPageRank,
  readPages: progress.readPages,
  totalPages: progress.totalPages,
});

/**
 * Page/GetShowPage: the page at `rank` for the caller. Showing it is reading it: the read is
 * recorded once, the enrolment made on first use and moved to this page, and the course marked
 * finished when nothing is left unread.
 */
export async function getShowPage(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { rank: number; courseType: number },
): Promise<ShowPageDto> {
  const actor = coursesPolicy.read(ctx);
  const now = deps.now();
  return withTransaction(deps.database.pool, async (tx) => {
    const page = await findPageAtRank(tx.db, ctx.tenantId, input.courseType, input.rank, actor.userId);
    if (!page) throw notFound();
    // A page deleted between finding and marking it is as good as never there.
    if (!(await recordRead(tx.db, actor.userId, page.id, now))) throw notFound();
    await ensureUserCourse(tx.db, {
      tenantId: ctx.tenantId,
      userId: actor.userId,
      courseType: input.courseType,
      now,
      lastPageRank: page.rank,
    });
    const progress = await settleProgress(tx.db, ctx.tenantId, actor.userId, input.courseType, now);
    return {
      ...page,
      isRead: true,
      totalPages: progress.totalPages,
      readPages: progress.readPages,
      previousRank: page.rank > 1 ? page.rank - 1 : null,
      nextRank: page.rank < progress.totalPages ? page.rank + 1 : null,
    };
  });
}

/**
 * Whether the course of the type stands between the caller and its exam no longer: true when
 * there is no such course, it is switched off, or the caller has opened every page of it.
 */
export async function isReadAllPageOfCourseActive(deps: ServiceDeps, ctx: RequestContext, courseType: number): Promise<boolean> {
  const actor = coursesPolicy.read(ctx);
  const { db } = deps.database;
  const course = await findCourseOfType(db, ctx.tenantId, courseType);
  if (!course?.isActive) return true;
  const progress = await progressOf(db, ctx.tenantId, actor.userId, courseType);
  return progress.firstUnreadRank === null;
}

/** UserCourse/Create: enrols the caller in a type (A1/A3 unless named); enrolling twice changes nothing. */
export async function createUserCourse(deps: ServiceDeps, ctx: RequestContext, courseType: number): Promise<UserCourseDto> {
  const actor = coursesPolicy.read(ctx);
  const { db } = deps.database;
  const row = await ensureUserCourse(db, { tenantId: ctx.tenantId, userId: actor.userId, courseType, now: deps.now() });
  return toUserCourseDto(row, await progressOf(db, ctx.tenantId, actor.userId, courseType));
}

export async function getUserCourses(deps: ServiceDeps, ctx: RequestContext): Promise<{ items: UserCourseDto[] }> {
  const actor = coursesPolicy.read(ctx);
  const { db } = deps.database;
  const [rows, progress] = await Promise.all([userCoursesOf(db, actor.userId), progressByType(db, ctx.tenantId, actor.userId)]);
  return { items: rows.map((row) => toUserCourseDto(row, progress.get(row.courseType) ?? noProgress)) };
}

/**
 * Pilot/GetCourseStatus: each course type as the caller stands in it, and where to pick it up,
 * read through the course platform adapter: the external platform's answer when one is in use,
 * else the portal's own courses.
 */
export async function getCourseStatus(deps: ServiceDeps, ctx: RequestContext): Promise<{ items: CourseStatusDto[] }> {
  const actor = coursesPolicy.read(ctx);
  return { items: await courseStatusOf(deps, ctx, actor.userId) };
}

/**
 * Each course type as a person of the request's tenant stands in it, as Pilot/GetCourseStatus
 * answers them. The caller decides who may see it; an external platform that cannot be asked
 * throws the 502 of {@link externalCourseStatus}.
 */
export async function courseStatusOf(deps: ServiceDeps, ctx: RequestContext, userId: number): Promise<CourseStatusDto[]> {
  const external = await externalCourseStatus(deps, ctx, userId);
  if (external) return external;
  const [outlines, standing] = await Promise.all([
    courseOutlinesOf(deps.database, ctx.tenantId),
    readerStanding(deps.database.pool, userId),
  ]);
  return courseTypes.map((courseType) => {
    const { course, pages } = outlines.get(courseType) ?? { course: null, pages: [] };
    const totalPages = pages.length;
    const readPages = pages.filter((p) => standing.readPageIds.has(p.id)).length;
    const firstUnreadRank = pages.find((p) => !standing.readPageIds.has(p.id))?.rank ?? null;
    const lastPageRank = standing.lastPageRanks.get(courseType);
    const lastRead = totalPages ? Math.min(lastPageRank ?? totalPages, totalPages) : null;
    return {
      courseType,
      courseName: course?.name ?? null,
      courseNameEnglish: course?.nameEnglish ?? null,
      isActive: course?.isActive ?? false,
      totalPages,
      readPages,
      isCompleted: totalPages > 0 && readPages === totalPages,
      resumeRank: firstUnreadRank ?? lastRead,
    } satisfies CourseStatusDto;
  });
}
