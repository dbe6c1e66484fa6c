import type { CourseStatusDto } from '../../../shared/contracts/courses';
import type { CoursePlatformUserResult } from '../../../shared/contracts/course-platform';
import { builtInCoursePlatform, CoursePlatformRefusal } from '../../adapters/course-platform/course-platform';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { AppError, notFound } from '../../kernel/errors';
import { changePilotRecord, findPilotRecord, findPilotView } from '../pilots';
import { coursesPolicy } from './courses.policy';

/**
 * The platform could not be asked: a 502, so the browser can offer to try again. One that answered
 * and refused (a wrong token, a missing course) is told apart: trying again will not help, and its
 * code tells the administrator what to set right.
 */
const platformUnavailable = (cause: unknown) =>
  Object.assign(
    cause instanceof CoursePlatformRefusal
      ? new AppError(502, 0, 'errors:coursePlatformRefused', { code: cause.code })
      : new AppError(502, 0, 'errors:coursePlatformUnavailable'),
    { cause },
  );

/**
 * Pilot/CreateUserOnCoursePlatform: the caller's account on the course platform, made once and
 * its id kept on their register record; asked again, the same account is answered. The built-in
 * courses need none.
 */
export async function createUserOnCoursePlatform(deps: ServiceDeps, ctx: RequestContext): Promise<CoursePlatformUserResult> {
  const actor = coursesPolicy.read(ctx);
  const platform = deps.coursePlatform;
  const view = await findPilotView(deps.database.db, ctx.tenantId, { userId: actor.userId });
  if (!view) throw notFound();
  if (view.pilot.coursePlatformUserId) return { platform: platform.name, externalUserId: view.pilot.coursePlatformUserId, created: false };
  let externalUserId: string | null;
  try {
    externalUserId = await platform.createUser({
      userId: actor.userId,
      name: view.user.name,
      surname: view.user.surname,
      emailAddress: view.mainEmail ?? view.user.emailAddress,
      idNumber: view.pilot.socialSecurityNumber,
      language: view.user.language,
    });
  } catch (error) {
    throw platformUnavailable(error);
  }
  if (externalUserId) await changePilotRecord(deps.database.db, view.pilot.id, { coursePlatformUserId: externalUserId }, deps.now());
  return { platform: platform.name, externalUserId, created: externalUserId !== null };
}

/** A person's standing on the external platform, or null when the portal's own courses answer. */
export async function externalCourseStatus(deps: ServiceDeps, ctx: RequestContext, userId: number): Promise<CourseStatusDto[] | null> {
  // The built-in courses answer from the portal's own pages: there is no account there to look up.
  if (deps.coursePlatform.name === builtInCoursePlatform.name) return null;
  const record = await findPilotRecord(deps.database.db, ctx.tenantId, { userId });
  try {
    return await deps.coursePlatform.courseStatus(record?.coursePlatformUserId ?? null);
  } catch (error) {
    throw platformUnavailable(error);
  }
}
