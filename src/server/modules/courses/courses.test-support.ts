import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CourseDto, PageDto } from '../../../shared/contracts/courses';
import { coursePages } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { CallOptions, TestApp } from '../../test/harness';

/** Shared set-up of the course API tests: editors and readers in tenants of their own. */
export const pageApi = '/api/services/app/Page';
export const courseApi = '/api/services/app/Course';

let n = 0;

export const pageBody = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    courseType: 1,
    nameIcelandic: `Síða ${n}`,
    nameEnglish: `Page ${n}`,
    contentIcelandic: `<p>Efni síðu ${n}</p>`,
    contentEnglish: `<p>Content of page ${n}</p>`,
    ...overrides,
  };
};

export async function createPage(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<PageDto> {
  const res = await t.call('POST', `${pageApi}/Create`, { token, body: pageBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as PageDto;
}

export async function createCourse(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<CourseDto> {
  const res = await t.call('POST', `${courseApi}/Create`, { token, body: { name: 'Grunnnámskeið', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as CourseDto;
}

/** A fresh tenant with an author (Pages.Examinations) and a reader who holds nothing. */
export async function courseTenant(t: TestApp) {
  const tenantId = (await t.tenant()).id;
  const editor = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
  const reader = await t.userWith([], { tenantId });
  return { tenantId, editor, reader: reader.token, readerId: reader.id };
}

/** The stored pages of a type by rank, straight from the database. */
export async function storedPages(t: TestApp, tenantId: number | null, courseType: number) {
  return t.database.db
    .select({ id: coursePages.id, rank: coursePages.rank })
    .from(coursePages)
    .where(and(inTenant(coursePages.tenantId, tenantId), eq(coursePages.courseType, courseType)))
    .orderBy(asc(coursePages.rank), asc(coursePages.id));
}

/** Ranks 1..n, each once. */
export function expectDenseRanks(rows: { rank: number }[]) {
  expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
}

/** 401 without a session; 403 for a user without Pages.Examinations, with no grant and with another. */
export async function expectAuthorOnly(
  t: TestApp,
  verb: string,
  path: string,
  input: Pick<CallOptions, 'query' | 'body'>,
  tenantId: number,
) {
  const anonymous = await t.call(verb, path, input);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.unAuthorizedRequest).toBe(true);
  for (const permissions of [[], ['Pages.Users', 'Pages.Administrator']]) {
    const res = await t.call(verb, path, { ...input, token: (await t.userWith(permissions, { tenantId })).token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('The permission Pages.Examinations is missing.');
  }
}

/** The members a 400 names, sorted. */
export const membersOf = (body: { error: { validationErrors: { members: string[] }[] | null } | null }) =>
  (body.error?.validationErrors ?? []).flatMap((v) => v.members).sort();
