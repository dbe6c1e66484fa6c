import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

/** One key of a list's order: a column or expression, and whether it runs newest or last first. */
export interface SortKey {
  key: SQLWrapper;
  descending?: boolean;
}

/**
 * Where a page of `take` rows from `skip` is read (decision 0047). Up to the middle of the list it
 * is read in the list's order by OFFSET; past the middle of an exact `total` it is read in the
 * reverse order from the end, so the last page is the first page of the reverse order and no page
 * walks more than half the matches. A total above `exactUpTo` (a count stopped at a cap) is not
 * known, so such a list is read forward only.
 */
export interface PageWindow {
  reversed: boolean;
  offset: number;
  limit: number;
}

export function pageWindow(skip: number, take: number, total: number | undefined, exactUpTo = Infinity): PageWindow {
  if (total === undefined || total > exactUpTo || skip + take <= total / 2 || skip >= total)
    return { reversed: false, offset: skip, limit: take };
  const end = Math.min(skip + take, total);
  return { reversed: true, offset: total - end, limit: end - skip };
}

/** The list's order, or that order turned round: every key flips, so ties stay in the same places. */
export function orderOf(keys: readonly SortKey[], reversed: boolean): SQL[] {
  return keys.map(({ key, descending = false }) => (descending !== reversed ? desc(key) : asc(key)));
}

/**
 * A page read through {@link pageWindow}: `read` is given the order to use and the window, and the
 * rows it returns are put back in the list's order.
 */
export async function readPage<Row>(
  window: PageWindow,
  read: (reversed: boolean, offset: number, limit: number) => Promise<Row[]>,
): Promise<Row[]> {
  if (window.limit <= 0) return [];
  const rows = await read(window.reversed, window.offset, window.limit);
  return window.reversed ? rows.reverse() : rows;
}

/**
 * The rows of a page's ids in the ids' order: a list picks its ids from an index first and reads
 * the few rows' details after, which come back in no particular order.
 */
export function inIdOrder<Row>(ids: readonly number[], rows: readonly Row[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}
