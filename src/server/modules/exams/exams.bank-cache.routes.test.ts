import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBank, candidate, setSetting, startAttempt, type BuiltBank } from './exams.test-support';

/**
 * The live examination's bank, texts and the exam settings are kept in memory (decision 0011): a
 * start reads none of them once one start has, and an edit shows at once on this portal and as
 * soon as the other portal hears of it.
 */

let a: TestApp;
let b: TestApp;
let tenantId: number;
let bank: BuiltBank;

beforeAll(async () => {
  a = await createTestApp();
  b = await a.reopen();
  await setSetting(a, 6, 4); // NumberQuestion
  tenantId = (await a.tenant()).id;
  bank = await buildBank(a, tenantId, 1, [{ questions: 4 }]);
});
afterAll(async () => {
  await b?.app.close();
  await b?.database.close();
  await a?.close();
});

/** Every statement the pool runs outside a transaction while `run` runs. */
async function statementsOf(t: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const pool = t.database.pool;
  const query = pool.query.bind(pool);
  const seen: string[] = [];
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    seen.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
    return (query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return seen;
}

const readsBank = (statements: string[]) =>
  statements.filter((s) => /from "(questions|question_options|question_images|examinations|examination_categories|settings)"/.test(s));

const textOf = (attempt: Awaited<ReturnType<typeof startAttempt>>, questionId: number) =>
  attempt.questions.find((q) => q.questionId === questionId)?.descriptionEnglish;

describe('the bank in memory', () => {
  it('reads no bank, text or setting for a start once one start has', async () => {
    await startAttempt(a, (await candidate(a, tenantId)).token);
    const next = await candidate(a, tenantId);
    const statements = await statementsOf(a, () => startAttempt(a, next.token));
    expect(statements.length).toBeGreaterThan(0);
    expect(readsBank(statements)).toEqual([]);
  });

  it('shows an edited question at once on this portal, and on the other as soon as it hears', async () => {
    const questionId = bank.categories[0].questionIds[0];
    await startAttempt(b, (await candidate(a, tenantId)).token);
    await a.database.pool.query(`update questions set description_english = '<p>Edited</p>' where id = $1`, [questionId]);
    expect(textOf(await startAttempt(a, (await candidate(a, tenantId)).token), questionId)).toBe('<p>Edited</p>');

    const until = Date.now() + 1000;
    let seen = textOf(await startAttempt(b, (await candidate(a, tenantId)).token), questionId);
    while (seen !== '<p>Edited</p>' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      seen = textOf(await startAttempt(b, (await candidate(a, tenantId)).token), questionId);
    }
    expect(seen).toBe('<p>Edited</p>');
  });

  it('draws from a changed setting at once', async () => {
    await setSetting(a, 6, 3);
    expect((await startAttempt(a, (await candidate(a, tenantId)).token)).questions).toHaveLength(3);
    await setSetting(a, 6, 4);
  });
});
