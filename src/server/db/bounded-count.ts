import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { countedRowsCap } from '../../shared/contracts/common';
import type { Db } from './client';

/**
 * How many rows a list's query selects, counted up to {@link countedRowsCap} and one more: an answer
 * above the cap means "more than the cap" (decision 0038). `matching` is the list's select with its
 * joins and filter but no order, limit or offset; its columns do not matter.
 */
export async function countUpToCap(db: Db, matching: PgSelect): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(matching.limit(countedRowsCap + 1).as('matching'));
  return total;
}

/** `sql` for a select list of one constant, for the select {@link countUpToCap} wraps. */
export const oneColumn = { one: sql<number>`1`.as('one') };
