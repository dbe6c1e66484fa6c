import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../../shared/contracts/examinations';
import { examinationCategories, examinations, questionOptions, questions, settings } from '../../db/schema';
import { insertQuestion } from '../../seed/factories/questions';
import { createTestApp, type TestApp } from '../../test/harness';
import { addQuestions, authoringSetup, categoryApi as api, examinationWithQuestions, expectGuarded } from './examinations.test-support';

let t: TestApp;
let s: Awaited<ReturnType<typeof authoringSetup>>;
/** The first tenant's A1/A3 examination, and another tenant's. */
let examinationId: number;
let foreignExaminationId: number;
let foreignCategoryId: number;
let n = 0;

const create = async (body: Record<string, unknown> = {}, token = s.author) => {
  const res = await t.call('POST', `${api}/Create`, {
    token,
    body: { examinationId, title: `Flokkur ${++n}`, minimumRequiredQuestions: 0, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as CategoryDto;
};
const row = async (id: number) => (await t.database.db.select().from(examinationCategories).where(eq(examinationCategories.id, id)))[0];
const get = (id: number, token = s.author) => t.call('GET', `${api}/Get`, { token, query: { Id: id } });

beforeAll(async () => {
  t = await createTestApp();
  s = await authoringSetup(t);
  examinationId = (await examinationWithQuestions(t, s.tenantId, 1)).examinationId;
  const foreign = await examinationWithQuestions(t, s.otherTenantId, 1, [{ active: 2 }]);
  foreignExaminationId = foreign.examinationId;
  foreignCategoryId = foreign.categoryIds[0];
});
afterAll(() => t.close());

describe('ExaminationCategory/Create', () => {
  it('creates a category of the examination with no questions yet', async () => {
    const category = await create({ title: ' Flugöryggi ', titleEnglish: 'Air safety' });
    expect(category).toEqual({
      id: expect.any(Number),
      examinationId,
      certificateType: 1,
      title: 'Flugöryggi',
      titleEnglish: 'Air safety',
      minimumRequiredQuestions: 0,
      questionCount: 0,
      activeQuestionCount: 0,
      creationTime: expect.any(String),
    });
    expect(await row(category.id)).toMatchObject({ tenantId: s.tenantId, isDeleted: false });
  });

  it('answers 450 for a title the examination already has, whatever the case', async () => {
    await create({ title: 'Loftrými' });
    const res = await t.call('POST', `${api}/Create`, {
      token: s.author,
      body: { examinationId, title: 'LOFTRÝMI', minimumRequiredQuestions: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 450, message: 'Prófið hefur þegar flokk sem heitir LOFTRÝMI.' });
    const en = await t.call('POST', `${api}/Create`, {
      token: s.author,
      language: 'en',
      body: { examinationId, title: 'loftrými', minimumRequiredQuestions: 0 },
    });
    expect(en.body.error?.message).toBe('The examination already has a category titled loftrými.');
    await create({ title: 'Loftrými', examinationId: foreignExaminationId }, s.otherAuthor);
  });

  it('lets a deleted category’s title be used again', async () => {
    const old = await create({ title: 'Tryggingar' });
    await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: old.id } });
    expect((await create({ title: 'tryggingar' })).id).not.toBe(old.id);
  });

  it('answers 400 naming the members', async () => {
    const res = await t.call('POST', `${api}/Create`, {
      token: s.author,
      body: { examinationId: 'x', title: '', minimumRequiredQuestions: 17 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual([
      'examinationId',
      'minimumRequiredQuestions',
      'title',
    ]);
  });

  it('answers 404 for another tenant’s or a deleted examination', async () => {
    const body = { examinationId: foreignExaminationId, title: 'Stolið', minimumRequiredQuestions: 0 };
    expect((await t.call('POST', `${api}/Create`, { token: s.author, body })).status).toBe(404);
    const deleted = await examinationWithQuestions(t, (await t.tenant()).id, 1);
    await t.database.db.update(examinations).set({ isDeleted: true }).where(eq(examinations.id, deleted.examinationId));
    const res = await t.call('POST', `${api}/Create`, { token: s.author, body: { ...body, examinationId: deleted.examinationId } });
    expect(res.status).toBe(404);
  });

  it('answers 401 and 403', () =>
    expectGuarded(t, s.outsiders, 'POST', `${api}/Create`, { body: { examinationId: 1, title: 'Óheimilt', minimumRequiredQuestions: 0 } }));
});

describe('ExaminationCategory/Update', () => {
  it('changes the titles and the minimum', async () => {
    const category = await create();
    await addQuestions(t, s.tenantId, category.id, 3);
    const res = await t.call('PUT', `${api}/Update`, {
      token: s.author,
      body: { id: category.id, title: 'Mannleg geta', titleEnglish: 'Human performance', minimumRequiredQuestions: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      ...category,
      title: 'Mannleg geta',
      titleEnglish: 'Human performance',
      minimumRequiredQuestions: 3,
      questionCount: 3,
      activeQuestionCount: 3,
    });
    expect((await row(category.id)).lastModificationTime).toBeInstanceOf(Date);
    // Its own title, in another case, is not a duplicate of itself.
    const same = await t.call('PUT', `${api}/Update`, {
      token: s.author,
      body: { id: category.id, title: 'MANNLEG GETA', minimumRequiredQuestions: 3 },
    });
    expect(same.status).toBe(200);
  });

  it('answers 450 for another category’s title', async () => {
    const [a, b] = [await create(), await create()];
    const res = await t.call('PUT', `${api}/Update`, {
      token: s.author,
      body: { id: b.id, title: a.title.toUpperCase(), minimumRequiredQuestions: 0 },
    });
    expect(res.body.error?.code).toBe(450);
    expect((await row(b.id)).title).toBe(b.title);
  });

  it('answers 400 naming the members', async () => {
    const res = await t.call('PUT', `${api}/Update`, {
      token: s.author,
      body: { id: -1, title: 'x'.repeat(201), minimumRequiredQuestions: -1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['id', 'minimumRequiredQuestions', 'title']);
  });

  it('answers 404 for another tenant’s or a deleted category', async () => {
    const body = { id: foreignCategoryId, title: 'Stolið', minimumRequiredQuestions: 0 };
    expect((await t.call('PUT', `${api}/Update`, { token: s.author, body })).status).toBe(404);
    expect((await row(foreignCategoryId)).title).not.toBe('Stolið');
    const deleted = await create();
    await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: deleted.id } });
    expect((await t.call('PUT', `${api}/Update`, { token: s.author, body: { ...body, id: deleted.id } })).status).toBe(404);
  });

  it('answers 401 and 403', () =>
    expectGuarded(t, s.outsiders, 'PUT', `${api}/Update`, { body: { id: 1, title: 'Óheimilt', minimumRequiredQuestions: 0 } }));
});

describe('ExaminationCategory/Delete', () => {
  it('deletes softly, with the category’s questions only', async () => {
    const [category, neighbour] = [await create(), await create()];
    const ids = await addQuestions(t, s.tenantId, category.id, 2);
    const kept = await addQuestions(t, s.tenantId, neighbour.id, 1);
    const res = await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: category.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await row(category.id)).isDeleted).toBe(true);
    const deleted = await t.database.db.select().from(questions).where(inArray(questions.id, ids));
    expect(deleted.map((q) => q.isDeleted)).toEqual([true, true]);
    expect((await t.database.db.select().from(questions).where(eq(questions.id, kept[0])))[0].isDeleted).toBe(false);
    expect((await get(category.id)).status).toBe(404);
    expect((await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: category.id } })).status).toBe(404);
  });

  it('answers 404 for another tenant’s category and leaves it', async () => {
    expect((await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: foreignCategoryId } })).status).toBe(404);
    expect((await row(foreignCategoryId)).isDeleted).toBe(false);
  });

  it('answers 400 without a valid id', async () => {
    expect((await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: 0 } })).status).toBe(400);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'DELETE', `${api}/Delete`, { query: { Id: 1 } }));
});

describe('ExaminationCategory/Get', () => {
  it('answers the category with its live and its active questions counted', async () => {
    const category = await create();
    await addQuestions(t, s.tenantId, category.id, 3);
    await addQuestions(t, s.tenantId, category.id, 2, false);
    const [gone] = await addQuestions(t, s.tenantId, category.id, 1);
    await t.database.db.update(questions).set({ isDeleted: true }).where(eq(questions.id, gone));
    const res = await get(category.id);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...category, questionCount: 5, activeQuestionCount: 3 });
  });

  it('answers 404 for another tenant’s category and for one whose examination is deleted', async () => {
    expect((await get(foreignCategoryId)).status).toBe(404);
    expect((await get(foreignCategoryId, s.otherAuthor)).status).toBe(200);
    const orphan = await examinationWithQuestions(t, s.otherTenantId, 2, [{ active: 0 }]);
    await t.database.db.update(examinations).set({ isDeleted: true }).where(eq(examinations.id, orphan.examinationId));
    expect((await get(orphan.categoryIds[0], s.otherAuthor)).status).toBe(404);
  });

  it('answers 400 without an id', async () => {
    expect((await t.call('GET', `${api}/Get`, { token: s.author })).status).toBe(400);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'GET', `${api}/Get`, { query: { Id: 1 } }));
});

describe('ExaminationCategory/GetByExaminationId', () => {
  it('pages the examination’s live categories in the order they were made, searched by either title', async () => {
    const tenantId = (await t.tenant()).id;
    const token = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
    const exam = await examinationWithQuestions(t, tenantId, 2);
    const made: CategoryDto[] = [];
    for (const [title, titleEnglish] of [
      ['Veðurfræði', 'Meteorology'],
      ['Flugeiginleikar', 'Flight performance'],
      ['Mótvægisaðgerðir', 'Mitigations'],
    ]) {
      made.push(await create({ examinationId: exam.examinationId, title, titleEnglish }, token));
    }
    await addQuestions(t, tenantId, made[1].id, 2);
    await addQuestions(t, tenantId, made[1].id, 1, false);
    const gone = await create({ examinationId: exam.examinationId }, token);
    await t.call('DELETE', `${api}/Delete`, { token, query: { Id: gone.id } });

    const all = await t.call('GET', `${api}/GetByExaminationId`, { token, query: { ExaminationId: exam.examinationId } });
    expect(all.status).toBe(200);
    expect(all.body.result.totalCount).toBe(3);
    expect(all.body.result.items.map((c: CategoryDto) => c.id)).toEqual(made.map((c) => c.id));
    expect(all.body.result.items[1]).toMatchObject({ questionCount: 3, activeQuestionCount: 2, certificateType: 2 });
    const page = await t.call('GET', `${api}/GetByExaminationId`, {
      token,
      query: { ExaminationId: exam.examinationId, SkipCount: 1, MaxResultCount: 1 },
    });
    expect(page.body.result).toEqual({ items: [all.body.result.items[1]], totalCount: 3 });
    const english = await t.call('GET', `${api}/GetByExaminationId`, {
      token,
      query: { examinationId: exam.examinationId, keyword: 'METEO' },
    });
    expect(english.body.result.items.map((c: CategoryDto) => c.title)).toEqual(['Veðurfræði']);
    const icelandic = await t.call('GET', `${api}/GetByExaminationId`, {
      token,
      query: { examinationId: exam.examinationId, keyword: 'aðgerðir' },
    });
    expect(icelandic.body.result.totalCount).toBe(1);
  });

  it('answers 404 for another tenant’s or a deleted examination', async () => {
    const res = await t.call('GET', `${api}/GetByExaminationId`, { token: s.author, query: { examinationId: foreignExaminationId } });
    expect(res.status).toBe(404);
  });

  it('answers 400 without an examination or with a bad page', async () => {
    expect((await t.call('GET', `${api}/GetByExaminationId`, { token: s.author })).status).toBe(400);
    expect(
      (await t.call('GET', `${api}/GetByExaminationId`, { token: s.author, query: { examinationId, MaxResultCount: 1001 } })).status,
    ).toBe(400);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'GET', `${api}/GetByExaminationId`, { query: { examinationId: 1 } }));
});

describe('ExaminationCategory totals', () => {
  it('GetMaxTotalMininumCategory sums the minimums of the tenant’s live examination of the type', async () => {
    const tenantId = (await t.tenant()).id;
    const token = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
    const total = async (certificateType: number) =>
      (await t.call('GET', `${api}/GetMaxTotalMininumCategory`, { token, query: { CertificateType: certificateType } })).body.result;
    expect(await total(1)).toBe(0);
    const exam = await examinationWithQuestions(t, tenantId, 1, [
      { active: 3, minimum: 3 },
      { active: 5, minimum: 5 },
      { active: 2, minimum: 2 },
    ]);
    await t.database.db.update(examinationCategories).set({ isDeleted: true }).where(eq(examinationCategories.id, exam.categoryIds[2]));
    await examinationWithQuestions(t, tenantId, 2, [{ active: 4, minimum: 4 }]);
    await examinationWithQuestions(t, (await t.tenant()).id, 1, [{ active: 6, minimum: 6 }]);
    expect(await total(1)).toBe(8);
    expect(await total(2)).toBe(4);
  });

  it('GetTotalQuestionByCertificateId answers the questions per attempt from the settings', async () => {
    const total = async (certificateType: number) =>
      (await t.call('GET', `${api}/GetTotalQuestionByCertificateId`, { token: s.author, query: { certificateType } })).body.result;
    expect(await total(1)).toBe(40);
    expect(await total(2)).toBe(30);
    await t.database.db.update(settings).set({ value: '36' }).where(eq(settings.id, 6));
    await t.database.db.update(settings).set({ value: '24' }).where(eq(settings.id, 16));
    expect([await total(1), await total(2)]).toEqual([36, 24]);
    await t.database.db.update(settings).set({ value: '40' }).where(eq(settings.id, 6));
    await t.database.db.update(settings).set({ value: '30' }).where(eq(settings.id, 16));
  });

  it('answer 400 for a missing or unknown type', async () => {
    for (const method of ['GetMaxTotalMininumCategory', 'GetTotalQuestionByCertificateId']) {
      expect((await t.call('GET', `${api}/${method}`, { token: s.author })).status).toBe(400);
      expect((await t.call('GET', `${api}/${method}`, { token: s.author, query: { certificateType: 3 } })).status).toBe(400);
    }
  });

  it('answer 401 and 403', async () => {
    await expectGuarded(t, s.outsiders, 'GET', `${api}/GetMaxTotalMininumCategory`, { query: { certificateType: 1 } });
    await expectGuarded(t, s.outsiders, 'GET', `${api}/GetTotalQuestionByCertificateId`, { query: { certificateType: 2 } });
  });
});

describe('the question factory', () => {
  it('sanitizes the descriptions, keeps plain copies and numbers the options from 0', async () => {
    const category = await create();
    const id = await insertQuestion(t.database.db, {
      tenantId: s.tenantId,
      categoryId: category.id,
      descriptionIcelandic: '<p onclick="alert(1)">Hvað er<script>alert(2)</script>&nbsp;<strong>UAS</strong>?</p>',
      descriptionEnglish: '<p>What is a <em>UAS</em>?</p><img src="/question-images/k" onerror="alert(3)">',
      options: ['A', 'B', 'C'].map((letter, i) => ({ descriptionIcelandic: letter, descriptionEnglish: letter, isAnswer: i === 2 })),
      isRequired: true,
    });
    const [question] = await t.database.db.select().from(questions).where(eq(questions.id, id));
    expect(question).toMatchObject({
      tenantId: s.tenantId,
      descriptionIcelandic: '<p>Hvað er\u00a0<strong>UAS</strong>?</p>',
      rawContentIcelandic: 'Hvað er UAS?',
      descriptionEnglish: '<p>What is a <em>UAS</em>?</p><img src="/question-images/k" />',
      rawContentEnglish: 'What is a UAS?',
      isActive: true,
      isRequired: true,
    });
    const options = await t.database.db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.questionId, id))
      .orderBy(questionOptions.position);
    expect(options.map((o) => [o.position, o.descriptionEnglish, o.isAnswer])).toEqual([
      [0, 'A', false],
      [1, 'B', false],
      [2, 'C', true],
    ]);
  });
});
