import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMoodle, type FakeMoodle } from '../../test/moodle';
import { CoursePlatformRefusal, type CoursePlatformPerson } from './course-platform';
import { moodleCoursePlatform, moodleFormFields, type MoodleSettings } from './moodle';

const token = 'ws-token-0123456789';
let moodle: FakeMoodle;
let settings: MoodleSettings;

beforeAll(async () => {
  moodle = await startFakeMoodle({
    token,
    courses: [
      { id: 7, fullname: 'Drónanámskeið A1/A3' },
      { id: 8, fullname: 'Drónanámskeið A2' },
    ],
  });
  settings = {
    url: `${moodle.url}/`,
    token,
    courses: [
      { courseType: 1, courseId: 7 },
      { courseType: 2, courseId: 8 },
    ],
    roleId: 5,
    auth: 'manual',
  };
});
afterAll(() => moodle.close());

let n = 0;
const someone = (fields: Partial<CoursePlatformPerson> = {}): CoursePlatformPerson => ({
  userId: 1000 + ++n,
  name: 'Seán',
  surname: 'O’Brien',
  emailAddress: `Sean.OBrien+${n}@Example.com`,
  idNumber: null,
  language: 'en',
  ...fields,
});

describe('Moodle’s array notation', () => {
  it('numbers the members of lists and names those of objects', () => {
    const form = moodleFormFields({ wsfunction: 'f', users: [{ username: 'a', createpassword: 1 }], values: ['x', 'y'] });
    expect([...form]).toEqual([
      ['wsfunction', 'f'],
      ['users[0][username]', 'a'],
      ['users[0][createpassword]', '1'],
      ['values[0]', 'x'],
      ['values[1]', 'y'],
    ]);
  });
});

describe('the Moodle course platform', () => {
  it('makes the account with the person’s details, enrols it in the courses and answers its id', async () => {
    const person = someone();
    const id = await moodleCoursePlatform(settings).createUser(person);
    const made = moodle.users.find((u) => String(u.id) === id);
    expect(made).toEqual({
      id: Number(id),
      username: `sean.obrien_${n}@example.com`,
      firstname: 'Seán',
      lastname: 'O’Brien',
      email: person.emailAddress,
      auth: 'manual',
      idnumber: String(person.userId),
      lang: 'en',
      createpassword: true,
    });
    expect(moodle.enrolments.filter((e) => e.userid === Number(id))).toEqual([
      { userid: Number(id), courseid: 7, roleid: 5 },
      { userid: Number(id), courseid: 8, roleid: 5 },
    ]);
  });

  it('finds the account the second time, and makes no other', async () => {
    const person = someone();
    const platform = moodleCoursePlatform(settings);
    const first = await platform.createUser(person);
    const before = moodle.calls.filter((c) => c === 'core_user_create_users').length;
    expect(await platform.createUser(person)).toBe(first);
    expect(moodle.calls.filter((c) => c === 'core_user_create_users').length).toBe(before);
    expect(moodle.users.filter((u) => u.email === person.emailAddress)).toHaveLength(1);
    expect(moodle.enrolments.filter((e) => e.userid === Number(first))).toHaveLength(2);
  });

  it('takes over an account someone made by hand with the same e-mail address', async () => {
    const person = someone({ language: 'is' });
    moodle.users.push({
      id: 5000 + n,
      username: `handmade${n}`,
      firstname: 'Seán',
      lastname: 'O’Brien',
      email: person.emailAddress.toLowerCase(),
      auth: 'oauth2',
      idnumber: '',
      lang: 'is',
      createpassword: false,
    });
    expect(await moodleCoursePlatform(settings).createUser(person)).toBe(String(5000 + n));
  });

  it('makes an account that signs in elsewhere without asking Moodle for a password', async () => {
    const id = await moodleCoursePlatform({ ...settings, auth: 'oauth2', courses: [] }).createUser(someone());
    expect(moodle.users.find((u) => String(u.id) === id)).toMatchObject({ auth: 'oauth2', createpassword: false });
    expect(moodle.enrolments.filter((e) => e.userid === Number(id))).toEqual([]);
  });

  it('throws Moodle’s refusal, with its error code, when the token is wrong', async () => {
    const error = await moodleCoursePlatform({ ...settings, token: 'not-the-token' })
      .createUser(someone())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoursePlatformRefusal);
    expect(error).toMatchObject({ code: 'invalidtoken' });
  });

  it('finishes on the next call an account whose enrolment failed, without a second account', async () => {
    const person = someone();
    const platform = moodleCoursePlatform(settings);
    moodle.failNext('enrol_manual_enrol_users', 'wsusercannotassign', 'You do not have the permission to assign this role.');
    await expect(platform.createUser(person)).rejects.toMatchObject({ code: 'wsusercannotassign' });
    const id = await platform.createUser(person);
    expect(moodle.users.filter((u) => u.email === person.emailAddress)).toHaveLength(1);
    expect(moodle.enrolments.filter((e) => e.userid === Number(id)).map((e) => e.courseid)).toEqual([7, 8]);
  });

  it('fails, and makes nothing, when Moodle cannot be reached', async () => {
    const count = moodle.users.length;
    await expect(moodleCoursePlatform({ ...settings, url: 'http://127.0.0.1:9' }).createUser(someone())).rejects.toThrow();
    expect(moodle.users).toHaveLength(count);
  });

  it('reads the standing in each enrolled course, and nothing for someone without an account', async () => {
    const platform = moodleCoursePlatform(settings);
    const id = await platform.createUser(someone());
    moodle.setProgress(Number(id), 7, { progress: 100, completed: true });
    moodle.setProgress(Number(id), 8, { progress: 42.4, completed: false });
    expect(await platform.courseStatus(id)).toEqual([
      expect.objectContaining({ courseType: 1, courseName: 'Drónanámskeið A1/A3', readPages: 100, totalPages: 100, isCompleted: true }),
      expect.objectContaining({ courseType: 2, readPages: 42, isCompleted: false }),
    ]);
    expect(await platform.courseStatus(null)).toBeNull();
  });
});
