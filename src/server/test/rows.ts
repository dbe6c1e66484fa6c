import { eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * The row of `table` with this id in the test app's database (`t`), as the query builder reads it,
 * for a test to see what a call stored; throws when there is none.
 */
export async function rowById<T extends PgTable & { id: PgColumn }>(
  t: { database: Database },
  table: T,
  id: number,
): Promise<InferSelectModel<T>> {
  const [row] = await t.database.db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw new Error(`no row ${id} in the table`);
  return row as InferSelectModel<T>;
}
