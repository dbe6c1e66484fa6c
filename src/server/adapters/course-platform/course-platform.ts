import type { CourseStatusDto } from '../../../shared/contracts/courses';

/** Who the platform's account is for, as the portal knows them. */
export interface CoursePlatformPerson {
  userId: number;
  name: string;
  surname: string;
  emailAddress: string;
  /** The kennitala, when the person has one. */
  idNumber: string | null;
  language: string;
}

/**
 * The external course platform pilots may be sent to after login (requirements §1 and §11
 * names it among the adapters with an offline default). The offline default is the portal's own
 * courses: no account to make, and the course status read from the portal's own pages.
 */
export interface CoursePlatform {
  /** `builtIn`, or the platform's name. */
  name: string;
  /** Makes the person's account on the platform and answers its id there; null on the built-in courses. */
  createUser(person: CoursePlatformPerson): Promise<string | null>;
  /**
   * The person's standing in each course on the platform, by their id there; null when the
   * portal's own courses answer instead (the built-in default, or a person without an account).
   */
  courseStatus(externalUserId: string | null): Promise<CourseStatusDto[] | null>;
}

export const builtInCoursePlatform: CoursePlatform = {
  name: 'builtIn',
  createUser: async () => null,
  courseStatus: async () => null,
};

/**
 * The platform answered, and refused: a wrong token, a function the token may not call, a course
 * that is not there. Trying again changes nothing, so it is told apart from a platform that could
 * not be reached; `code` is the platform's own name for the refusal.
 */
export class CoursePlatformRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`course platform refused: ${code}: ${message}`);
  }
}
