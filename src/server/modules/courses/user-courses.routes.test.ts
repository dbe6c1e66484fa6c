import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseStatusDto, PageDto, UserCourseDto } from '../../../shared/contracts/courses';
import { coursePageReads, userCourses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { watchStatements } from '../../test/statements';
import { courseApi, courseTenant, createCourse, createPage, membersOf, pageApi } from './courses.test-support';
import { recordRead } from './progress.queries';

let t: TestApp;
let a: Awaited<ReturnType<typeof courseTenant>>;
let b: Awaited<ReturnType<typeof courseTenant>>;
let pagesA: PageDto[];

const show = (token: string, query: Record<string, string | number>) => t.call('GET', `${pageApi}/GetShowPage`, { token, query });
const isReadAll = async (token: string, courseType?: number) => {
  const res = await t.call('GET', `${pageApi}/IsReadAllPageOfCourseActive`, { token, query: courseType ? { courseType } : undefined });
  expect(res.status).toBe(200);
  return res.body.result as boolean;
};
const statusOf = async (token: string, courseType = 1) => {
  const res = await t.call('GET', '/api/services/app/Pilot/GetCourseStatus', { token });
  expect(res.status).toBe(200);
  return (res.body.result.items as CourseStatusDto[]).find((s) => s.courseType === courseType)!;
};
const enrolment = async (userId: number, courseType = 1) =>
  (
    await t.database.db
      .select()
      .from(userCourses)
      .where(and(eq(userCourses.userId, userId), eq(userCourses.courseType, courseType)))
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  a = await courseTenant(t);
  b = await courseTenant(t);
  await createCourse(t, a.editor, { name: 'Opinn flokkur' });
  pagesA = [await createPage(t, a.editor), await createPage(t, a.editor), await createPage(t, a.editor)];
});
afterAll(() => t.close());

describe('a pilot reads a course to the end', () => {
  it('reads page by page, finishes, and must read a page added later', async () => {
    const { editor, reader, readerId, tenantId } = await courseTenant(t);
    const course = await createCourse(t, editor, { name: 'Grunnnámskeið', nameEnglish: 'Basic course' });
    const pages = [await createPage(t, editor), await createPage(t, editor), await createPage(t, editor)];

    expect(await isReadAll(reader)).toBe(false);
    expect(await statusOf(reader)).toEqual({
      courseType: 1,
      courseName: 'Grunnnámskeið',
      courseNameEnglish: 'Basic course',
      isActive: true,
      totalPages: 3,
      readPages: 0,
      isCompleted: false,
      resumeRank: 1,
    });

    const first = await show(reader, { rank: 1, courseType: 1 });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ ...pages[0], isRead: true, totalPages: 3, readPages: 1, previousRank: null, nextRank: 2 });
    expect(await enrolment(readerId)).toMatchObject({ lastPageRank: 1, completionTime: null, startTime: expect.any(Date) });
    expect((await statusOf(reader)).resumeRank).toBe(2);

    // Jumping ahead leaves the skipped page to resume at; reading a page again counts once.
    expect((await show(reader, { Rank: 3, CourseType: 1 })).body.result).toMatchObject({
      id: pages[2].id,
      readPages: 2,
      previousRank: 2,
      nextRank: null,
    });
    expect((await show(reader, { rank: 3 })).body.result.readPages).toBe(2);
    expect(await t.database.db.select().from(coursePageReads).where(eq(coursePageReads.userId, readerId))).toHaveLength(2);
    expect(await statusOf(reader)).toMatchObject({ readPages: 2, isCompleted: false, resumeRank: 2 });
    expect(await isReadAll(reader, 1)).toBe(false);

    expect((await show(reader, { rank: 2 })).body.result).toMatchObject({ readPages: 3, totalPages: 3, previousRank: 1, nextRank: 3 });
    expect(await isReadAll(reader)).toBe(true);
    const finished = await enrolment(readerId);
    expect(finished).toMatchObject({ lastPageRank: 2, completionTime: expect.any(Date) });
    expect(await statusOf(reader)).toMatchObject({ readPages: 3, isCompleted: true, resumeRank: 2 });

    // A new page must be read too: the course is unfinished until it is.
    const added = await createPage(t, editor);
    expect(await isReadAll(reader)).toBe(false);
    expect((await enrolment(readerId)).completionTime).toBeNull();
    expect(await statusOf(reader)).toMatchObject({ totalPages: 4, readPages: 3, isCompleted: false, resumeRank: 4 });
    expect((await show(reader, { rank: 4 })).body.result).toMatchObject({ id: added.id, readPages: 4, totalPages: 4 });
    expect(await isReadAll(reader)).toBe(true);
    expect((await enrolment(readerId)).completionTime).toBeInstanceOf(Date);

    // Switched off, the course holds back nobody, not even someone who has read nothing.
    const newcomer = (await t.userWith([], { tenantId })).token;
    expect(await isReadAll(newcomer)).toBe(false);
    await t.call('PUT', `${courseApi}/UpdateStatus/${course.id}`, { token: editor });
    expect(await isReadAll(newcomer)).toBe(true);
    expect(await statusOf(newcomer)).toMatchObject({ isActive: false, isCompleted: false, resumeRank: 1 });
  });

  it('finishes a reader when the only page they had not read is deleted', async () => {
    const { editor, reader, readerId } = await courseTenant(t);
    await createCourse(t, editor);
    await createPage(t, editor);
    const unread = await createPage(t, editor);
    await show(reader, { rank: 1 });
    expect((await enrolment(readerId)).completionTime).toBeNull();
    await t.call('DELETE', `${pageApi}/Delete/${unread.id}`, { token: editor });
    expect((await enrolment(readerId)).completionTime).toBeInstanceOf(Date);
    expect(await isReadAll(reader)).toBe(true);
  });

  it('clears a finish the pages no longer bear out when the reader opens a page, and leaves other readers alone', async () => {
    const { tenantId, editor, reader, readerId } = await courseTenant(t);
    const other = await t.userWith([], { tenantId });
    await createCourse(t, editor);
    await createPage(t, editor);
    await createPage(t, editor);
    await show(reader, { rank: 1 });
    await show(other.token, { rank: 1 });
    // A finish written by hand, or by an earlier version, with a page still unread.
    await t.database.pool.query(`update user_courses set completion_time = now() where user_id = any($1)`, [[readerId, other.id]]);
    expect((await show(reader, { rank: 1 })).body.result).toMatchObject({ readPages: 1, totalPages: 2 });
    expect((await enrolment(readerId)).completionTime).toBeNull();
    expect((await enrolment(other.id)).completionTime).toBeInstanceOf(Date);
  });

  it('answers true when the tenant has no course of the type', async () => {
    expect(await isReadAll(a.reader, 2)).toBe(true);
    const { editor, reader } = await courseTenant(t);
    await createPage(t, editor);
    expect(await isReadAll(reader)).toBe(true);
    expect(await statusOf(reader)).toMatchObject({
      courseName: null,
      courseNameEnglish: null,
      isActive: false,
      totalPages: 1,
      readPages: 0,
      resumeRank: 1,
    });
  });
});

describe('Page/GetShowPage', () => {
  it('answers 404 for a rank without a page, in the caller’s tenant only', async () => {
    expect((await show(a.reader, { rank: 4 })).status).toBe(404);
    expect((await show(a.reader, { rank: 1, courseType: 2 })).status).toBe(404);
    expect((await show(b.reader, { rank: 1 })).status).toBe(404);
    expect((await show(await t.loginAsAdmin(), { rank: 1 })).body.result?.id).not.toBe(pagesA[0].id);
  });

  it('counts a page deleted while it was being opened as not there', async () => {
    expect(await recordRead(t.database.db, a.readerId, 2_147_483_000, new Date())).toBe(false);
    expect(await recordRead(t.database.db, a.readerId, pagesA[0].id, new Date())).toBe(true);
    await t.database.db.delete(coursePageReads).where(eq(coursePageReads.userId, a.readerId));
  });

  it('answers 400 for rank 0, an unknown type or a missing rank, and 401', async () => {
    expect(membersOf((await show(a.reader, { rank: 0 })).body)).toEqual(['rank']);
    expect(membersOf((await show(a.reader, { rank: 1, courseType: 3 })).body)).toEqual(['courseType']);
    expect(membersOf((await show(a.reader, { courseType: 1 })).body)).toEqual(['rank']);
    expect((await t.call('GET', `${pageApi}/GetShowPage`, { query: { rank: 1 } })).status).toBe(401);
  });
});

describe('Page/IsReadAllPageOfCourseActive', () => {
  it('answers 400 for an unknown type and 401', async () => {
    const bad = await t.call('GET', `${pageApi}/IsReadAllPageOfCourseActive`, { token: a.reader, query: { courseType: 3 } });
    expect(membersOf(bad.body)).toEqual(['courseType']);
    expect((await t.call('GET', `${pageApi}/IsReadAllPageOfCourseActive`)).status).toBe(401);
  });
});

describe('Page/GetAllMinified', () => {
  it('answers the table of contents with the caller’s read marks, A1/A3 unless told', async () => {
    const reader = await t.userWith([], { tenantId: a.tenantId });
    await show(reader.token, { rank: 2 });
    const res = await t.call('GET', `${pageApi}/GetAllMinified`, { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.result.items).toEqual(
      pagesA.map(({ id, courseType, rank, nameIcelandic, nameEnglish, lastModificationTime }) => ({
        id,
        courseType,
        rank,
        nameIcelandic,
        nameEnglish,
        isRead: rank === 2,
        lastModificationTime,
      })),
    );
    expect((await t.call('GET', `${pageApi}/GetAllMinified`, { token: reader.token, query: { Type: 2 } })).body.result.items).toEqual([]);
    const other = await t.call('GET', `${pageApi}/GetAllMinified`, { token: a.reader, query: { type: 1 } });
    expect(other.body.result.items.map((p: { isRead: boolean }) => p.isRead)).not.toContain(true);
  });

  it('answers 400 for an unknown type, 401, and nothing of another tenant', async () => {
    expect(membersOf((await t.call('GET', `${pageApi}/GetAllMinified`, { token: a.reader, query: { type: 9 } })).body)).toEqual(['type']);
    expect((await t.call('GET', `${pageApi}/GetAllMinified`)).status).toBe(401);
    expect((await t.call('GET', `${pageApi}/GetAllMinified`, { token: b.reader })).body.result.items).toEqual([]);
  });
});

describe('UserCourse/Create and UserCourse/getUserCourse', () => {
  it('enrols the caller in A1/A3 on an empty body, once, and in A2 when named', async () => {
    const reader = await t.userWith([], { tenantId: a.tenantId });
    const empty = await t.call('POST', '/api/services/app/UserCourse/Create', { token: reader.token });
    expect(empty.status).toBe(200);
    expect(empty.body.result).toEqual({
      id: expect.any(Number),
      courseType: 1,
      startTime: expect.any(String),
      completionTime: null,
      lastPageRank: 1,
      readPages: 0,
      totalPages: 3,
    });
    const again = await t.call('POST', '/api/services/app/UserCourse/Create', { token: reader.token, body: {} });
    expect(again.body.result).toEqual(empty.body.result);
    const nullBody = await t.call('POST', '/api/services/app/UserCourse/Create', {
      token: reader.token,
      body: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nullBody.body.result).toEqual(empty.body.result);
    const a2 = await t.call('POST', '/api/services/app/UserCourse/Create', { token: reader.token, body: { courseType: 2 } });
    expect(a2.body.result).toMatchObject({ courseType: 2, totalPages: 0 });
    expect(await enrolment(reader.id)).toMatchObject({ tenantId: a.tenantId, userId: reader.id });

    await show(reader.token, { rank: 3 });
    const list = await t.call('GET', '/api/services/app/UserCourse/getUserCourse', { token: reader.token });
    expect(list.status).toBe(200);
    expect(list.body.result.items).toEqual([
      { ...empty.body.result, lastPageRank: 3, readPages: 1 },
      a2.body.result,
    ] satisfies UserCourseDto[]);
    expect((await t.call('GET', '/api/services/app/UserCourse/GetUserCourse', { token: b.reader })).body.result.items).toEqual([]);
  });

  it('answers 400 for an unknown type and 401', async () => {
    const bad = await t.call('POST', '/api/services/app/UserCourse/Create', { token: a.reader, body: { courseType: 3 } });
    expect(bad.status).toBe(400);
    expect(membersOf(bad.body)).toEqual(['courseType']);
    expect((await t.call('POST', '/api/services/app/UserCourse/Create')).status).toBe(401);
    expect((await t.call('GET', '/api/services/app/UserCourse/getUserCourse')).status).toBe(401);
  });
});

describe('Pilot/GetCourseStatus', () => {
  it('answers both course types for the caller', async () => {
    const res = await t.call('GET', '/api/services/app/Pilot/GetCourseStatus', { token: a.reader });
    expect(res.body.result.items).toEqual([
      {
        courseType: 1,
        courseName: 'Opinn flokkur',
        courseNameEnglish: '',
        isActive: true,
        totalPages: 3,
        readPages: 0,
        isCompleted: false,
        resumeRank: 1,
      },
      {
        courseType: 2,
        courseName: null,
        courseNameEnglish: null,
        isActive: false,
        totalPages: 0,
        readPages: 0,
        isCompleted: false,
        resumeRank: null,
      },
    ]);
  });

  it('answers 401', async () => {
    expect((await t.call('GET', '/api/services/app/Pilot/GetCourseStatus')).status).toBe(401);
  });

  it('asks the database one statement, the reader’s own standing, once the courses are kept', async () => {
    const statementsOf = watchStatements(t.database.pool);
    await statusOf(a.reader);
    expect(await statementsOf(() => statusOf(a.reader))).toEqual(['course-reader-standing']);
  });

  it('follows a course or a page changed by anyone, at once', async () => {
    const { editor, reader, tenantId } = await courseTenant(t);
    await createCourse(t, editor, { name: 'Fyrir breytingu' });
    await createPage(t, editor);
    await show(reader, { rank: 1, courseType: 1 });
    expect(await statusOf(reader)).toMatchObject({ courseName: 'Fyrir breytingu', totalPages: 1, readPages: 1, isCompleted: true });
    // Straight to the database, as another portal or an administrator's script would write.
    const pool = t.database.pool;
    await pool.query(`update courses set name = 'Eftir breytingu' where tenant_id = $1 and course_type = 1`, [tenantId]);
    await pool.query(
      `insert into course_pages (tenant_id, course_type, rank, name_icelandic, name_english, content_icelandic, content_english,
                                 raw_content_icelandic, raw_content_english)
       values ($1, 1, 2, 'Ný', 'New', '<p>Ný</p>', '<p>New</p>', 'Ný', 'New')`,
      [tenantId],
    );
    expect(await statusOf(reader)).toMatchObject({
      courseName: 'Eftir breytingu',
      totalPages: 2,
      readPages: 1,
      isCompleted: false,
      resumeRank: 2,
    });
    await pool.query(`delete from course_pages where tenant_id = $1 and rank = 2`, [tenantId]);
    await pool.query(`update courses set is_active = false where tenant_id = $1`, [tenantId]);
    expect(await statusOf(reader)).toMatchObject({ isActive: false, totalPages: 1, readPages: 1, isCompleted: true });
  });
});
