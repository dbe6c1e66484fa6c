import { categoryMinimumCap, type CategoryDto } from '../../../shared/contracts/examinations';

/**
 * Whether an attempt of an examination can be drawn, rule by rule (sections 5 and 9 and
 * docs/decisions/0005): a category demands at most 6 questions (16 in A2); the minimums together
 * fit in one attempt; each category has at least as many active questions as it demands; and
 * there are enough active questions in all to fill an attempt.
 */
export type ReadinessRule = 'categories' | 'cap' | 'sum' | 'active' | 'total';

export interface ReadinessCheck {
  rule: ReadinessRule;
  ok: boolean;
  /** Values for the rule's sentence. */
  values: Record<string, number | string>;
  /** Categories that break the rule, by id. */
  offenders: number[];
}

export interface ReadinessInput {
  certificateType: number;
  categories: readonly Pick<CategoryDto, 'id' | 'minimumRequiredQuestions' | 'activeQuestionCount'>[];
  sumOfMinimums: number;
  questionsPerAttempt: number;
}

export function capOf(certificateType: number): number {
  return categoryMinimumCap[certificateType] ?? categoryMinimumCap[1];
}

export function readinessOf({ certificateType, categories, sumOfMinimums, questionsPerAttempt }: ReadinessInput): ReadinessCheck[] {
  const cap = capOf(certificateType);
  const overCap = categories.filter((c) => c.minimumRequiredQuestions > cap).map((c) => c.id);
  const short = categories.filter((c) => c.activeQuestionCount < c.minimumRequiredQuestions).map((c) => c.id);
  const active = categories.reduce((sum, c) => sum + c.activeQuestionCount, 0);
  return [
    { rule: 'categories', ok: categories.length > 0, values: { count: categories.length }, offenders: [] },
    { rule: 'cap', ok: overCap.length === 0, values: { cap }, offenders: overCap },
    { rule: 'sum', ok: sumOfMinimums <= questionsPerAttempt, values: { sum: sumOfMinimums, count: questionsPerAttempt }, offenders: [] },
    { rule: 'active', ok: short.length === 0, values: { count: short.length }, offenders: short },
    { rule: 'total', ok: active >= questionsPerAttempt, values: { active, count: questionsPerAttempt }, offenders: [] },
  ];
}

export const isReady = (checks: readonly ReadinessCheck[]) => checks.every((check) => check.ok);
