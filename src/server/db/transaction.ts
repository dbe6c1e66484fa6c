import type pg from 'pg';
import { inSpan, isTracing, SpanKind } from '../kernel/tracing';
import { bindDb, type Db } from './client';

/** What a service gets inside one transaction: the query builder and raw SQL on the same client. */
export interface Tx {
  db: Db;
  executeSql(text: string, values: unknown[]): Promise<{ rows: any[] }>;
}

/**
 * The query builder bound to each pooled connection, made once per connection: making one reads
 * the whole schema, which every transaction paid for again (a synchronized exam start runs a
 * thousand within seconds).
 */
const boundDbs = new WeakMap<pg.PoolClient, Db>();

function dbOf(client: pg.PoolClient): Db {
  let db = boundDbs.get(client);
  if (!db) boundDbs.set(client, (db = bindDb(client)));
  return db;
}

export async function withTransaction<T>(pool: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  // One span holds the transaction's statements, begin to commit, when tracing is on.
  return isTracing() ? inSpan('db.transaction', { kind: SpanKind.INTERNAL }, () => transaction(pool, work)) : transaction(pool, work);
}

async function transaction<T>(pool: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection that could not even roll back is broken: the pool drops it rather than lend it again.
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work({ db: dbOf(client), executeSql: (text, values) => client.query(text, values as any[]) });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
