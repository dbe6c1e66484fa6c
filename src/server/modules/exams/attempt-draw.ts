import crypto from 'node:crypto';

/** A number in [0, 1); production draws from the operating system, tests pass their own. */
export type RandomSource = () => number;

export const cryptoRandom: RandomSource = () => crypto.randomInt(0, 2 ** 47) / 2 ** 47;

export interface BankQuestion {
  id: number;
  isRequired: boolean;
}

export interface BankCategory {
  id: number;
  /** At least this many of the category's questions go into every attempt. */
  minimum: number;
  questions: BankQuestion[];
}

export interface DrawnQuestion {
  questionId: number;
  categoryId: number;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** What a category must give: its required questions, and at least its minimum. */
const mandatoryOf = (category: BankCategory) => Math.max(category.minimum, category.questions.filter((q) => q.isRequired).length);

/**
 * Whether an attempt of `count` questions can be drawn fairly from the bank: there are
 * questions, every category holds its minimum, and the required questions and minimums
 * together fit in the attempt.
 */
export function canDraw(categories: readonly BankCategory[], count: number): boolean {
  if (!categories.some((c) => c.questions.length > 0)) return false;
  if (categories.some((c) => c.questions.length < c.minimum)) return false;
  return categories.reduce((sum, c) => sum + mandatoryOf(c), 0) <= count;
}

/**
 * Draws an attempt's questions: every required question, each category's minimum at random
 * (required ones count toward it), then the rest at random from everything left, up to `count`
 * (or all there is); no question twice. The final list is shuffled, so nothing in the order
 * hints at a question's subject or weight.
 */
export function drawQuestions(categories: readonly BankCategory[], count: number, random: RandomSource): DrawnQuestion[] {
  const chosen: DrawnQuestion[] = [];
  const remaining: DrawnQuestion[] = [];
  for (const category of categories) {
    const drawn = (q: BankQuestion): DrawnQuestion => ({ questionId: q.id, categoryId: category.id });
    const required = category.questions.filter((q) => q.isRequired);
    const optional = shuffle(
      category.questions.filter((q) => !q.isRequired),
      random,
    );
    const toMinimum = Math.max(0, category.minimum - required.length);
    chosen.push(...required.map(drawn), ...optional.slice(0, toMinimum).map(drawn));
    remaining.push(...optional.slice(toMinimum).map(drawn));
  }
  const fill = Math.max(0, count - chosen.length);
  chosen.push(...shuffle(remaining, random).slice(0, fill));
  return shuffle(chosen, random);
}

/** A candidate's own order of a question's options. */
export const shuffleOptions = (optionIds: readonly number[], random: RandomSource): number[] => shuffle(optionIds, random);
