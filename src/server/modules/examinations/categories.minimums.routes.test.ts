import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examinationCategories, questions, settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addQuestions, categoryApi as api, examinationWithQuestions } from './examinations.test-support';
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let n = 0;

/** A fresh tenant and author for each case, so examinations of one type never collide. */
async function author() {
  const tenantId = (await t.tenant()).id;
  return { tenantId, token: (await t.userWith(['Pages.Examinations'], { tenantId })).token };
}

const update = (token: string, id: number, minimumRequiredQuestions: number, language: 'is' | 'en' = 'en') =>
  t.call('PUT', `${api}/Update`, { token, language, body: { id, title: `Flokkur ${++n}`, minimumRequiredQuestions } });

const minimumOf = async (id: number) =>
  (await t.database.db.select().from(examinationCategories).where(eq(examinationCategories.id, id)))[0].minimumRequiredQuestions;

function expectRefused(res: Awaited<ReturnType<typeof update>>, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.error?.code).toBe(0);
  expect(wordsOf(res.body)).toEqual([{ members: ['minimumRequiredQuestions'], message }]);
}

const setAttemptSize = (settingId: number, value: number) =>
  t.database.db
    .update(settings)
    .set({ value: String(value) })
    .where(eq(settings.id, settingId));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the cap on one category’s minimum', () => {
  it('is 6 in the A1/A3 examination', async () => {
    const { tenantId, token } = await author();
    const { categoryIds } = await examinationWithQuestions(t, tenantId, 1, [{ active: 10 }]);
    expectRefused(await update(token, categoryIds[0], 7), 'In this examination a category may demand at most 6 questions.');
    const is = await update(token, categoryIds[0], 16, 'is');
    expect(is.body.error?.validationErrors?.[0].message).toBe('Í þessu prófi má flokkur krefjast í mesta lagi 6 spurninga.');
    expect((await update(token, categoryIds[0], 6)).status).toBe(200);
    expect(await minimumOf(categoryIds[0])).toBe(6);
  });

  it('is 16 in the A2 examination, where the contract refuses anything above', async () => {
    const { tenantId, token } = await author();
    const { categoryIds } = await examinationWithQuestions(t, tenantId, 2, [{ active: 17 }]);
    expect((await update(token, categoryIds[0], 16)).status).toBe(200);
    const above = await update(token, categoryIds[0], 17);
    expect(above.status).toBe(400);
    expect(above.body.error?.validationErrors?.[0].members).toEqual(['minimumRequiredQuestions']);
    expect(await minimumOf(categoryIds[0])).toBe(16);
  });

  it('applies on create too', async () => {
    const { tenantId, token } = await author();
    const { examinationId } = await examinationWithQuestions(t, tenantId, 1);
    const res = await t.call('POST', `${api}/Create`, {
      token,
      language: 'en',
      body: { examinationId, title: 'Of mikið', minimumRequiredQuestions: 8 },
    });
    expectRefused(res, 'In this examination a category may demand at most 6 questions.');
  });
});

describe('a minimum above the category’s active questions', () => {
  it('is refused on create, explaining that the minimum rises once questions exist', async () => {
    const { tenantId, token } = await author();
    const { examinationId } = await examinationWithQuestions(t, tenantId, 1);
    const body = { examinationId, title: 'Nýr flokkur', minimumRequiredQuestions: 2 };
    const en = await t.call('POST', `${api}/Create`, { token, language: 'en', body });
    expectRefused(
      en,
      'The category has 0 active questions and cannot demand more. A minimum can rise once the questions exist: save the category with minimum 0, add its questions, then raise it.',
    );
    const is = await t.call('POST', `${api}/Create`, { token, language: 'is', body });
    expect(is.body.error?.validationErrors?.[0].message).toBe(
      'Flokkurinn hefur 0 virkar spurningar og getur ekki krafist fleiri. Lágmarkið má hækka þegar spurningarnar eru komnar: vistaðu flokkinn með lágmarkinu 0, bættu við spurningum og hækkaðu það síðan.',
    );
    const created = await t.call('POST', `${api}/Create`, { token, body: { ...body, minimumRequiredQuestions: 0 } });
    expect(created.status).toBe(200);
    await addQuestions(t, tenantId, created.body.result.id, 2);
    expect((await update(token, created.body.result.id, 2)).status).toBe(200);
  });

  it('counts only live, active questions', async () => {
    const { tenantId, token } = await author();
    const { categoryIds } = await examinationWithQuestions(t, tenantId, 1, [{ active: 4, inactive: 2 }, { active: 1 }]);
    const [gone] = await addQuestions(t, tenantId, categoryIds[0], 1);
    await t.database.db.update(questions).set({ isDeleted: true }).where(eq(questions.id, gone));
    expectRefused(
      await update(token, categoryIds[0], 5),
      'The category has 4 active questions and cannot demand more. A minimum can rise once the questions exist: save the category with minimum 0, add its questions, then raise it.',
    );
    expect((await update(token, categoryIds[0], 4)).status).toBe(200);
    const single = await update(token, categoryIds[1], 2, 'is');
    expect(single.body.error?.validationErrors?.[0].message).toMatch(/^Flokkurinn hefur 1 virka spurningu og getur ekki krafist fleiri\./);
  });
});

describe('the sum of an examination’s minimums', () => {
  it('may not exceed the A1/A3 attempt (NumberQuestion)', async () => {
    const { tenantId, token } = await author();
    const { categoryIds } = await examinationWithQuestions(t, tenantId, 1, [
      { active: 6, minimum: 6 },
      { active: 6 },
      { active: 6, minimum: 5 },
    ]);
    await setAttemptSize(6, 14);
    try {
      expectRefused(
        await update(token, categoryIds[1], 4),
        "The minimums of the examination's categories would add up to 15, more than the 14 questions drawn for each attempt.",
      );
      const is = await update(token, categoryIds[1], 4, 'is');
      expect(is.body.error?.validationErrors?.[0].message).toBe(
        'Lágmörk flokka prófsins yrðu samtals 15, fleiri en þær 14 spurningar sem dregnar eru í hvert próf.',
      );
      expect((await update(token, categoryIds[1], 3)).status).toBe(200);
      // A category's own old minimum is not counted twice.
      expect((await update(token, categoryIds[0], 6)).status).toBe(200);
    } finally {
      await setAttemptSize(6, 40);
    }
  });

  it('may not exceed the A2 attempt (A2NumberQuestion), and deleted categories do not count', async () => {
    const { tenantId, token } = await author();
    const { categoryIds } = await examinationWithQuestions(t, tenantId, 2, [
      { active: 16, minimum: 16 },
      { active: 16 },
      { active: 10, minimum: 10 },
    ]);
    expectRefused(
      await update(token, categoryIds[1], 5),
      "The minimums of the examination's categories would add up to 31, more than the 30 questions drawn for each attempt.",
    );
    expect((await update(token, categoryIds[1], 4)).status).toBe(200);
    await t.call('DELETE', `${api}/Delete`, { token, query: { Id: categoryIds[2] } });
    expect((await update(token, categoryIds[1], 14)).status).toBe(200);
    const total = await t.call('GET', `${api}/GetMaxTotalMininumCategory`, { token, query: { certificateType: 2 } });
    expect(total.body.result).toBe(30);
  });

  it('lets a minimum be kept or lowered after the attempt was made smaller', async () => {
    const { tenantId, token } = await author();
    const { categoryIds } = await examinationWithQuestions(t, tenantId, 1, [
      { active: 6, minimum: 6 },
      { active: 6, minimum: 6 },
    ]);
    await setAttemptSize(6, 10);
    try {
      expect((await update(token, categoryIds[0], 6)).status).toBe(200);
      expect((await update(token, categoryIds[0], 5)).status).toBe(200);
      expectRefused(
        await update(token, categoryIds[0], 6),
        "The minimums of the examination's categories would add up to 12, more than the 10 questions drawn for each attempt.",
      );
      expect((await update(token, categoryIds[1], 4)).status).toBe(200);
      expect((await update(token, categoryIds[0], 6)).status).toBe(200);
    } finally {
      await setAttemptSize(6, 40);
    }
  });

  it('holds when two categories are raised at once', async () => {
    const { tenantId, token } = await author();
    const { categoryIds } = await examinationWithQuestions(t, tenantId, 1, [{ active: 6 }, { active: 6 }, { active: 6 }]);
    await setAttemptSize(6, 10);
    try {
      const replies = await Promise.all(categoryIds.map((id) => update(token, id, 5)));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
      const minimums = await Promise.all(categoryIds.map(minimumOf));
      expect(minimums.reduce((a, b) => a + b, 0)).toBe(10);
    } finally {
      await setAttemptSize(6, 40);
    }
  });
});
