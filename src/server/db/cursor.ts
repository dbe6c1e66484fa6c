import { Column, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import { beginLongWork, yieldToOthers } from '../kernel/long-work-pace';

/** A built select (not yet run): its text and values, as drizzle writes them. */
export interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** Each selected member and how drizzle turns the driver's value into it, in the select list's order. */
type Fields = Record<string, unknown>;

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder?: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder?: Decoder }).decoder;
  return undefined;
}

/** Rows as drizzle answers them, from the arrays the driver gives (a flat selection, as the select list has it). */
function rowMapper<T>(fields: Fields): (values: unknown[]) => T {
  const members = Object.entries(fields).map(([key, field]) => [key, decoderOf(field)] as const);
  return (values) => {
    const row: Record<string, unknown> = {};
    members.forEach(([key, decoder], index) => {
      const value = values[index];
      row[key] = value === null || value === undefined || !decoder ? (value ?? null) : decoder.mapFromDriverValue(value);
    });
    return row as T;
  };
}

/**
 * Times, dates, intervals and their arrays reach the row as PostgreSQL wrote them, as drizzle's own
 * driver session has them, so that each column's own mapping reads them exactly as a select does.
 */
const asWritten = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    asWritten.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format as 'text'),
};

/** A cursor's batches: read only on one snapshot, one batch a time, each as it is asked for. */
export interface CursorOptions {
  /** Rows fetched a time: enough to make each round trip worthwhile, few enough to keep the memory flat. */
  batchSize?: number;
}

/**
 * The rows of one select, read through a server-side cursor on a connection of its own: the query
 * runs once (one plan, one sort) and its rows come `batchSize` at a time as the reader asks, so a
 * file of millions of rows holds one batch in memory and never re-scans what it has read. Each
 * fetch is a round trip to the database, so other requests run between batches. The transaction is
 * read only and repeatable read, so the whole file is one snapshot. Stopping early (the reader gave
 * up, the client went away) closes the cursor and gives the connection back.
 */
export async function* cursorBatches<T>(
  pool: pg.Pool,
  query: BuiltQuery,
  fields: Fields,
  options: CursorOptions = {},
): AsyncGenerator<T[], void, undefined> {
  const batchSize = options.batchSize ?? 1000;
  const { sql, params } = query.toSQL();
  const toRow = rowMapper<T>(fields);
  const client = await pool.connect();
  const endLongWork = beginLongWork();
  let broken: Error | undefined;
  let finished = false;
  try {
    await client.query('begin isolation level repeatable read, read only');
    await client.query({ text: `declare export_rows no scroll cursor for ${sql}`, values: params as unknown[] });
    let sliceStarted = performance.now();
    for (;;) {
      const batch = await client.query({ text: `fetch forward ${batchSize} from export_rows`, rowMode: 'array', types });
      if (batch.rows.length > 0) yield (batch.rows as unknown[][]).map(toRow);
      if (batch.rows.length < batchSize) break;
      // A batch read, turned into rows and taken by the reader is one slice of long work: others
      // being answered get the thread before the next (decision 0054).
      await yieldToOthers(performance.now() - sliceStarted);
      sliceStarted = performance.now();
    }
    await client.query('commit');
    finished = true;
  } finally {
    endLongWork();
    if (!finished) await client.query('rollback').catch((error: Error) => (broken = error));
    client.release(broken);
  }
}

/** Batches to read one by one, and to close when the reader stops early. */
export interface Batches<T> {
  next(): Promise<IteratorResult<T[], void>>;
  return(): Promise<unknown>;
}

/**
 * The same batches, with the first already read: a query that fails, fails here, before an answer
 * has begun, and is answered as an error rather than as a file cut short. Closing it closes the
 * cursor, even when nothing was read from it.
 */
export async function primed<T>(source: AsyncGenerator<T[], void, undefined>): Promise<Batches<T>> {
  let first: IteratorResult<T[], void> | undefined = await source.next();
  return {
    next: async () => {
      const answer = first ?? (await source.next());
      first = undefined;
      return answer;
    },
    return: async () => {
      first = undefined;
      return source.return(undefined);
    },
  };
}

/** The same batches, each row turned by `map`. */
export function mappedBatches<T, U>(batches: Batches<T>, map: (row: T) => U): Batches<U> {
  return {
    next: async () => {
      const batch = await batches.next();
      return batch.done ? batch : { done: false, value: batch.value.map(map) };
    },
    return: () => batches.return(),
  };
}
