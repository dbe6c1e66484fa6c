import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { describeError, silentLogger, type Logger } from '../kernel/logger';
import { migrationsDir } from '../paths';
import { bindDb, type Db } from './client';

interface JournalEntry {
  tag: string;
  /** When it was generated, which drizzle records as the applied migration's `created_at`. */
  when: number;
}

/**
 * Brings the schema up to date and says what that took: each migration applied by name, or that
 * there was none. An upgrade is the moment an operator wants to know what changed in the database.
 */
export async function runMigrations(db: Db, log: Logger = silentLogger): Promise<void> {
  const pending = await pendingMigrations(db);
  const files = pending.length ? await tableFiles(db) : undefined;
  try {
    await migrate(db, { migrationsFolder: migrationsDir });
  } catch (error) {
    // drizzle applies them in one transaction: a failure leaves the schema as it was.
    log.error({ migrations: pending.map((entry) => entry.tag), error: describeError(error) }, 'migrations failed; none was applied');
    throw error;
  }
  for (const { tag } of pending) log.info({ migration: tag }, 'migration applied');
  if (!pending.length) log.info('database schema up to date');
  if (files) await vacuumRewrittenTables(db, files, log);
}

/** Each table of the portal's schema by name, with the file that holds its rows. */
async function tableFiles(db: Db): Promise<Map<string, string>> {
  const { rows } = await db.execute<{ name: string; file: string }>(
    sql`select relname as name, relfilenode::text as file from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((row) => [row.name, row.file]));
}

/**
 * Vacuums and analyses the tables whose rows a migration wrote into a new file (a column added
 * with a computed value, a type changed). The new file has no visibility map, so every index-only
 * read of the table fetches each row from the table again, and new columns have no statistics;
 * and rewriting does not count as the changes that make autovacuum come. VACUUM cannot run inside
 * the migrations' transaction, so it runs here, before the portal serves (decision 0053).
 */
async function vacuumRewrittenTables(db: Db, before: Map<string, string>, log: Logger = silentLogger): Promise<void> {
  const after = await tableFiles(db);
  const rewritten = [...before].filter(([name, file]) => after.has(name) && after.get(name) !== file).map(([name]) => name);
  if (!rewritten.length) return;
  const started = performance.now();
  for (const table of rewritten) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  log.info({ tables: rewritten, ms: Math.round(performance.now() - started) }, 'tables rewritten by the migrations vacuumed and analysed');
}

/** The migrations drizzle is about to apply: by its own rule, those generated after the last one the database records. */
async function pendingMigrations(db: Db): Promise<JournalEntry[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const table = await db.execute<{ found: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!table.rows[0]?.found) return journal.entries;
  const { rows } = await db.execute<{ last: string | null }>(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const last = rows[0]?.last;
  return last ? journal.entries.filter((entry) => entry.when > Number(last)) : journal.entries;
}

/** Any number that no other advisory lock of the portal uses. */
const startUpLockKey = 74_110_001;

/**
 * Runs the start-up work (migrations, seed) while holding a database-wide lock, so portal
 * instances started together on a fresh database take turns instead of both creating the same
 * tables; the later one finds the work done.
 */
export async function whileHoldingStartUpLock<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startUpLockKey]);
    try {
      return await work(bindDb(client));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startUpLockKey]);
    }
  } finally {
    client.release();
  }
}
