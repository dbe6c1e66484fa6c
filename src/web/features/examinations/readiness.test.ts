import { describe, expect, it } from 'vitest';
import { capOf, isReady, readinessOf } from './readiness';

const category = (id: number, minimumRequiredQuestions: number, activeQuestionCount: number) => ({
  id,
  minimumRequiredQuestions,
  activeQuestionCount,
});

describe('readiness of a question bank', () => {
  it('caps a category at 6 questions in A1/A3 and 16 in A2', () => {
    expect(capOf(1)).toBe(6);
    expect(capOf(2)).toBe(16);
  });

  it('is ready when every rule holds', () => {
    const checks = readinessOf({
      certificateType: 1,
      categories: [category(1, 6, 20), category(2, 4, 25)],
      sumOfMinimums: 10,
      questionsPerAttempt: 40,
    });
    expect(checks.map((c) => [c.rule, c.ok])).toEqual([
      ['categories', true],
      ['cap', true],
      ['sum', true],
      ['active', true],
      ['total', true],
    ]);
    expect(isReady(checks)).toBe(true);
  });

  it('names the categories that break a rule', () => {
    const checks = readinessOf({
      certificateType: 1,
      categories: [category(1, 7, 20), category(2, 4, 2)],
      sumOfMinimums: 11,
      questionsPerAttempt: 10,
    });
    const byRule = Object.fromEntries(checks.map((c) => [c.rule, c]));
    expect(byRule.cap).toMatchObject({ ok: false, offenders: [1], values: { cap: 6 } });
    expect(byRule.active).toMatchObject({ ok: false, offenders: [2] });
    expect(byRule.sum).toMatchObject({ ok: false, values: { sum: 11, count: 10 } });
    expect(byRule.total).toMatchObject({ ok: true, values: { active: 22, count: 10 } });
    expect(isReady(checks)).toBe(false);
  });

  it('allows 16 in A2 and wants a category at all', () => {
    expect(
      readinessOf({ certificateType: 2, categories: [category(1, 16, 16)], sumOfMinimums: 16, questionsPerAttempt: 30 }).find(
        (c) => c.rule === 'cap',
      )?.ok,
    ).toBe(true);
    const empty = readinessOf({ certificateType: 2, categories: [], sumOfMinimums: 0, questionsPerAttempt: 30 });
    expect(empty.find((c) => c.rule === 'categories')?.ok).toBe(false);
    expect(empty.find((c) => c.rule === 'total')?.ok).toBe(false);
  });
});
