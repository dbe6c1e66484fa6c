import { expect } from 'vitest';
import { insertCategory, insertExamination, insertQuestion } from '../../seed/factories/questions';
import type { TestApp } from '../../test/harness';

export const examinationApi = '/api/services/app/Examination';
export const categoryApi = '/api/services/app/ExaminationCategory';

/** Two tenants, each with an author holding Pages.Examinations, and users without it in the first. */
export async function authoringSetup(t: TestApp) {
  const tenantId = (await t.tenant()).id;
  const otherTenantId = (await t.tenant()).id;
  const author = (await t.userWith(['Pages.Examinations'], { tenantId })).token;
  const otherAuthor = (await t.userWith(['Pages.Examinations'], { tenantId: otherTenantId })).token;
  const outsiders = [(await t.userWith([], { tenantId })).token, (await t.userWith(['Pages.Users', 'Pages.Roles'], { tenantId })).token];
  return { tenantId, otherTenantId, author, otherAuthor, outsiders };
}

type Input = { query?: Record<string, string | number>; body?: unknown };

/** 401 without a session; 403 with no permissions and with others than Pages.Examinations. */
export async function expectGuarded(t: TestApp, outsiders: string[], verb: string, path: string, input: Input) {
  const anonymous = await t.call(verb, path, input);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.unAuthorizedRequest).toBe(true);
  for (const token of outsiders) {
    const res = await t.call(verb, path, { ...input, token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('The permission Pages.Examinations is missing.');
  }
}

let counter = 0;

/** An examination with categories and questions written straight through the factories. */
export async function examinationWithQuestions(
  t: TestApp,
  tenantId: number | null,
  certificateType: number,
  categories: { active: number; inactive?: number; minimum?: number }[] = [],
) {
  const db = t.database.db;
  const examinationId = await insertExamination(db, { tenantId, name: `Próf ${++counter}`, certificateType });
  const categoryIds: number[] = [];
  for (const spec of categories) {
    const categoryId = await insertCategory(db, {
      tenantId,
      examinationId,
      title: `Flokkur ${++counter}`,
      minimumRequiredQuestions: spec.minimum,
    });
    await addQuestions(t, tenantId, categoryId, spec.active);
    if (spec.inactive) await addQuestions(t, tenantId, categoryId, spec.inactive, false);
    categoryIds.push(categoryId);
  }
  return { examinationId, categoryIds };
}

export async function addQuestions(t: TestApp, tenantId: number | null, categoryId: number, howMany: number, isActive = true) {
  const ids: number[] = [];
  for (let i = 0; i < howMany; i++) {
    const n = ++counter;
    ids.push(
      await insertQuestion(t.database.db, {
        tenantId,
        categoryId,
        descriptionIcelandic: `<p>Spurning ${n}</p>`,
        descriptionEnglish: `<p>Question ${n}</p>`,
        isActive,
        options: [
          { descriptionIcelandic: 'Já', descriptionEnglish: 'Yes', isAnswer: true },
          { descriptionIcelandic: 'Nei', descriptionEnglish: 'No', isAnswer: false },
        ],
      }),
    );
  }
  return ids;
}
