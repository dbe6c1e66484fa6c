import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * A table's row that raw SQL returned (`returning *`), in the shape the query builder gives it:
 * each column under its key, its value mapped as the column maps it (a numeric to a number, a
 * timestamp to a Date). For the few statements the builder cannot write, such as a data-modifying
 * `with`.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.keyAsName ? toSnakeCase(key) : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
