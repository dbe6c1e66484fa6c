import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseStatusDto } from '../../../shared/contracts/courses';
import { Permission } from '../../../shared/permissions';
import type { CoursePlatform, CoursePlatformPerson } from '../../course-platform/course-platform';
import { createTestApp, type TestApp } from '../../test/harness';
import { person } from '../organizations/organizations.test-support';

const createUser = '/api/services/app/Pilot/CreateUserOnCoursePlatform';
const courseStatus = '/api/services/app/Pilot/GetCourseStatus';

/** A platform in this process, as an adapter to a real one would answer: accounts by id, a status per account. */
function platformInMemory() {
  const made: CoursePlatformPerson[] = [];
  let down = false;
  const platform: CoursePlatform = {
    name: 'test-platform',
    async createUser(who) {
      if (down) throw new Error('connect ECONNREFUSED');
      made.push(who);
      return `ext-${made.length}`;
    },
    async courseStatus(externalUserId) {
      if (down) throw new Error('connect ECONNREFUSED');
      if (!externalUserId) return null;
      const status: CourseStatusDto = {
        courseType: 1,
        courseName: 'Drónanámskeið A1/A3',
        courseNameEnglish: 'Drone course A1/A3',
        isActive: true,
        totalPages: 12,
        readPages: 12,
        isCompleted: true,
        resumeRank: 12,
      };
      return [status];
    },
  };
  return { platform, made, setDown: (value: boolean) => (down = value) };
}

describe('with the built-in courses (the offline default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs no account on a platform, and answers the course status from the portal’s own courses', async () => {
    const pilot = await person(t);
    const made = await t.call('POST', createUser, { token: pilot.token });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result).toEqual({ platform: 'builtIn', externalUserId: null, created: false });
    const status = await t.call('GET', courseStatus, { token: pilot.token });
    expect(status.body.result.items.map((s: CourseStatusDto) => s.courseType)).toEqual([1, 2]);
  });

  it('asks for a session (401), and answers 404 to a user with no register record', async () => {
    expect((await t.call('POST', createUser)).status).toBe(401);
    const administrator = await t.userWith([Permission.Users]);
    expect((await t.call('POST', createUser, { token: administrator.token })).status).toBe(404);
  });
});

describe('with an external course platform', () => {
  let t: TestApp;
  const external = platformInMemory();
  beforeAll(async () => {
    t = await createTestApp({ coursePlatform: external.platform });
  });
  afterAll(() => t.close());

  it('makes the caller’s account there once, with their details, and reads the course status from it', async () => {
    const pilot = await person(t);
    const first = await t.call('POST', createUser, { token: pilot.token });
    expect(first.body.result).toEqual({ platform: 'test-platform', externalUserId: 'ext-1', created: true });
    expect(external.made).toEqual([
      {
        userId: pilot.id,
        name: 'Jón',
        surname: expect.stringMatching(/^Flugsson/),
        emailAddress: pilot.emailAddress,
        idNumber: pilot.idNumber,
        language: 'is',
      },
    ]);
    const again = await t.call('POST', createUser, { token: pilot.token });
    expect(again.body.result).toEqual({ platform: 'test-platform', externalUserId: 'ext-1', created: false });
    expect(external.made).toHaveLength(1);

    const status = await t.call('GET', courseStatus, { token: pilot.token });
    expect(status.body.result.items).toEqual([
      expect.objectContaining({ courseType: 1, isCompleted: true, courseName: 'Drónanámskeið A1/A3' }),
    ]);

    // Someone without an account there is answered from the portal's own courses.
    const other = await person(t);
    const own = await t.call('GET', courseStatus, { token: other.token });
    expect(own.body.result.items.map((s: CourseStatusDto) => s.courseType)).toEqual([1, 2]);
  });

  it('answers 502 while the platform cannot be reached, and keeps nothing', async () => {
    const pilot = await person(t);
    external.setDown(true);
    try {
      const reply = await t.call('POST', createUser, { token: pilot.token, language: 'en' });
      expect(reply.status).toBe(502);
      expect(reply.body.error?.message).toBe('The course platform could not be reached. Try again in a moment.');
      expect((await t.call('GET', courseStatus, { token: pilot.token })).status).toBe(502);
    } finally {
      external.setDown(false);
    }
    const { rows } = await t.database.pool.query(`select course_platform_user_id from pilots where user_id = $1`, [pilot.id]);
    expect(rows[0].course_platform_user_id).toBeNull();
  });
});
