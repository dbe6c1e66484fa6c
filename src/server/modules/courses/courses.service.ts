import type { CourseDto, CreateCourseInput, GetCoursesInput, UpdateCourseInput } from '../../../shared/contracts/courses';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, isUniqueViolation, notFound } from '../../kernel/errors';
import { coursesPolicy } from './courses.policy';
import {
  deleteCourseRow,
  findCourse,
  findCourseOfType,
  findCourses,
  insertCourse,
  toggleCourseActive,
  updateCourseFields,
} from './courses.queries';
import { deletePagesOfType, lockCourseType } from './pages.queries';
import { settleCompletions } from './progress.queries';

export const courseTypeName = (courseType: number) => (courseType === 2 ? 'A2' : 'A1/A3');

const duplicateCourse = (courseType: number) => duplicate('errors:duplicateCourse', { courseType: courseTypeName(courseType) });

export async function createCourse(deps: ServiceDeps, ctx: RequestContext, input: CreateCourseInput): Promise<CourseDto> {
  coursesPolicy.author(ctx);
  const { db } = deps.database;
  if (await findCourseOfType(db, ctx.tenantId, input.courseType)) throw duplicateCourse(input.courseType);
  let id: number;
  try {
    id = await insertCourse(db, { tenantId: ctx.tenantId, ...input });
  } catch (error) {
    // Two creates of the same type at once: the unique index decides, the loser hears 450.
    if (isUniqueViolation(error, 'courses_type_key')) throw duplicateCourse(input.courseType);
    throw error;
  }
  return (await findCourse(db, ctx.tenantId, id))!;
}

export async function updateCourse(deps: ServiceDeps, ctx: RequestContext, input: UpdateCourseInput): Promise<CourseDto> {
  coursesPolicy.author(ctx);
  const { db } = deps.database;
  const { id, ...text } = input;
  if (!(await updateCourseFields(db, ctx.tenantId, id, { ...text, lastModificationTime: deps.now() }))) throw notFound();
  return (await findCourse(db, ctx.tenantId, id))!;
}

/** Course/UpdateStatus: switches the course on or off; an inactive course does not hold back the exam. */
export async function toggleCourseStatus(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<CourseDto> {
  coursesPolicy.author(ctx);
  const { db } = deps.database;
  if (!(await toggleCourseActive(db, ctx.tenantId, id, deps.now()))) throw notFound();
  return (await findCourse(db, ctx.tenantId, id))!;
}

/** The course goes with the pages of its type (and their read marks), all or nothing; enrolments stay as history. */
export async function deleteCourse(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  coursesPolicy.author(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const course = await findCourse(tx.db, ctx.tenantId, id);
    if (!course) throw notFound();
    await lockCourseType(tx, ctx.tenantId, course.courseType);
    await deletePagesOfType(tx.db, ctx.tenantId, course.courseType);
    await deleteCourseRow(tx.db, id);
    await settleCompletions(tx.db, ctx.tenantId, course.courseType, deps.now());
  });
  return null;
}

export async function getCourse(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<CourseDto> {
  coursesPolicy.read(ctx);
  const course = await findCourse(deps.database.db, ctx.tenantId, id);
  if (!course) throw notFound();
  return course;
}

export async function getCourses(deps: ServiceDeps, ctx: RequestContext, input: GetCoursesInput) {
  coursesPolicy.read(ctx);
  return findCourses(deps.database.db, ctx.tenantId, input);
}
