import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { listenToCacheChanges } from '../kernel/cache-channel';
import { isTracing } from '../kernel/tracing';
import { planPatternsForTheirValues, routeSearches } from './pattern-plans';
import * as schema from './schema';
import { traceQueries } from './traced-queries';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  /** The keyword searches' own connections, which the pool's searches go to (`pattern-plans.ts`). */
  searchPool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// Dates (no time) stay strings, so a date of birth never shifts across time zones.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function bindDb(client: pg.Pool | pg.PoolClient): Db {
  return drizzle({ client, schema, casing: 'snake_case' });
}

/**
 * Named statements keep one plan (decision 0018). They are the hot reads and writes, each an index
 * lookup whose best plan does not hang on the values. PostgreSQL's default plans a named statement
 * for its values on its first five runs, and on every run after while its generic plan looks
 * dearer than those, which the users page's `LIMIT $n` and role subquery made it: planning that
 * page took twice as long as running it. Unnamed statements with parameters get the generic plan
 * too; a keyword search is planned for its keyword (`pattern-plans.ts`, decision 0051).
 */
const sessionSettings = '-c plan_cache_mode=force_generic_plan';

export function connectDatabase(url: string, max = 20): Database {
  // Every connection listens for cache changes, so its own commits reach this portal's caches first (decision 0011).
  const pool = new pg.Pool({
    connectionString: url,
    options: sessionSettings,
    max,
    idleTimeoutMillis: 30_000,
    onConnect: listenToCacheChanges,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one in use (a transaction's, between its statements) when the server restarts or fails
  // over: the statement in hand fails with the error, and pg also emits it on the client, where
  // the pool listens only while the client is idle. Released with its error, it is not reused.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('connect', planPatternsForTheirValues);
  // Keyword searches on connections of their own, planned for their keyword (decision 0051).
  const searchPool = new pg.Pool({
    connectionString: url,
    options: '-c plan_cache_mode=force_custom_plan',
    max: Math.max(2, Math.floor(max / 4)),
    idleTimeoutMillis: 30_000,
  });
  searchPool.on('error', () => {});
  searchPool.on('connect', (client) => client.on('error', () => {}));
  routeSearches(pool, searchPool);
  // With tracing on (started before the pool), each statement is a span of the request or job that ran it.
  if (isTracing()) {
    // The searches' connections are reached only through the pool's query, traced here.
    traceQueries(pool);
    pool.on('connect', traceQueries);
  }
  return { pool, searchPool, db: bindDb(pool), close: async () => void (await Promise.all([pool.end(), searchPool.end()])) };
}
