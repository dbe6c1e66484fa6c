import type { RankingMode } from '../../../shared/contracts/courses';

/**
 * The order of a course type's pages after one reorder; `ids` lists the pages by rank (index 0 is
 * rank 1). Push takes the page out and puts it back at `rank`, so the pages between move one place
 * towards where it was; Swap exchanges it with the page at `rank` and leaves the rest alone.
 */
export function reorderPages(ids: readonly number[], id: number, rank: number, mode: RankingMode): number[] {
  const from = ids.indexOf(id);
  if (from < 0) throw new RangeError(`page ${id} is not in the list`);
  if (!Number.isInteger(rank) || rank < 1 || rank > ids.length) throw new RangeError(`rank ${rank} is outside 1..${ids.length}`);
  const to = rank - 1;
  const next = [...ids];
  if (mode === 'Swap') {
    [next[from], next[to]] = [next[to], next[from]];
    return next;
  }
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The pages whose rank differs between two orders of the same pages: only these need writing. */
export function changedRanks(before: readonly number[], after: readonly number[]): { id: number; rank: number }[] {
  return after.flatMap((id, index) => (before[index] === id ? [] : [{ id, rank: index + 1 }]));
}
