import { desc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema';

export type BackupRunRow = typeof backupRuns.$inferSelect;

/** No other advisory lock of the portal uses this number: it keeps two backups from running at once. */
const backupLockKey = 74_110_015;

export async function insertBackupRun(
  db: Db,
  run: { trigger: BackupRunRow['trigger']; requestedBy: number | null; creationTime: Date },
): Promise<BackupRunRow> {
  const [row] = await db.insert(backupRuns).values(run).returning();
  return row!;
}

export async function updateBackupRun(db: Db, id: number, change: Partial<typeof backupRuns.$inferInsert>): Promise<void> {
  await db.update(backupRuns).set(change).where(eq(backupRuns.id, id));
}

export async function findLatestBackupRun(db: Db): Promise<BackupRunRow | undefined> {
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.creationTime), desc(backupRuns.id)).limit(1);
  return row;
}

/** Takes the backup lock on this session if free; answers whether it did. */
export async function tryBackupLock(client: pg.ClientBase): Promise<boolean> {
  const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) locked', [backupLockKey]);
  return result.rows[0]!.locked;
}

export async function releaseBackupLock(client: pg.ClientBase): Promise<void> {
  await client.query('select pg_advisory_unlock($1)', [backupLockKey]);
}

/** Whether some session holds the backup lock: a backup is being taken right now. */
export async function backupLockHeld(db: Db): Promise<boolean> {
  const result = await db.execute<{ held: boolean }>(
    sql`select exists(select 1 from pg_locks where locktype = 'advisory' and classid = 0 and objid = ${backupLockKey} and granted) held`,
  );
  return result.rows[0]!.held;
}

export async function findBackupRun(db: Db, id: number): Promise<BackupRunRow | undefined> {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, id));
  return row;
}
