import type { CourseStatusDto } from '../../../shared/contracts/courses';
import { CoursePlatformRefusal, type CoursePlatform, type CoursePlatformPerson } from './course-platform';

/** What the portal needs of a Moodle site (docs/course-platform.md). */
export interface MoodleSettings {
  /** The site's address, e.g. `https://namskeid.example.is`. */
  url: string;
  /** A web service token of a user allowed the functions below. */
  token: string;
  /** The courses a new account is enrolled in, by the portal's course type (A1A3 = 1, A2 = 2). */
  courses: { courseType: number; courseId: number }[];
  /** The role the enrolment gives; 5 is Moodle's student. */
  roleId: number;
  /** The account's authentication method there: `manual` (Moodle mails a password) or e.g. `oauth2`. */
  auth: string;
}

export interface MoodleOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Params = Record<string, unknown>;

/** Moodle's array notation: `{ users: [{ username: 'a' }] }` is `users[0][username]=a`. */
export function moodleFormFields(params: Params): URLSearchParams {
  const form = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, i) => add(`${name}[${i}]`, item));
    else if (typeof value === 'object') for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
    else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [name, value] of Object.entries(params)) add(name, value);
  return form;
}

interface MoodleUser {
  id: number;
  username: string;
  email?: string;
}

interface MoodleCourse {
  id: number;
  fullname?: string;
  progress?: number | null;
  completed?: boolean;
}

/** The e-mail address, as Moodle's usernames must be: lower case, of `a-z 0-9 _ - . @`. */
export function moodleUsername(person: CoursePlatformPerson): string {
  return person.emailAddress
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.@-]/g, '_');
}

/**
 * The course platform as a Moodle site, through its web service REST protocol with a token. The
 * account is found before it is made (by username, then by e-mail), and the enrolment is made
 * every time, which Moodle takes as a no-op when it is there: so a call that failed half-way is
 * finished by the next one, and no second account is ever made.
 */
export function moodleCoursePlatform(settings: MoodleSettings, options: MoodleOptions = {}): CoursePlatform {
  const post = options.fetch ?? fetch;
  const endpoint = `${settings.url.replace(/\/+$/, '')}/webservice/rest/server.php`;

  async function callMoodle<T>(wsfunction: string, params: Params): Promise<T> {
    const body = moodleFormFields({ wstoken: settings.token, wsfunction, moodlewsrestformat: 'json', ...params });
    const response = await post(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`Moodle answered ${response.status} to ${wsfunction}`);
    const answer = (await response.json()) as unknown;
    // Moodle reports every failure with 200 and this body.
    if (answer && typeof answer === 'object' && 'exception' in answer) {
      const { errorcode, message } = answer as { errorcode?: unknown; message?: unknown };
      throw new CoursePlatformRefusal(String(errorcode ?? 'unknown'), String(message ?? ''));
    }
    return answer as T;
  }

  async function findUser(person: CoursePlatformPerson): Promise<MoodleUser | null> {
    for (const [field, value] of [
      ['username', moodleUsername(person)],
      ['email', person.emailAddress.trim()],
    ]) {
      const found = await callMoodle<MoodleUser[]>('core_user_get_users_by_field', { field, values: [value] });
      if (found.length) return found[0]!;
    }
    return null;
  }

  async function makeUser(person: CoursePlatformPerson): Promise<MoodleUser> {
    const [made] = await callMoodle<MoodleUser[]>('core_user_create_users', {
      users: [
        {
          username: moodleUsername(person),
          firstname: person.name,
          lastname: person.surname,
          email: person.emailAddress.trim(),
          auth: settings.auth,
          ...(settings.auth === 'manual' ? { createpassword: 1 } : {}),
          idnumber: String(person.userId),
          lang: person.language === 'en' ? 'en' : 'is',
        },
      ],
    });
    if (!made) throw new Error('Moodle made no account');
    return made;
  }

  return {
    name: 'moodle',
    async createUser(person) {
      const user = (await findUser(person)) ?? (await makeUser(person));
      if (settings.courses.length) {
        await callMoodle('enrol_manual_enrol_users', {
          enrolments: settings.courses.map((c) => ({ roleid: settings.roleId, userid: user.id, courseid: c.courseId })),
        });
      }
      return String(user.id);
    },
    async courseStatus(externalUserId) {
      if (!externalUserId) return null;
      const enrolled = await callMoodle<MoodleCourse[]>('core_enrol_get_users_courses', { userid: externalUserId });
      return settings.courses.flatMap(({ courseType, courseId }): CourseStatusDto[] => {
        const course = enrolled.find((c) => c.id === courseId);
        if (!course) return [];
        // Moodle tells progress as a percentage, not in pages: a hundred "pages" carry it.
        const progress = Math.max(0, Math.min(100, Math.round(course.progress ?? 0)));
        return [
          {
            courseType,
            courseName: course.fullname ?? null,
            courseNameEnglish: course.fullname ?? null,
            isActive: true,
            totalPages: 100,
            readPages: course.completed ? 100 : progress,
            isCompleted: course.completed ?? false,
            resumeRank: null,
          },
        ];
      });
    },
  };
}
