import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { inject } from 'vitest';
import { bindDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { Logger } from '../kernel/logger';
import { migrationsDir } from '../paths';
import { withDatabase } from './global-setup';

/** The migrations folder as it was at `lastTag`: its files, and a journal that ends there. */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration is tagged ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A database of the test's own, migrated up to `lastTag`: for the test of a later migration, which
 * writes rows as the version before it did, runs the rest (`migrateTheRest`), and reads them back.
 */
export async function databaseMigratedTo(lastTag: string) {
  const name = `portal_t${crypto.randomBytes(4).toString('hex')}_${inject('templateDatabase').slice(-8)}`;
  const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(inject('pgServerUrl'), name), max: 3 });
  const folder = migrationsUpTo(lastTag);
  try {
    await migrate(bindDb(pool), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return { pool, migrateTheRest: (log?: Logger) => runMigrations(bindDb(pool), log), close: () => pool.end() };
}
