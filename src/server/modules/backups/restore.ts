import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { placeCluster } from '../../db/cluster-location';
import { startEmbeddedPostgres, type EmbeddedLog } from '../../db/embedded';
import { postgresAccount } from '../../db/postgres-account';
import { findBinaries } from '../../db/postgres-binaries';
import { readArchive } from './backup-archive';
import { archiveFormat, clusterDirOf, keptSecrets, type BackupManifest } from './cluster-backup';

export { clusterDirOf };

/** A restore that cannot go on, with what to do; nothing was changed when `changed` is false. */
export class RestoreError extends Error {
  constructor(
    message: string,
    readonly changed = false,
  ) {
    super(message);
  }
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** BACKUP_DIR: kept in place when it lies inside the data folder, so backups stay where they were. */
  backupDir: string;
  port: number;
  log?: EmbeddedLog;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data folder that was replaced now is, if there was one. */
  asideDir: string | undefined;
  /** Rows in the restored `users` table: the database answered. */
  users: number;
}

/** The manifest, the archive's first entry: read before anything is touched, so a wrong file changes nothing. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  try {
    await readArchive(file, async (entry, content) => {
      if (entry.name !== 'manifest.json') throw new Error('no manifest');
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(Buffer.from(chunk));
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
      throw stop;
    });
  } catch (error) {
    if (error !== stop) manifest = undefined;
  }
  if (!manifest || manifest.format !== archiveFormat) {
    throw new RestoreError(`${file} is not a backup of the portal (it should be a portal-backup-….tar.gz made by npm run backup).`);
  }
  return manifest;
}
const stop = new Error('stop');

/** The server's process id if a server runs on the cluster folder now. */
export function runningPostmaster(clusterDir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * Restores a backup into a fresh data folder: the one there is renamed aside with the time (and
 * its cluster too, when it lives elsewhere), the archive unpacked, and the server started once so
 * it replays its log to the moment the backup ended, then stopped again. Refuses while a portal
 * runs on the folder.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  let file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new RestoreError(`The backup ${file} does not exist.`);
  const manifest = await readManifest(file);
  const binaries = await findBinaries();
  const major = Number(binaries.version.split('.')[0]);
  if (Math.floor(manifest.serverVersionNum / 10_000) !== major) {
    throw new RestoreError(
      `The backup was taken on PostgreSQL ${manifest.serverVersion}, and this portal runs PostgreSQL ${binaries.version}: ` +
        'restore it with the portal version that took it.',
    );
  }
  const oldCluster = fs.existsSync(dataDir) ? clusterDirOf(dataDir) : undefined;
  const pid = oldCluster ? runningPostmaster(oldCluster) : undefined;
  if (pid) {
    throw new RestoreError(`The portal is running on ${dataDir} (its database is process ${pid}): stop the portal first, then restore.`);
  }

  const stamp = stampOf(now());
  let asideDir: string | undefined;
  if (fs.existsSync(dataDir)) {
    asideDir = `${dataDir}.before-restore-${stamp}`;
    fs.renameSync(dataDir, asideDir);
    log(`The data folder ${dataDir} is kept as ${asideDir}.`, 'info');
    if (oldCluster && !oldCluster.startsWith(dataDir + path.sep)) {
      fs.renameSync(oldCluster, `${oldCluster}.before-restore-${stamp}`);
      log(`Its database folder ${oldCluster} is kept as ${oldCluster}.before-restore-${stamp}.`, 'info');
    }
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const backupDir = path.resolve(options.backupDir);
  if (asideDir && backupDir.startsWith(dataDir + path.sep)) {
    const movedBackups = path.join(asideDir, path.relative(dataDir, backupDir));
    if (fs.existsSync(movedBackups)) {
      fs.mkdirSync(path.dirname(backupDir), { recursive: true });
      fs.renameSync(movedBackups, backupDir);
    }
  }
  if (!fs.existsSync(file) && asideDir && file.startsWith(dataDir + path.sep)) file = path.join(asideDir, path.relative(dataDir, file));

  try {
    const runAs = postgresAccount();
    const clusterDir = placeCluster(path.join(dataDir, 'postgres'), runAs).dir;
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    await unpack(file, dataDir, clusterDir);
    if (runAs) chownTree(clusterDir, runAs.uid, runAs.gid);
    log('Starting the database to replay its log to the end of the backup…', 'info');
    const database = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), options.port, log);
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const users = Number((await client.query<{ n: string }>('select count(*) n from users')).rows[0]!.n);
        return { manifest, asideDir, users };
      } finally {
        await client.end();
      }
    } finally {
      await database.stop();
    }
  } catch (error) {
    const back = asideDir ? ` To go back, remove ${dataDir} and rename ${asideDir} to ${dataDir}.` : '';
    throw new RestoreError(`The restore failed: ${(error as Error).message}.${back}`, true);
  }
}

async function unpack(file: string, dataDir: string, clusterDir: string): Promise<void> {
  await readArchive(file, async (entry, content) => {
    let target: string | undefined;
    if (entry.name === 'cluster') target = clusterDir;
    else if (entry.name.startsWith('cluster/')) target = path.join(clusterDir, entry.name.slice('cluster/'.length));
    else if (entry.name.startsWith('secrets/') && (keptSecrets as readonly string[]).includes(entry.name.slice('secrets/'.length))) {
      target = path.join(dataDir, entry.name.slice('secrets/'.length));
    }
    if (!target) return;
    if (entry.type === 'folder') {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      return;
    }
    const out = fs.createWriteStream(target, { mode: 0o600 });
    for await (const chunk of content) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  });
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else fs.chownSync(full, uid, gid);
  }
}
