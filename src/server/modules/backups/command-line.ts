import fs from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '../../db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase, type EmbeddedLog } from '../../db/embedded';
import { PasswordKeeper } from '../../db/postgres-password';
import type { BackupSettings } from './backup-settings';
import { clusterDirOf, runningPostmaster } from './restore';
import { takeBackup, type TakenBackup } from './take-backup';

/** A backup asked for that cannot be taken, with what to do. */
export class BackupCommandError extends Error {}

/**
 * `npm run backup`: one backup now, whether the portal runs or not. A running portal's database is
 * reached on the port its server wrote down; otherwise the server is started for the copy and
 * stopped after it.
 */
export async function backupFromCommandLine(settings: BackupSettings, port: number, log: EmbeddedLog = () => {}): Promise<TakenBackup> {
  if (!settings.embedded) {
    throw new BackupCommandError(
      'DATABASE_URL is set: the database is not the embedded one, and its backups are the provider’s (docs/backups.md, “An external database”).',
    );
  }
  const clusterDir = clusterDirOf(settings.dataDir);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new BackupCommandError(`There is no database in ${clusterDir} to back up: check DATA_DIR (${settings.dataDir}).`);
  }
  let url: string;
  let started: EmbeddedDatabase | undefined;
  const running = runningPostmaster(clusterDir);
  if (running) {
    const runningPort = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    const password = new PasswordKeeper(path.join(settings.dataDir, 'postgres-password')).kept();
    if (!password) throw new BackupCommandError(`The database's password is missing from ${settings.dataDir}/postgres-password.`);
    url = `postgresql://portal:${password}@127.0.0.1:${runningPort}/portal`;
    log(`The portal's database is running (process ${running}): backing it up as it runs.`, 'info');
  } else {
    log('Starting the database for the backup…', 'info');
    started = await startEmbeddedPostgres(path.join(settings.dataDir, 'postgres'), port, log);
    url = started.url;
  }
  const database = connectDatabase(url, 2);
  try {
    return await takeBackup(database.pool, { ...settings, now: () => new Date() });
  } finally {
    await database.close();
    await started?.stop();
  }
}
