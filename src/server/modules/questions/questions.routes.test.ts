import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDto } from '../../../shared/contracts/questions';
import { examinationCategories, examinations, questionOptions, questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { authoringSetup, expectGuarded, newCategory, newQuestion, questionApi as api, questionBody } from './questions.test-support';
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let s: Awaited<ReturnType<typeof authoringSetup>>;
let categoryId: number;
let otherCategoryId: number;
let foreignQuestionId: number;

const create = async (body: Record<string, unknown>, token = s.author) => {
  const res = await t.call('POST', `${api}/Create`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as QuestionDto;
};
const row = async (id: number) => (await t.database.db.select().from(questions).where(eq(questions.id, id)))[0];
const get = (id: number, token = s.author) => t.call('GET', `${api}/Get`, { token, query: { Id: id } });
const update = (body: Record<string, unknown>, token = s.author, language?: 'en') =>
  t.call('PUT', `${api}/Update`, { token, body, language });
const bodyOf = (q: QuestionDto, extra: Record<string, unknown> = {}) => ({
  id: q.id,
  descriptionIcelandic: q.descriptionIcelandic,
  descriptionEnglish: q.descriptionEnglish,
  isActive: q.isActive,
  isRequired: q.isRequired,
  questionOptions: q.questionOptions.map(({ descriptionIcelandic, descriptionEnglish, isAnswer }) => ({
    descriptionIcelandic,
    descriptionEnglish,
    isAnswer,
  })),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  s = await authoringSetup(t);
  categoryId = await newCategory(t.database.db, { tenantId: s.tenantId });
  otherCategoryId = await newCategory(t.database.db, { tenantId: s.otherTenantId });
  foreignQuestionId = await newQuestion(t.database.db, otherCategoryId, { tenantId: s.otherTenantId });
});
afterAll(() => t.close());

describe('Question/Create', () => {
  it('creates a question with four options in the caller’s tenant', async () => {
    const q = await create(questionBody(categoryId, 'Hver er mesta flughæð í opna flokknum?', { isRequired: true }));
    expect(q).toEqual({
      id: expect.any(Number),
      categoryId,
      examinationId: expect.any(Number),
      descriptionIcelandic: '<p>Hver er mesta flughæð í opna flokknum?</p>',
      descriptionEnglish: '<p>Hver er mesta flughæð í opna flokknum? (in English)</p>',
      rawContentIcelandic: 'Hver er mesta flughæð í opna flokknum?',
      rawContentEnglish: 'Hver er mesta flughæð í opna flokknum? (in English)',
      questionType: 0,
      isActive: true,
      isRequired: true,
      isDeleted: false,
      questionOptions: [
        { id: expect.any(Number), descriptionIcelandic: '50 m', descriptionEnglish: '50 m', isAnswer: false },
        { id: expect.any(Number), descriptionIcelandic: '120 m', descriptionEnglish: '120 m', isAnswer: true },
        { id: expect.any(Number), descriptionIcelandic: '150 m', descriptionEnglish: '150 m', isAnswer: false },
        { id: expect.any(Number), descriptionIcelandic: '300 m', descriptionEnglish: '300 m', isAnswer: false },
      ],
      questionImages: [],
      creationTime: expect.any(String),
      lastModificationTime: null,
    });
    const [category] = await t.database.db.select().from(examinationCategories).where(eq(examinationCategories.id, categoryId));
    expect(q.examinationId).toBe(category.examinationId);
    expect(await row(q.id)).toMatchObject({ tenantId: s.tenantId, isDeleted: false });
  });

  it('answers 400 for fewer than two options, no correct option, too many options and empty descriptions', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { questionOptions: [{ descriptionIcelandic: 'Já', descriptionEnglish: 'Yes', isAnswer: true }] },
        'questionOptions',
        'A question needs at least two options.',
      ],
      [
        { questionOptions: questionBody(categoryId).questionOptions.map((o) => ({ ...o, isAnswer: false })) },
        'questionOptions',
        'Mark at least one option as correct.',
      ],
      [
        { questionOptions: new Array(9).fill({ descriptionIcelandic: 'A', descriptionEnglish: 'A', isAnswer: true }) },
        'questionOptions',
        'The value is too long (at most 8).',
      ],
      [{ descriptionIcelandic: '<p> </p>' }, 'descriptionIcelandic', 'Enter the text in Icelandic'],
      [{ descriptionEnglish: '<script>alert(1)</script>' }, 'descriptionEnglish', 'Enter the text in English'],
    ];
    for (const [extra, member, message] of cases) {
      const res = await t.call('POST', `${api}/Create`, {
        token: s.author,
        language: 'en',
        body: questionBody(categoryId, undefined, extra),
      });
      expect(res.status, member).toBe(400);
      expect(wordsOf(res.body)).toContainEqual({ message, members: [member] });
    }
    const is = await t.call('POST', `${api}/Create`, {
      token: s.author,
      body: questionBody(categoryId, undefined, { questionOptions: [] }),
    });
    expect(wordsOf(is.body)).toContainEqual({
      message: 'Spurning þarf minnst tvo svarmöguleika.',
      members: ['questionOptions'],
    });
    const missing = await t.call('POST', `${api}/Create`, { token: s.author, body: { descriptionIcelandic: '<p>x</p>' } });
    expect(missing.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual([
      'categoryId',
      'descriptionEnglish',
      'questionOptions',
    ]);
  });

  it('answers 450 for the same Icelandic text in the category, whatever its case, spacing and markup', async () => {
    await create(questionBody(categoryId, 'Má fljúga yfir mannfjölda?'));
    for (const text of ['MÁ FLJÚGA  yfir mannfjölda?', '<strong>Má</strong> fljúga\n yfir mannfjölda?']) {
      const res = await t.call('POST', `${api}/Create`, { token: s.author, body: questionBody(categoryId, text) });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 450, message: 'Í flokknum er þegar spurning með sama íslenska texta.' });
    }
    const en = await t.call('POST', `${api}/Create`, {
      token: s.author,
      language: 'en',
      body: questionBody(categoryId, 'má fljúga yfir mannfjölda?'),
    });
    expect(en.body.error).toMatchObject({ code: 450, message: 'The category already has a question with the same Icelandic text.' });
    // Another category, or a deleted question, holds no claim on the text.
    const elsewhere = await newCategory(t.database.db, { tenantId: s.tenantId });
    const copy = await create(questionBody(elsewhere, 'Má fljúga yfir mannfjölda?'));
    await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: copy.id } });
    await create(questionBody(elsewhere, 'Má fljúga yfir mannfjölda?'));
  });

  it('answers 450 to all but one of the same question saved at once', async () => {
    const body = questionBody(categoryId, 'Samtímis vistuð spurning?');
    const replies = await Promise.all([1, 2, 3].map(() => t.call('POST', `${api}/Create`, { token: s.author, body })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.error?.code === 450)).toHaveLength(2);
  });

  it('answers 404 for another tenant’s category, a deleted category and a category of a deleted examination', async () => {
    expect((await t.call('POST', `${api}/Create`, { token: s.author, body: questionBody(otherCategoryId) })).status).toBe(404);
    const deleted = await newCategory(t.database.db, { tenantId: s.tenantId });
    await t.database.db.update(examinationCategories).set({ isDeleted: true }).where(eq(examinationCategories.id, deleted));
    expect((await t.call('POST', `${api}/Create`, { token: s.author, body: questionBody(deleted) })).status).toBe(404);
    const tenantId = (await t.tenant()).id;
    const token = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
    const orphan = await newCategory(t.database.db, { tenantId, certificateType: 2 });
    const [category] = await t.database.db.select().from(examinationCategories).where(eq(examinationCategories.id, orphan));
    await t.database.db.update(examinations).set({ isDeleted: true }).where(eq(examinations.id, category.examinationId));
    expect((await t.call('POST', `${api}/Create`, { token, body: questionBody(orphan) })).status).toBe(404);
  });

  it('answers 401 and 403', () => expectGuarded(t, s.outsiders, 'POST', 'Create', { body: questionBody(categoryId) }));
});

describe('Question/Update', () => {
  it('changes texts and flags and rewrites the options in place', async () => {
    const q = await create(questionBody(categoryId));
    const res = await update(
      bodyOf(q, {
        descriptionIcelandic: '<p>Ný spurning um <em>sjónlínu</em>?</p>',
        isRequired: true,
        questionOptions: [
          { descriptionIcelandic: 'Já', descriptionEnglish: 'Yes', isAnswer: true },
          { descriptionIcelandic: 'Nei', descriptionEnglish: 'No' },
          { descriptionIcelandic: 'Stundum', descriptionEnglish: 'Sometimes', isAnswer: true },
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = res.body.result as QuestionDto;
    expect(updated).toMatchObject({
      rawContentIcelandic: 'Ný spurning um sjónlínu?',
      isRequired: true,
      lastModificationTime: expect.any(String),
    });
    expect(updated.questionOptions.map((o) => [o.descriptionEnglish, o.isAnswer])).toEqual([
      ['Yes', true],
      ['No', false],
      ['Sometimes', true],
    ]);
    // Options keep their ids by place, so answers already given still point at an option.
    expect(updated.questionOptions.map((o) => o.id)).toEqual(q.questionOptions.slice(0, 3).map((o) => o.id));
    expect(await t.database.db.select().from(questionOptions).where(eq(questionOptions.questionId, q.id))).toHaveLength(3);
    const more = await update(
      bodyOf(updated, {
        questionOptions: [...bodyOf(updated).questionOptions, { descriptionIcelandic: 'Aldrei', descriptionEnglish: 'Never' }],
      }),
    );
    expect((more.body.result as QuestionDto).questionOptions.map((o) => o.descriptionIcelandic)).toEqual([
      'Já',
      'Nei',
      'Stundum',
      'Aldrei',
    ]);
  });

  it('answers 450 for another question’s text and accepts the question’s own', async () => {
    const first = await create(questionBody(categoryId, 'Hvað merkir VLOS?'));
    const second = await create(questionBody(categoryId));
    const res = await update(bodyOf(second, { descriptionIcelandic: '<p>hvað merkir  vlos?</p>' }));
    expect(res.body.error).toMatchObject({ code: 450 });
    expect((await row(second.id)).rawContentIcelandic).toBe(second.rawContentIcelandic);
    expect((await update(bodyOf(first, { descriptionIcelandic: '<p>HVAÐ merkir VLOS?</p>' }))).status).toBe(200);
  });

  it('refuses to deactivate a question its category needs for its minimum', async () => {
    const minimumCategory = await newCategory(t.database.db, { tenantId: s.tenantId, minimumRequiredQuestions: 2 });
    const a = await create(questionBody(minimumCategory));
    const b = await create(questionBody(minimumCategory));
    const is = await update(bodyOf(a, { isActive: false }));
    expect(is.status).toBe(400);
    expect(is.body.error).toMatchObject({ code: 0, message: expect.stringContaining('Lágmarksfjöldi virkra spurninga í flokknum er 2') });
    const en = await update(bodyOf(b, { isActive: false }), s.author, 'en');
    expect(en.body.error?.message).toMatch(
      /^The category's minimum number of active questions is 2, so this question cannot be deactivated or deleted/,
    );
    expect((await row(a.id)).isActive).toBe(true);
    await create(questionBody(minimumCategory));
    expect((await update(bodyOf(a, { isActive: false }))).status).toBe(200);
    // An inactive question stays editable, and may come back.
    expect((await update(bodyOf(a, { isActive: false, isRequired: true }))).status).toBe(200);
    expect((await update(bodyOf(a, { isActive: true }))).status).toBe(200);
  });

  it('answers 400 naming the members', async () => {
    const res = await update({ id: 'x', descriptionIcelandic: '<p>x</p>', descriptionEnglish: '', questionOptions: [] });
    expect(res.status).toBe(400);
    expect([...new Set(res.body.error?.validationErrors?.map((v) => v.members[0]))].sort()).toEqual([
      'descriptionEnglish',
      'id',
      'questionOptions',
    ]);
  });

  it('answers 401, 403, and 404 for another tenant’s or a deleted question', async () => {
    const q = await create(questionBody(categoryId));
    await expectGuarded(t, s.outsiders, 'PUT', 'Update', { body: bodyOf(q) });
    const foreign = await update({ ...bodyOf(q), id: foreignQuestionId });
    expect(foreign.status).toBe(404);
    expect((await t.call('PUT', `${api}/Update`, { token: s.otherAuthor, body: bodyOf(q, { isRequired: true }) })).status).toBe(404);
    expect((await row(q.id)).isRequired).toBe(false);
    await t.call('DELETE', `${api}/Delete`, { token: s.author, query: { Id: q.id } });
    expect((await update(bodyOf(q))).status).toBe(404);
  });
});

describe('Question/Get', () => {
  it('answers the question with its options in order', async () => {
    const q = await create(questionBody(categoryId));
    const res = await get(q.id);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(q);
  });

  it('answers 400, 401, 403, and 404 for another tenant’s or a deleted question', async () => {
    const q = await create(questionBody(categoryId));
    const bad = await t.call('GET', `${api}/Get`, { token: s.author, query: { Id: 'eitt' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
    await expectGuarded(t, s.outsiders, 'GET', 'Get', { query: { Id: q.id } });
    expect((await get(foreignQuestionId)).status).toBe(404);
    expect((await get(q.id, s.otherAuthor)).status).toBe(404);
    expect((await get(foreignQuestionId, s.otherAuthor)).status).toBe(200);
    await t.database.db.update(questions).set({ isDeleted: true }).where(eq(questions.id, q.id));
    expect((await get(q.id)).status).toBe(404);
  });
});
