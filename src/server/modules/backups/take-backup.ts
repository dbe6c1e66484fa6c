import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { backupFileName, partialNameOf, pruneBackups, type BackupFile } from './backup-files';
import { releaseBackupLock, tryBackupLock } from './backups.queries';
import { writeClusterBackup } from './cluster-backup';

export interface TakenBackup extends BackupFile {
  removed: string[];
}

/** Another backup held the lock: this one was not taken. */
export class BackupBusyError extends Error {
  constructor() {
    super('another backup is being taken right now');
  }
}

/**
 * Takes one backup of the cluster `pool` reaches into `backupDir`: written under a temporary
 * name, flushed, then renamed, so the folder only ever holds whole backups; then those older than
 * `keepDays` go. One at a time across every instance and the command line: the advisory lock.
 */
export async function takeBackup(
  pool: pg.Pool,
  options: { dataDir: string; backupDir: string; keepDays: number; now: () => Date },
): Promise<TakenBackup> {
  const client = await pool.connect();
  try {
    if (!(await tryBackupLock(client))) throw new BackupBusyError();
    try {
      fs.mkdirSync(options.backupDir, { recursive: true, mode: 0o700 });
      const takenAt = options.now();
      const name = backupFileName(takenAt);
      const target = path.join(options.backupDir, name);
      const partial = path.join(options.backupDir, partialNameOf(name));
      try {
        await writeClusterBackup(client, options.dataDir, partial);
        await syncFile(partial);
        fs.renameSync(partial, target);
        await syncFile(options.backupDir);
      } catch (error) {
        fs.rmSync(partial, { force: true });
        throw error;
      }
      const removed = pruneBackups(options.backupDir, options.keepDays, options.now());
      return { name, path: target, takenAt, sizeBytes: fs.statSync(target).size, removed };
    } finally {
      await releaseBackupLock(client);
    }
  } finally {
    client.release();
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
