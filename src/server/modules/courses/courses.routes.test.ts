import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDto } from '../../../shared/contracts/courses';
import { coursePageReads, coursePages, courses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { courseApi, courseTenant, createCourse, createPage, expectAuthorOnly, membersOf, pageApi } from './courses.test-support';

let t: TestApp;
/** Tenant A holds the courses most tests use; tenant B's editor and reader are the foreigners. */
let a: Awaited<ReturnType<typeof courseTenant>>;
let b: Awaited<ReturnType<typeof courseTenant>>;
let courseA: CourseDto;

const row = async (id: number) => (await t.database.db.select().from(courses).where(eq(courses.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  a = await courseTenant(t);
  b = await courseTenant(t);
  courseA = await createCourse(t, a.editor, { name: 'Námskeið A1/A3', description: 'Opinn flokkur' });
});
afterAll(() => t.close());

describe('Course/Create', () => {
  it('creates the course of a type in the caller’s tenant, A1/A3 and active unless told', async () => {
    expect(courseA).toEqual({
      id: expect.any(Number),
      name: 'Námskeið A1/A3',
      nameEnglish: '',
      description: 'Opinn flokkur',
      descriptionEnglish: '',
      courseType: 1,
      isActive: true,
      pageCount: 0,
      creationTime: expect.any(String),
    });
    expect(await row(courseA.id)).toMatchObject({ tenantId: a.tenantId, courseType: 1 });
  });

  it('counts the pages its type already has', async () => {
    const { editor } = await courseTenant(t);
    await createPage(t, editor, { courseType: 2 });
    await createPage(t, editor, { courseType: 2 });
    await createPage(t, editor, { courseType: 1 });
    const course = await createCourse(t, editor, { courseType: 2, isActive: false, name: '  Sérflokkur A2  ' });
    expect(course).toMatchObject({ courseType: 2, isActive: false, pageCount: 2, name: 'Sérflokkur A2', description: '' });
  });

  it('answers 450 for a second course of the type in the same tenant only', async () => {
    const is = await t.call('POST', `${courseApi}/Create`, { token: a.editor, body: { name: 'Annað' } });
    expect(is.status).toBe(400);
    expect(is.body.error).toMatchObject({ code: 450, message: 'Námskeið fyrir A1/A3 er þegar til.' });
    const en = await t.call('POST', `${courseApi}/Create`, { token: a.editor, language: 'en', body: { name: 'Annað', courseType: 1 } });
    expect(en.body.error).toMatchObject({ code: 450, message: 'There is already an A1/A3 course.' });
    await createCourse(t, b.editor, { courseType: 1 });
  });

  it('lets one of two simultaneous creates of a type win and answers 450 to the other', async () => {
    const { editor, tenantId } = await courseTenant(t);
    const both = await Promise.all(
      [1, 2].map(() => t.call('POST', `${courseApi}/Create`, { token: editor, body: { name: 'Samtímis', courseType: 2 } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.error?.code).toBe(450);
    expect((await t.database.db.select().from(courses).where(eq(courses.tenantId, tenantId))).length).toBe(1);
  });

  it('answers 400 for an empty name, an unknown type and a name too long', async () => {
    const res = await t.call('POST', `${courseApi}/Create`, {
      token: b.editor,
      language: 'en',
      body: { name: '   ', courseType: 3, description: 'x'.repeat(2001) },
    });
    expect(res.status).toBe(400);
    expect(membersOf(res.body)).toEqual(['courseType', 'description', 'name']);
    const long = await t.call('POST', `${courseApi}/Create`, { token: b.editor, body: { name: 'x'.repeat(201), courseType: 2 } });
    expect(membersOf(long.body)).toEqual(['name']);
  });

  it('answers 401 and 403', () =>
    expectAuthorOnly(t, 'POST', `${courseApi}/Create`, { body: { name: 'Óleyfilegt', courseType: 2 } }, a.tenantId));
});

describe('Course/Update/{id}', () => {
  it('changes the name and description in both languages, keeping the type and the switch', async () => {
    const { editor } = await courseTenant(t);
    const course = await createCourse(t, editor, { courseType: 2, nameEnglish: 'A2 course' });
    expect(course.nameEnglish).toBe('A2 course');
    const text = { name: 'Nýtt heiti', nameEnglish: 'New name', description: 'Ný lýsing', descriptionEnglish: ' New description ' };
    const res = await t.call('PUT', `${courseApi}/Update/${course.id}`, { token: editor, body: text });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...course, ...text, descriptionEnglish: 'New description' });
    // A client that knows only the specification's Icelandic fields leaves the English as it was.
    const icelandicOnly = await t.call('PUT', `${courseApi}/Update/${course.id}`, { token: editor, body: { name: 'Heiti' } });
    expect(icelandicOnly.body.result).toMatchObject({ name: 'Heiti', nameEnglish: 'New name', descriptionEnglish: 'New description' });
    expect((await row(course.id)).lastModificationTime).toBeInstanceOf(Date);
  });

  it('takes the id from the path, not the body', async () => {
    const { editor } = await courseTenant(t);
    const course = await createCourse(t, editor);
    const res = await t.call('PUT', `${courseApi}/Update/${course.id}`, { token: editor, body: { id: courseA.id, name: 'Eftir slóð' } });
    expect(res.body.result).toMatchObject({ id: course.id, name: 'Eftir slóð' });
    expect((await row(courseA.id)).name).toBe('Námskeið A1/A3');
  });

  it('answers 400 for an empty name and an id that is not a number', async () => {
    const empty = await t.call('PUT', `${courseApi}/Update/${courseA.id}`, { token: a.editor, body: { name: '' } });
    expect(empty.status).toBe(400);
    expect(membersOf(empty.body)).toEqual(['name']);
    const badId = await t.call('PUT', `${courseApi}/Update/eitt`, { token: a.editor, body: { name: 'X' } });
    expect(badId.status).toBe(400);
    expect(membersOf(badId.body)).toEqual(['id']);
  });

  it('answers 401, 403, and 404 for another tenant’s course or none', async () => {
    await expectAuthorOnly(t, 'PUT', `${courseApi}/Update/${courseA.id}`, { body: { name: 'Stolið' } }, a.tenantId);
    expect((await t.call('PUT', `${courseApi}/Update/${courseA.id}`, { token: b.editor, body: { name: 'Stolið' } })).status).toBe(404);
    expect((await t.call('PUT', `${courseApi}/Update/2147483000`, { token: a.editor, body: { name: 'Enginn' } })).status).toBe(404);
    expect((await row(courseA.id)).name).toBe('Námskeið A1/A3');
  });
});

describe('Course/UpdateStatus/{id}', () => {
  it('toggles the switch with an empty PUT, with {}, with null and with an empty JSON body', async () => {
    const { editor } = await courseTenant(t);
    const course = await createCourse(t, editor);
    const path = `${courseApi}/UpdateStatus/${course.id}`;
    const off = await t.call('PUT', path, { token: editor });
    expect(off.status).toBe(200);
    expect(off.body.result).toEqual({ ...course, isActive: false });
    expect((await t.call('PUT', path, { token: editor, body: {} })).body.result.isActive).toBe(true);
    const nullBody = await t.call('PUT', path, { token: editor, body: 'null', headers: { 'content-type': 'application/json' } });
    expect(nullBody.body.result.isActive).toBe(false);
    // ABP clients name a JSON body even when they send none.
    const emptyJson = await t.call('PUT', path, { token: editor, body: '', headers: { 'content-type': 'application/json' } });
    expect(emptyJson.body.result.isActive).toBe(true);
    expect((await row(course.id)).isActive).toBe(true);
  });

  it('answers 400, 401, 403, and 404 for another tenant’s course', async () => {
    expect(membersOf((await t.call('PUT', `${courseApi}/UpdateStatus/0`, { token: a.editor })).body)).toEqual(['id']);
    await expectAuthorOnly(t, 'PUT', `${courseApi}/UpdateStatus/${courseA.id}`, {}, a.tenantId);
    expect((await t.call('PUT', `${courseApi}/UpdateStatus/${courseA.id}`, { token: b.editor })).status).toBe(404);
    expect((await row(courseA.id)).isActive).toBe(true);
  });
});

describe('Course/Delete/{id}', () => {
  it('deletes the course with the pages of its type and their read marks, nothing else', async () => {
    const { editor, reader, tenantId } = await courseTenant(t);
    const course = await createCourse(t, editor, { courseType: 2 });
    const page = await createPage(t, editor, { courseType: 2 });
    const other = await createPage(t, editor, { courseType: 1 });
    const foreign = await createPage(t, b.editor, { courseType: 2 });
    expect((await t.call('GET', `${pageApi}/GetShowPage`, { token: reader, query: { rank: 1, courseType: 2 } })).status).toBe(200);

    const res = await t.call('DELETE', `${courseApi}/Delete/${course.id}`, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(await row(course.id)).toBeUndefined();
    const left = await t.database.db.select({ id: coursePages.id }).from(coursePages);
    expect(left.map((p) => p.id)).toEqual(expect.arrayContaining([other.id, foreign.id]));
    expect(left.map((p) => p.id)).not.toContain(page.id);
    expect(await t.database.db.select().from(coursePageReads).where(eq(coursePageReads.pageId, page.id))).toEqual([]);
    expect((await t.call('GET', `${courseApi}/Get/${course.id}`, { token: editor })).status).toBe(404);
    expect((await t.database.db.select().from(courses).where(eq(courses.tenantId, tenantId))).length).toBe(0);
  });

  it('answers 400, 401, 403, and 404 for another tenant’s course', async () => {
    expect(membersOf((await t.call('DELETE', `${courseApi}/Delete/-3`, { token: a.editor })).body)).toEqual(['id']);
    await expectAuthorOnly(t, 'DELETE', `${courseApi}/Delete/${courseA.id}`, {}, a.tenantId);
    expect((await t.call('DELETE', `${courseApi}/Delete/${courseA.id}`, { token: b.editor })).status).toBe(404);
    expect(await row(courseA.id)).toBeDefined();
  });
});

describe('Course/Get/{id}', () => {
  it('answers the course with its page count to any signed-in user of the tenant', async () => {
    const { editor, reader } = await courseTenant(t);
    const course = await createCourse(t, editor);
    await createPage(t, editor);
    const res = await t.call('GET', `${courseApi}/Get/${course.id}`, { token: reader });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...course, pageCount: 1 });
  });

  it('answers 400, 401, and 404 for another tenant’s course', async () => {
    expect(membersOf((await t.call('GET', `${courseApi}/Get/x`, { token: a.reader })).body)).toEqual(['id']);
    expect((await t.call('GET', `${courseApi}/Get/${courseA.id}`)).status).toBe(401);
    expect((await t.call('GET', `${courseApi}/Get/${courseA.id}`, { token: b.reader })).status).toBe(404);
    expect((await t.call('GET', `${courseApi}/Get/${courseA.id}`, { token: b.editor })).status).toBe(404);
    expect((await t.call('GET', `${courseApi}/Get/${courseA.id}`, { token: await t.loginAsAdmin() })).status).toBe(404);
  });
});

describe('Course/GetAll', () => {
  let editor: string;
  let reader: string;
  let first: CourseDto;
  let second: CourseDto;
  beforeAll(async () => {
    ({ editor, reader } = await courseTenant(t));
    first = await createCourse(t, editor, { name: 'Opinn flokkur 100%', description: 'Fyrir alla', nameEnglish: 'Open category' });
    second = await createCourse(t, editor, { courseType: 2, name: 'Sérflokkur', isActive: false });
    await createPage(t, editor, { courseType: 2 });
  });

  it('answers the tenant’s courses by type, each with its page count', async () => {
    const res = await t.call('GET', `${courseApi}/GetAll`, { token: reader });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ items: [first, { ...second, pageCount: 1 }], totalCount: 2 });
  });

  it('filters by type, active state and keyword, and pages', async () => {
    const get = async (query: Record<string, string | number | boolean>) =>
      (await t.call('GET', `${courseApi}/GetAll`, { token: reader, query })).body.result;
    expect((await get({ CourseType: 2 })).items.map((c: CourseDto) => c.id)).toEqual([second.id]);
    expect((await get({ IsActive: true })).items.map((c: CourseDto) => c.id)).toEqual([first.id]);
    expect((await get({ isActive: 'false' })).items.map((c: CourseDto) => c.id)).toEqual([second.id]);
    expect((await get({ Keyword: 'alla' })).items.map((c: CourseDto) => c.id)).toEqual([first.id]);
    expect((await get({ Keyword: 'open CAT' })).items.map((c: CourseDto) => c.id)).toEqual([first.id]);
    expect((await get({ Keyword: '0%' })).items.map((c: CourseDto) => c.id)).toEqual([first.id]);
    expect((await get({ Keyword: '_' })).totalCount).toBe(0);
    expect(await get({ Keyword: '', CourseType: '' })).toMatchObject({ totalCount: 2 });
    expect(await get({ MaxResultCount: 1, SkipCount: 1 })).toEqual({ items: [{ ...second, pageCount: 1 }], totalCount: 2 });
  });

  it('answers 400 for an unknown type or a bad page size, and 401', async () => {
    const bad = await t.call('GET', `${courseApi}/GetAll`, { token: reader, query: { CourseType: 3, MaxResultCount: 0 } });
    expect(bad.status).toBe(400);
    expect(membersOf(bad.body)).toEqual(['courseType', 'maxResultCount']);
    expect((await t.call('GET', `${courseApi}/GetAll`)).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('names every course call with the paths and verbs of the specification', async () => {
    const paths = (await t.call('GET', '/swagger/v1/swagger.json')).body as unknown as { paths: Record<string, Record<string, unknown>> };
    const verbs = (path: string) => Object.keys(paths.paths[`/api/services/app/${path}`] ?? {});
    expect(verbs('Page/Create')).toEqual(['post']);
    expect(verbs('Page/Update/{id}')).toEqual(['put']);
    expect(verbs('Page/Delete/{id}')).toEqual(['delete']);
    expect(verbs('Page/GetDetail/{id}')).toEqual(['get']);
    expect(verbs('Page/GetList/{type}')).toEqual(['get']);
    expect(verbs('Page/GetShowPage')).toEqual(['get']);
    expect(verbs('Page/Ranking')).toEqual(['put']);
    expect(verbs('Page/IsReadAllPageOfCourseActive')).toEqual(['get']);
    expect(verbs('Page/GetAllMinified')).toEqual(['get']);
    expect(verbs('Course/Create')).toEqual(['post']);
    expect(verbs('Course/Update/{id}')).toEqual(['put']);
    expect(verbs('Course/UpdateStatus/{id}')).toEqual(['put']);
    expect(verbs('Course/Delete/{id}')).toEqual(['delete']);
    expect(verbs('Course/Get/{id}')).toEqual(['get']);
    expect(verbs('Course/GetAll')).toEqual(['get']);
    expect(verbs('UserCourse/Create')).toEqual(['post']);
    expect(verbs('UserCourse/getUserCourse')).toEqual(['get']);
    expect(verbs('Pilot/GetCourseStatus')).toEqual(['get']);
  });
});
