import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsDir } from '../paths';
import { bindDb, type Db } from './client';

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsDir });
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
