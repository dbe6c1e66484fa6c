import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDto, QuestionSummaryDto } from '../../../shared/contracts/questions';
import { questions } from '../../db/schema';
import { activeContentIn, safeRichText, xssPayloads } from '../../test/xss-payloads';
import { createTestApp, type TestApp } from '../../test/harness';
import { authoringSetup, expectGuarded, newCategory, newQuestion, questionApi as api, questionBody } from './questions.test-support';

let t: TestApp;
let s: Awaited<ReturnType<typeof authoringSetup>>;
let listCategory: number;
let otherCategoryId: number;
let listed: number[];

type Page = { items: QuestionSummaryDto[]; totalCount: number };
const list = async (query: Record<string, string | number>, token = s.author) => {
  const res = await t.call('GET', `${api}/GetByCategory`, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as Page;
};
const create = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', `${api}/Create`, { token: s.author, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as QuestionDto;
};
const remove = (id: number, token = s.author, language?: 'en') => t.call('DELETE', `${api}/Delete`, { token, query: { Id: id }, language });

beforeAll(async () => {
  t = await createTestApp();
  s = await authoringSetup(t);
  listCategory = await newCategory(t.database.db, { tenantId: s.tenantId });
  otherCategoryId = await newCategory(t.database.db, { tenantId: s.otherTenantId });
  await newQuestion(t.database.db, otherCategoryId, { tenantId: s.otherTenantId, text: 'Erlend spurning' });
  listed = [];
  for (let i = 1; i <= 12; i++) {
    const text = i === 3 ? 'Hlutfall 100% af flughæð' : i === 4 ? 'Orðið flug_hæð með undirstriki' : `Spurning ${i} um drónaflug`;
    listed.push(await newQuestion(t.database.db, listCategory, { tenantId: s.tenantId, text, isActive: i !== 5 }));
  }
});
afterAll(() => t.close());

describe('Question/GetByCategory', () => {
  it('answers ten questions from the first by default, ordered by id, with the total', async () => {
    const page = await list({ categoryId: listCategory });
    expect(page.totalCount).toBe(12);
    expect(page.items.map((q) => q.id)).toEqual(listed.slice(0, 10));
    expect(page.items[0]).toEqual({
      id: listed[0],
      categoryId: listCategory,
      rawContentIcelandic: 'Spurning 1 um drónaflug',
      rawContentEnglish: 'Question Spurning 1 um drónaflug',
      isActive: true,
      isRequired: false,
      optionCount: 2,
      imageCount: 0,
      lastModificationTime: null,
    });
  });

  it('takes `take` and `skip` over MaxResultCount and SkipCount', async () => {
    expect((await list({ CategoryId: listCategory, take: 5, skip: 10 })).items.map((q) => q.id)).toEqual(listed.slice(10));
    expect((await list({ CategoryId: listCategory, MaxResultCount: 3, SkipCount: 2 })).items.map((q) => q.id)).toEqual(listed.slice(2, 5));
    expect((await list({ CategoryId: listCategory, MaxResultCount: 3, take: 4, SkipCount: 0, skip: 1 })).items.map((q) => q.id)).toEqual(
      listed.slice(1, 5),
    );
  });

  it('searches both plain texts by keyword, % and _ taken literally, and filters by active', async () => {
    expect((await list({ categoryId: listCategory, keyword: 'spurning 1' })).items.map((q) => q.id)).toEqual([
      listed[0],
      listed[9],
      listed[10],
      listed[11],
    ]);
    expect((await list({ categoryId: listCategory, keyword: 'QUESTION SPURNING 7' })).items.map((q) => q.id)).toEqual([listed[6]]);
    expect((await list({ categoryId: listCategory, keyword: '100%' })).items.map((q) => q.id)).toEqual([listed[2]]);
    expect((await list({ categoryId: listCategory, keyword: '_' })).items.map((q) => q.id)).toEqual([listed[3]]);
    expect((await list({ categoryId: listCategory, keyword: '%' })).totalCount).toBe(1);
    expect((await list({ categoryId: listCategory, keyword: '' })).totalCount).toBe(12);
    expect((await list({ categoryId: listCategory, isActive: 'false' })).items.map((q) => q.id)).toEqual([listed[4]]);
    expect((await list({ categoryId: listCategory, isActive: 'true', take: 100 })).totalCount).toBe(11);
  });

  it('leaves deleted questions out', async () => {
    const category = await newCategory(t.database.db, { tenantId: s.tenantId });
    const [a, b] = [
      await newQuestion(t.database.db, category, { tenantId: s.tenantId }),
      await newQuestion(t.database.db, category, { tenantId: s.tenantId }),
    ];
    await t.database.db.update(questions).set({ isDeleted: true }).where(eq(questions.id, a));
    expect(await list({ categoryId: category })).toMatchObject({ totalCount: 1, items: [{ id: b }] });
  });

  it('answers 400, 401, 403, and 404 for another tenant’s category', async () => {
    const queries: Record<string, string | number>[] = [
      {},
      { categoryId: 'x' },
      { categoryId: listCategory, take: 0 },
      { categoryId: listCategory, skip: -1 },
    ];
    for (const query of queries) {
      const res = await t.call('GET', `${api}/GetByCategory`, { token: s.author, query });
      expect(res.status).toBe(400);
    }
    const bad = await t.call('GET', `${api}/GetByCategory`, { token: s.author, query: { take: 2000, categoryId: listCategory } });
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['take']);
    await expectGuarded(t, s.outsiders, 'GET', 'GetByCategory', { query: { categoryId: listCategory } });
    expect((await t.call('GET', `${api}/GetByCategory`, { token: s.author, query: { categoryId: otherCategoryId } })).status).toBe(404);
    expect((await t.call('GET', `${api}/GetByCategory`, { token: s.otherAuthor, query: { categoryId: listCategory } })).status).toBe(404);
    expect((await list({ categoryId: otherCategoryId }, s.otherAuthor)).totalCount).toBe(1);
  });
});

describe('Question/Delete', () => {
  it('deletes softly: the row stays, the question is gone from Get and the list', async () => {
    const category = await newCategory(t.database.db, { tenantId: s.tenantId });
    const q = await create(questionBody(category));
    const res = await remove(q.id);
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await t.database.db.select().from(questions).where(eq(questions.id, q.id)))[0]).toMatchObject({
      isDeleted: true,
      lastModificationTime: expect.any(Date),
    });
    expect((await t.call('GET', `${api}/Get`, { token: s.author, query: { Id: q.id } })).status).toBe(404);
    expect((await list({ categoryId: category })).totalCount).toBe(0);
    expect((await remove(q.id)).status).toBe(404);
  });

  it('refuses to delete an active question its category needs for its minimum, not an inactive one', async () => {
    const category = await newCategory(t.database.db, { tenantId: s.tenantId, minimumRequiredQuestions: 1 });
    const active = await create(questionBody(category));
    const inactive = await create(questionBody(category, undefined, { isActive: false }));
    const res = await remove(active.id, s.author, 'en');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 0, message: expect.stringContaining('minimum number of active questions is 1') });
    expect((await remove(inactive.id)).status).toBe(200);
    const spare = await create(questionBody(category));
    expect((await remove(active.id)).status).toBe(200);
    expect((await remove(spare.id)).status).toBe(400);
  });

  it('answers 400, 401, 403, and 404 for another tenant’s question', async () => {
    const q = await create(questionBody(listCategory));
    const bad = await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
    await expectGuarded(t, s.outsiders, 'DELETE', 'Delete', { query: { Id: q.id } });
    expect((await remove(q.id, s.otherAuthor)).status).toBe(404);
    expect((await t.database.db.select().from(questions).where(eq(questions.id, q.id)))[0].isDeleted).toBe(false);
  });
});

describe('Question descriptions against known XSS payloads', () => {
  it('keeps nothing active in either language, on create and on update', async () => {
    const category = await newCategory(t.database.db, { tenantId: s.tenantId });
    for (const [index, payload] of xssPayloads.entries()) {
      const html = `<p>Spurning ${index}</p>${payload}`;
      const created = await create(questionBody(category, undefined, { descriptionIcelandic: html, descriptionEnglish: html }));
      expect(activeContentIn(created.descriptionIcelandic), payload).toEqual([]);
      expect(activeContentIn(created.descriptionEnglish), payload).toEqual([]);
      expect(created.rawContentIcelandic.startsWith(`Spurning ${index}`), payload).toBe(true);
      const res = await t.call('PUT', `${api}/Update`, {
        token: s.author,
        body: {
          ...questionBody(category),
          id: created.id,
          descriptionIcelandic: `<p>Breytt ${index}</p>${payload}`,
          descriptionEnglish: payload + `<p>Changed ${index}</p>`,
        },
      });
      expect(res.status, payload).toBe(200);
      const stored = (await t.database.db.select().from(questions).where(eq(questions.id, created.id)))[0];
      expect(activeContentIn(stored.descriptionIcelandic), payload).toEqual([]);
      expect(activeContentIn(stored.descriptionEnglish), payload).toEqual([]);
    }
  });

  it('keeps safe rich text as written', async () => {
    const category = await newCategory(t.database.db, { tenantId: s.tenantId });
    const q = await create(questionBody(category, undefined, { descriptionIcelandic: safeRichText }));
    expect(q.descriptionIcelandic).toBe(safeRichText);
    expect(q.rawContentIcelandic).toBe('Fyrirsögn Texti með feitu, skáletri og tengli. Fyrsta atriði Annað atriði Eitt Tvö');
  });
});
