import type pg from 'pg';
import { bindDb, type Db } from './client';

/** What a service gets inside one transaction: the query builder and raw SQL on the same client. */
export interface Tx {
  db: Db;
  executeSql(text: string, values: unknown[]): Promise<{ rows: any[] }>;
}

export async function withTransaction<T>(pool: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work({ db: bindDb(client), executeSql: (text, values) => client.query(text, values as any[]) });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
