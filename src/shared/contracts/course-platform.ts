import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The external course platform a pilot may be sent to after login (section 1): an account is
 * made for the caller there. With no platform configured the built-in courses stand in, which
 * need no account; Pilot/GetCourseStatus reads whichever is in use (docs/id-login.md).
 */
export const coursePlatformUserResult = z.object({
  /** `builtIn` for the portal's own courses, else the external platform's name. */
  platform: z.string(),
  /** The caller's id on the external platform; null with the built-in courses. */
  externalUserId: z.string().nullable(),
  /** False when the account was there already (the call may be made again). */
  created: z.boolean(),
});
export type CoursePlatformUserResult = z.infer<typeof coursePlatformUserResult>;

export const coursePlatformEndpoints = {
  createUserOnCoursePlatform: endpoint({ service: 'Pilot', method: 'CreateUserOnCoursePlatform', result: coursePlatformUserResult }),
};
