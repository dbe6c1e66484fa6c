import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RankingMode } from '../../../shared/contracts/courses';
import { changedRanks, reorderPages } from './pages.ranking';

/** `pick` chooses the page to move as an index into the current order, taken modulo its length. */
const move = fc.record({ pick: fc.nat(), rank: fc.integer({ min: 1, max: 40 }), mode: fc.constantFrom<RankingMode>('Push', 'Swap') });
/** Distinct page ids in rank order, as the database would hold them. */
const pages = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 });

/** Ranks as the database would store them after writing only the changed rows. */
function applyChanges(ranks: Map<number, number>, before: number[], after: number[]) {
  for (const { id, rank } of changedRanks(before, after)) ranks.set(id, rank);
}

describe('reorderPages', () => {
  it('Push puts the page at the rank and keeps the order of the others', () => {
    expect(reorderPages([1, 2, 3, 4, 5], 2, 4, 'Push')).toEqual([1, 3, 4, 2, 5]);
    expect(reorderPages([1, 2, 3, 4, 5], 5, 1, 'Push')).toEqual([5, 1, 2, 3, 4]);
    expect(reorderPages([1, 2, 3], 2, 2, 'Push')).toEqual([1, 2, 3]);
  });

  it('Swap exchanges two pages and leaves the rest', () => {
    expect(reorderPages([1, 2, 3, 4, 5], 2, 4, 'Swap')).toEqual([1, 4, 3, 2, 5]);
    expect(reorderPages([1, 2, 3, 4, 5], 5, 1, 'Swap')).toEqual([5, 2, 3, 4, 1]);
    expect(reorderPages([7], 7, 1, 'Swap')).toEqual([7]);
  });

  it('refuses a rank outside 1..n and a page that is not in the list', () => {
    expect(() => reorderPages([1, 2, 3], 1, 0, 'Push')).toThrow(RangeError);
    expect(() => reorderPages([1, 2, 3], 1, 4, 'Swap')).toThrow(RangeError);
    expect(() => reorderPages([1, 2, 3], 1, 1.5, 'Push')).toThrow(RangeError);
    expect(() => reorderPages([1, 2, 3], 9, 1, 'Push')).toThrow(RangeError);
  });

  it('does not change the list it is given', () => {
    const ids = [1, 2, 3];
    reorderPages(ids, 1, 3, 'Push');
    expect(ids).toEqual([1, 2, 3]);
  });

  it('keeps ranks 1..n, dense and unique, and the same pages, under any sequence of moves', () => {
    fc.assert(
      fc.property(pages, fc.array(move, { maxLength: 40 }), (initial, moves) => {
        let order = [...initial];
        const ranks = new Map(initial.map((id, i) => [id, i + 1]));
        for (const m of moves) {
          const id = order[m.pick % order.length];
          const rank = ((m.rank - 1) % order.length) + 1;
          const from = order.indexOf(id);
          const next = reorderPages(order, id, rank, m.mode);

          expect(next[rank - 1]).toBe(id);
          if (m.mode === 'Push') {
            // The others keep their relative order.
            expect(next.filter((p) => p !== id)).toEqual(order.filter((p) => p !== id));
          } else {
            // Exactly the two pages trade places.
            const displaced = order[rank - 1];
            expect(next[from]).toBe(displaced);
            next.forEach((p, i) => i !== from && i !== rank - 1 && expect(p).toBe(order[i]));
          }

          applyChanges(ranks, order, next);
          order = next;
          const stored = [...ranks.entries()].sort((a, b) => a[1] - b[1]);
          expect(stored.map(([, r]) => r)).toEqual(order.map((_, i) => i + 1));
          expect(stored.map(([p]) => p)).toEqual(order);
        }
        expect([...order].sort((a, b) => a - b)).toEqual([...initial].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});

describe('changedRanks', () => {
  it('names only the pages that moved, with their new ranks', () => {
    expect(changedRanks([1, 2, 3, 4, 5], [1, 3, 4, 2, 5])).toEqual([
      { id: 3, rank: 2 },
      { id: 4, rank: 3 },
      { id: 2, rank: 4 },
    ]);
    expect(changedRanks([1, 2, 3], [1, 2, 3])).toEqual([]);
  });

  it('writes no more than the pages between the two ranks', () => {
    fc.assert(
      fc.property(pages, move, (ids, m) => {
        const id = ids[m.pick % ids.length];
        const rank = ((m.rank - 1) % ids.length) + 1;
        const from = ids.indexOf(id) + 1;
        const changes = changedRanks(ids, reorderPages(ids, id, rank, m.mode));
        const limit = m.mode === 'Swap' ? (from === rank ? 0 : 2) : Math.abs(from - rank) + (from === rank ? 0 : 1);
        expect(changes.length).toBe(limit);
      }),
    );
  });
});
