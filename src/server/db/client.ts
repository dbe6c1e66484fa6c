import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { listenToCacheChanges } from '../kernel/cache-channel';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// Dates (no time) stay strings, so a date of birth never shifts across time zones.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function bindDb(client: pg.Pool | pg.PoolClient): Db {
  return drizzle({ client, schema, casing: 'snake_case' });
}

export function connectDatabase(url: string, max = 20): Database {
  // Every connection listens for cache changes, so its own commits reach this portal's caches first (decision 0011).
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, onConnect: listenToCacheChanges });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { pool, db: bindDb(pool), close: () => pool.end() };
}
