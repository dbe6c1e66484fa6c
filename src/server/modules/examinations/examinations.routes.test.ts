import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExaminationDto } from '../../../shared/contracts/examinations';
import { examinationCategories, examinations, questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { authoringSetup, examinationApi as api, examinationWithQuestions, expectGuarded } from './examinations.test-support';

let t: TestApp;
let s: Awaited<ReturnType<typeof authoringSetup>>;

const create = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call('POST', `${api}/Create`, { token, body: { name: 'Próf', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as ExaminationDto;
};
const row = async (id: number) => (await t.database.db.select().from(examinations).where(eq(examinations.id, id)))[0];
const get = (token: string, id: number) => t.call('GET', `${api}/Get`, { token, query: { Id: id } });

/** Each test that needs a type free starts in a fresh tenant, so the one-per-type rule never trips it. */
async function freshAuthor() {
  const tenantId = (await t.tenant()).id;
  return { tenantId, token: (await t.userWith(['Pages.Examinations'], { tenantId })).token };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await authoringSetup(t);
});
afterAll(() => t.close());

describe('Examination/Create', () => {
  it('creates the examination of a type in the caller’s tenant', async () => {
    const { tenantId, token } = await freshAuthor();
    const exam = await create(token, { name: '  A1/A3 próf ', description: 'Fræðipróf', certificateType: 1 });
    expect(exam).toEqual({
      id: expect.any(Number),
      name: 'A1/A3 próf',
      nameEnglish: '',
      description: 'Fræðipróf',
      descriptionEnglish: '',
      certificateType: 1,
      categoryCount: 0,
      creationTime: expect.any(String),
    });
    expect(await row(exam.id)).toMatchObject({ tenantId, isDeleted: false });
    expect((await create(token, { certificateType: 2 })).description).toBe('');
  });

  it('answers 450 for a second live examination of the type, in the same tenant only', async () => {
    const { token } = await freshAuthor();
    await create(token, { certificateType: 2 });
    const is = await t.call('POST', `${api}/Create`, { token, body: { name: 'Annað', certificateType: 2 } });
    expect(is.status).toBe(400);
    expect(is.body.error).toMatchObject({ code: 450, message: 'Próf fyrir A2 er þegar til.' });
    await create(token, { certificateType: 1 });
    const en = await t.call('POST', `${api}/Create`, { token, language: 'en', body: { name: 'Second', certificateType: 1 } });
    expect(en.body.error).toMatchObject({ code: 450, message: 'An examination for A1/A3 already exists.' });
    await create((await freshAuthor()).token, { certificateType: 2 });
  });

  it('lets a type have a new examination once the old one is deleted', async () => {
    const { token } = await freshAuthor();
    const old = await create(token, { certificateType: 1 });
    expect((await t.call('DELETE', `${api}/Delete`, { token, query: { Id: old.id } })).status).toBe(200);
    expect((await create(token, { certificateType: 1 })).id).not.toBe(old.id);
  });

  it('answers 450 to one of two creations at once', async () => {
    const { token } = await freshAuthor();
    const replies = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', `${api}/Create`, { token, body: { name: 'Samtímis', certificateType: 1 } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.error?.code === 450)).toHaveLength(2);
  });

  it('answers 400 naming the members', async () => {
    const res = await t.call('POST', `${api}/Create`, { token: s.author, body: { name: ' ', certificateType: 3 } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['certificateType', 'name']);
  });

  it('answers 401 and 403', () =>
    expectGuarded(t, s.outsiders, 'POST', `${api}/Create`, { body: { name: 'Óheimilt', certificateType: 1 } }));
});

describe('Examination/Update', () => {
  it('changes the name and description in both languages but never the type', async () => {
    const { token } = await freshAuthor();
    const exam = await create(token, { certificateType: 2, nameEnglish: 'A2 exam' });
    expect(exam.nameEnglish).toBe('A2 exam');
    const text = { name: 'A2 próf', nameEnglish: ' A2 theory exam ', description: 'Ný lýsing', descriptionEnglish: 'New description' };
    const res = await t.call('PUT', `${api}/Update`, { token, body: { id: exam.id, ...text, certificateType: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...exam, ...text, nameEnglish: 'A2 theory exam' });
    // A client that knows only the specification's Icelandic fields leaves the English as it was.
    const icelandicOnly = await t.call('PUT', `${api}/Update`, { token, body: { id: exam.id, name: 'A2', description: '' } });
    expect(icelandicOnly.body.result).toMatchObject({ name: 'A2', nameEnglish: 'A2 theory exam', descriptionEnglish: 'New description' });
    const emptied = await t.call('PUT', `${api}/Update`, { token, body: { id: exam.id, name: 'A2', nameEnglish: '' } });
    expect(emptied.body.result).toMatchObject({ nameEnglish: '', descriptionEnglish: 'New description' });
    expect((await row(exam.id)).lastModificationTime).toBeInstanceOf(Date);
  });

  it('answers 400 naming the members', async () => {
    const res = await t.call('PUT', `${api}/Update`, { token: s.author, body: { id: 0, name: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['id', 'name']);
  });

  it('answers 404 for another tenant’s or a deleted examination', async () => {
    const foreign = await create((await freshAuthor()).token, { certificateType: 1 });
    const res = await t.call('PUT', `${api}/Update`, { token: s.author, body: { id: foreign.id, name: 'Stolið' } });
    expect(res.status).toBe(404);
    expect((await row(foreign.id)).name).toBe('Próf');
    const { token } = await freshAuthor();
    const deleted = await create(token, { certificateType: 1 });
    await t.call('DELETE', `${api}/Delete`, { token, query: { Id: deleted.id } });
    expect((await t.call('PUT', `${api}/Update`, { token, body: { id: deleted.id, name: 'Aftur' } })).status).toBe(404);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'PUT', `${api}/Update`, { body: { id: 1, name: 'Óheimilt' } }));
});

describe('Examination/Delete', () => {
  it('deletes softly, with the categories and their questions', async () => {
    const { tenantId, token } = await freshAuthor();
    const { examinationId, categoryIds } = await examinationWithQuestions(t, tenantId, 1, [{ active: 2, inactive: 1 }, { active: 1 }]);
    const other = await examinationWithQuestions(t, tenantId, 2, [{ active: 2 }]);
    const res = await t.call('DELETE', `${api}/Delete`, { token, query: { Id: examinationId } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await row(examinationId)).isDeleted).toBe(true);
    const categories = await t.database.db.select().from(examinationCategories).where(inArray(examinationCategories.id, categoryIds));
    expect(categories.map((c) => c.isDeleted)).toEqual([true, true]);
    const deletedQuestions = await t.database.db.select().from(questions).where(inArray(questions.categoryId, categoryIds));
    expect(deletedQuestions).toHaveLength(4);
    expect(deletedQuestions.every((q) => q.isDeleted)).toBe(true);
    const untouched = await t.database.db.select().from(questions).where(inArray(questions.categoryId, other.categoryIds));
    expect(untouched.every((q) => !q.isDeleted)).toBe(true);
    expect((await get(token, examinationId)).status).toBe(404);
    expect((await t.call('DELETE', `${api}/Delete`, { token, query: { Id: examinationId } })).status).toBe(404);
  });

  it('answers 404 for another tenant’s examination and leaves it', async () => {
    const foreign = await examinationWithQuestions(t, (await t.tenant()).id, 2, [{ active: 1 }]);
    expect((await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: foreign.examinationId } })).status).toBe(404);
    expect((await row(foreign.examinationId)).isDeleted).toBe(false);
  });

  it('answers 400 without a valid id', async () => {
    expect((await t.call('DELETE', `${api}/Delete`, { token: s.author })).status).toBe(400);
    const res = await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: 'x' } });
    expect(res.body.error?.validationErrors?.[0].members).toEqual(['id']);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'DELETE', `${api}/Delete`, { query: { Id: 1 } }));
});

describe('Examination/Get', () => {
  it('answers the examination with its live categories counted', async () => {
    const { examinationId, categoryIds } = await examinationWithQuestions(t, s.tenantId, 1, [{ active: 1 }, { active: 0 }, { active: 0 }]);
    await t.database.db.update(examinationCategories).set({ isDeleted: true }).where(eq(examinationCategories.id, categoryIds[2]));
    const res = await get(s.author, examinationId);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: examinationId, certificateType: 1, categoryCount: 2 });
  });

  it('answers 404 for another tenant’s examination, in both directions, and a missing one', async () => {
    const [a, b] = [await freshAuthor(), await freshAuthor()];
    const mine = await examinationWithQuestions(t, a.tenantId, 2);
    const foreign = await examinationWithQuestions(t, b.tenantId, 2);
    expect((await get(a.token, mine.examinationId)).status).toBe(200);
    expect((await get(a.token, foreign.examinationId)).status).toBe(404);
    expect((await get(b.token, mine.examinationId)).status).toBe(404);
    expect((await get(a.token, 2_000_000_000)).status).toBe(404);
  });

  it('answers 400 for a missing or too large id', async () => {
    expect((await t.call('GET', `${api}/Get`, { token: s.author })).status).toBe(400);
    expect((await get(s.author, 2 ** 31)).status).toBe(400);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'GET', `${api}/Get`, { query: { Id: 1 } }));
});

describe('Examination/GetPagedList', () => {
  it('pages the tenant’s live examinations by type, optionally of one type or keyword', async () => {
    const { token } = await freshAuthor();
    const a2 = await create(token, { name: 'A2 hæfnipróf', certificateType: 2 });
    const a1 = await create(token, { name: 'A1/A3 fræðipróf', nameEnglish: 'Theory exam', certificateType: 1 });
    await examinationWithQuestions(t, (await t.tenant()).id, 1);
    const all = await t.call('GET', `${api}/GetPagedList`, { token });
    expect(all.status).toBe(200);
    expect(all.body.result).toEqual({ items: [a1, a2], totalCount: 2 });
    const paged = await t.call('GET', `${api}/GetPagedList`, { token, query: { MaxResultCount: 1, SkipCount: 1 } });
    expect(paged.body.result).toEqual({ items: [a2], totalCount: 2 });
    const byType = await t.call('GET', `${api}/GetPagedList`, { token, query: { CertificateType: 2 } });
    expect(byType.body.result.items).toEqual([a2]);
    const byKeyword = await t.call('GET', `${api}/GetPagedList`, { token, query: { Keyword: 'FRÆÐI' } });
    expect(byKeyword.body.result.items).toEqual([a1]);
    const byEnglish = await t.call('GET', `${api}/GetPagedList`, { token, query: { Keyword: 'theory' } });
    expect(byEnglish.body.result.items).toEqual([a1]);
    const wildcard = await t.call('GET', `${api}/GetPagedList`, { token, query: { Keyword: '%' } });
    expect(wildcard.body.result.totalCount).toBe(0);
  });

  it('answers 400 for an unknown type or a bad page', async () => {
    for (const query of [{ CertificateType: 3 }, { MaxResultCount: 0 }, { SkipCount: -1 }] as Record<string, number>[]) {
      expect((await t.call('GET', `${api}/GetPagedList`, { token: s.author, query })).status).toBe(400);
    }
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'GET', `${api}/GetPagedList`, {}));
});

describe('Examination/GetByCertificateType', () => {
  it('answers the live examination of the type, or null', async () => {
    const { token } = await freshAuthor();
    expect((await t.call('GET', `${api}/GetByCertificateType`, { token, query: { certificateType: 1 } })).body.result).toBeNull();
    const exam = await create(token, { certificateType: 1 });
    const res = await t.call('GET', `${api}/GetByCertificateType`, { token, query: { CertificateType: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(exam);
    expect((await t.call('GET', `${api}/GetByCertificateType`, { token, query: { certificateType: 2 } })).body.result).toBeNull();
    await t.call('DELETE', `${api}/Delete`, { token, query: { Id: exam.id } });
    expect((await t.call('GET', `${api}/GetByCertificateType`, { token, query: { certificateType: 1 } })).body.result).toBeNull();
  });

  it('never answers another tenant’s examination', async () => {
    const { token } = await freshAuthor();
    await examinationWithQuestions(t, (await t.tenant()).id, 2);
    expect((await t.call('GET', `${api}/GetByCertificateType`, { token, query: { certificateType: 2 } })).body.result).toBeNull();
  });

  it('answers 400 for a missing or unknown type', async () => {
    expect((await t.call('GET', `${api}/GetByCertificateType`, { token: s.author })).status).toBe(400);
    expect((await t.call('GET', `${api}/GetByCertificateType`, { token: s.author, query: { certificateType: 0 } })).status).toBe(400);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'GET', `${api}/GetByCertificateType`, { query: { certificateType: 1 } }));
});
