import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDraw, drawQuestions, shuffle, shuffleOptions, type BankCategory } from './attempt-draw';

/** A random source fast-check can shrink: a fixed list of numbers in [0, 1), cycled. */
const randomSource = fc
  .array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 50 })
  .map((values) => {
    let i = 0;
    return () => values[i++ % values.length];
  });

/** Banks with unique question ids, minimums a category can meet, and some required questions. */
const bank = fc
  .array(
    fc.record({
      size: fc.integer({ min: 0, max: 12 }),
      minimum: fc.integer({ min: 0, max: 12 }),
      required: fc.integer({ min: 0, max: 4 }),
    }),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((specs) => {
    let id = 1;
    return specs.map((spec, c): BankCategory => {
      const questions = Array.from({ length: spec.size }, (_, i) => ({ id: id++, isRequired: i < Math.min(spec.required, spec.size) }));
      return { id: 100 + c, minimum: Math.min(spec.minimum, spec.size), questions };
    });
  });

const mandatory = (categories: BankCategory[]) =>
  categories.reduce((sum, c) => sum + Math.max(c.minimum, c.questions.filter((q) => q.isRequired).length), 0);

describe('drawQuestions', () => {
  it('meets every minimum, includes every required question, never repeats and draws the right count', () => {
    fc.assert(
      fc.property(bank, fc.integer({ min: 0, max: 60 }), randomSource, (categories, count, random) => {
        const drawn = drawQuestions(categories, count, random);
        const ids = drawn.map((d) => d.questionId);
        expect(new Set(ids).size).toBe(ids.length);
        const total = categories.reduce((sum, c) => sum + c.questions.length, 0);
        expect(drawn.length).toBe(Math.min(total, Math.max(count, mandatory(categories))));
        for (const category of categories) {
          const own = drawn.filter((d) => d.categoryId === category.id).map((d) => d.questionId);
          expect(own.length).toBeGreaterThanOrEqual(category.minimum);
          for (const q of category.questions) if (q.isRequired) expect(own).toContain(q.id);
          for (const id of own) expect(category.questions.some((q) => q.id === id)).toBe(true);
        }
      }),
    );
  });

  it('draws exactly `count` whenever the bank can be drawn and holds enough', () => {
    fc.assert(
      fc.property(bank, fc.integer({ min: 1, max: 60 }), randomSource, (categories, count, random) => {
        const total = categories.reduce((sum, c) => sum + c.questions.length, 0);
        fc.pre(canDraw(categories, count) && total >= count);
        expect(drawQuestions(categories, count, random)).toHaveLength(count);
      }),
    );
  });

  it('draws different attempts from the same bank', () => {
    const categories: BankCategory[] = [
      { id: 1, minimum: 2, questions: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, isRequired: false })) },
    ];
    const draws = new Set(Array.from({ length: 10 }, () => JSON.stringify(drawQuestions(categories, 10, Math.random))));
    expect(draws.size).toBeGreaterThan(1);
  });
});

describe('canDraw', () => {
  it('refuses an empty bank, a category below its minimum and mandatory questions beyond the count', () => {
    const q = (id: number, isRequired = false) => ({ id, isRequired });
    expect(canDraw([], 10)).toBe(false);
    expect(canDraw([{ id: 1, minimum: 0, questions: [] }], 10)).toBe(false);
    expect(canDraw([{ id: 1, minimum: 3, questions: [q(1), q(2)] }], 10)).toBe(false);
    expect(
      canDraw(
        [
          { id: 1, minimum: 2, questions: [q(1), q(2)] },
          { id: 2, minimum: 0, questions: [q(3, true), q(4, true)] },
        ],
        3,
      ),
    ).toBe(false);
    expect(
      canDraw(
        [
          { id: 1, minimum: 2, questions: [q(1), q(2)] },
          { id: 2, minimum: 0, questions: [q(3, true), q(4)] },
        ],
        3,
      ),
    ).toBe(true);
  });
});

describe('shuffleOptions', () => {
  it('answers a permutation of the options', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 8 }), randomSource, (options, random) => {
        const shuffled = shuffleOptions(options, random);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...options].sort((a, b) => a - b));
      }),
    );
  });

  it('leaves its input alone and reaches every order', () => {
    const input = [1, 2, 3];
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(shuffle(input, Math.random).join());
    expect(input).toEqual([1, 2, 3]);
    expect(seen.size).toBe(6);
  });
});
