import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseStatusDto } from '../../../shared/contracts/courses';
import { Permission } from '../../../shared/permissions';
import type { CoursePlatform, CoursePlatformPerson } from '../../adapters/course-platform/course-platform';
import { moodleCoursePlatform } from '../../adapters/course-platform/moodle';
import { createTestApp, type TestApp } from '../../test/harness';
import { startFakeMoodle, type FakeMoodle } from '../../test/moodle';
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

describe('with a Moodle site', () => {
  let t: TestApp;
  let moodle: FakeMoodle;
  const token = 'moodle-token-42';
  const settings = () => ({ url: moodle.url, token, courses: [{ courseType: 1, courseId: 3 }], roleId: 5, auth: 'oauth2' });
  beforeAll(async () => {
    moodle = await startFakeMoodle({ token, courses: [{ id: 3, fullname: 'Drónanámskeið A1/A3' }] });
    t = await createTestApp({ coursePlatform: moodleCoursePlatform(settings()) });
  });
  afterAll(async () => {
    await t.close();
    await moodle.close();
  });

  const storedId = async (userId: number) =>
    (await t.database.pool.query(`select course_platform_user_id from pilots where user_id = $1`, [userId])).rows[0]
      .course_platform_user_id;

  it('makes the pilot’s account there, enrolled, keeps its id, and answers the same one after', async () => {
    const pilot = await person(t);
    const first = await t.call('POST', createUser, { token: pilot.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const made = moodle.users.find((u) => u.idnumber === String(pilot.id))!;
    expect(made).toMatchObject({ firstname: 'Jón', email: pilot.emailAddress, auth: 'oauth2', lang: 'is' });
    expect(first.body.result).toEqual({ platform: 'moodle', externalUserId: String(made.id), created: true });
    expect(moodle.enrolments).toContainEqual({ userid: made.id, courseid: 3, roleid: 5 });
    expect(await storedId(pilot.id)).toBe(String(made.id));

    const calls = moodle.calls.length;
    const again = await t.call('POST', createUser, { token: pilot.token });
    expect(again.body.result).toEqual({ platform: 'moodle', externalUserId: String(made.id), created: false });
    expect(moodle.calls).toHaveLength(calls);

    const pilotView = await t.call('GET', '/api/services/app/Pilot/GetFromUserId', { token: pilot.token, query: { userId: pilot.id } });
    expect(pilotView.body.result.moodleUserId).toBe(String(made.id));
  });

  it('says, in the reader’s language, that the platform refused a wrong token, and keeps nothing', async () => {
    const wrong = await createTestApp({ coursePlatform: moodleCoursePlatform({ ...settings(), token: 'not-the-token' }) });
    try {
      const pilot = await person(wrong);
      const users = moodle.users.length;
      const english = await wrong.call('POST', createUser, { token: pilot.token, language: 'en' });
      expect(english.status).toBe(502);
      expect(english.body.error?.message).toBe(
        'The course platform refused the request (invalidtoken). Contact the Icelandic Transport Authority; trying again will not help.',
      );
      const icelandic = await wrong.call('POST', createUser, { token: pilot.token, language: 'is' });
      expect(icelandic.body.error?.message).toMatch(/^Námskeiðsvefurinn hafnaði beiðninni \(invalidtoken\)/);
      expect(moodle.users).toHaveLength(users);
      const { rows } = await wrong.database.pool.query(`select course_platform_user_id from pilots where user_id = $1`, [pilot.id]);
      expect(rows[0].course_platform_user_id).toBeNull();
    } finally {
      await wrong.close();
    }
  });

  it('keeps no id when the enrolment fails, and the next call finishes the same account', async () => {
    const pilot = await person(t);
    moodle.failNext('enrol_manual_enrol_users', 'wsusercannotassign', 'You do not have the permission to assign this role.');
    const failed = await t.call('POST', createUser, { token: pilot.token, language: 'en' });
    expect(failed.status).toBe(502);
    expect(failed.body.error?.message).toContain('(wsusercannotassign)');
    expect(await storedId(pilot.id)).toBeNull();

    const creates = moodle.calls.filter((c) => c === 'core_user_create_users').length;
    const retried = await t.call('POST', createUser, { token: pilot.token });
    expect(retried.status).toBe(200);
    // The account made the first time is found, not made again, and now enrolled.
    expect(moodle.calls.filter((c) => c === 'core_user_create_users')).toHaveLength(creates);
    const made = moodle.users.filter((u) => u.idnumber === String(pilot.id));
    expect(made).toHaveLength(1);
    expect(moodle.enrolments).toContainEqual({ userid: made[0]!.id, courseid: 3, roleid: 5 });
    expect(await storedId(pilot.id)).toBe(String(made[0]!.id));
  });
});
