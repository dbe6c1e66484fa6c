import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { ArchiveWriter } from './backup-archive';

/**
 * A hot copy of the embedded cluster, taken with PostgreSQL's own backup functions
 * (pg_backup_start / pg_backup_stop) through a connection to the running server, the files copied
 * by this process. The npm package of the embedded server ships the server and initdb only, not
 * pg_dump, and a pg_dump of another major version refuses the server; a physical copy needs
 * nothing but the server itself, and restores onto the very same programs.
 */

export const archiveFormat = 'drone-portal-backup';
export const archiveFormatVersion = 1;

/** What `manifest.json`, the archive's first entry, says about the backup. */
export interface BackupManifest {
  format: typeof archiveFormat;
  version: typeof archiveFormatVersion;
  createdAt: string;
  /** `server_version_num` of the server copied: a restore needs the same major version. */
  serverVersionNum: number;
  serverVersion: string;
  startWal: string;
}

/** Files of the data folder that a restore needs beside the cluster: the database password and the signing secret. */
export const keptSecrets = ['postgres-password', 'jwt-secret'] as const;

/**
 * What the copy leaves out, as the PostgreSQL manual says a base backup may: runtime files and
 * folders the server empties or rebuilds at start. The folders themselves are kept, empty.
 */
const emptiedFolders = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const skippedFiles = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'current_logfiles',
  'backup_label.old',
]);

/** The cluster folder of a data folder: `postgres`, or where `postgres-location` says it is. */
export function clusterDirOf(dataDir: string): string {
  const record = path.join(dataDir, 'postgres-location');
  return fs.existsSync(record) ? fs.readFileSync(record, 'utf8').trim() : path.join(dataDir, 'postgres');
}

// A slot of this connection's own: it keeps the log the copy needs until the session ends.
const slotName = (pid: number) => `portal_backup_${pid}`;

/**
 * Writes the cluster that `client` is connected to into `target` (a .tar.gz), with the data
 * folder's secrets beside it. `client` must be the cluster's owner. The caller holds the lock
 * that keeps two backups apart.
 */
export async function writeClusterBackup(client: pg.ClientBase, dataDir: string, target: string): Promise<BackupManifest> {
  const clusterDir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
  // The settings and the connection must name the same database: never copy some other server's files.
  if (!sameFolder(clusterDir, clusterDirOf(dataDir))) {
    throw new Error(`the database connected to (${clusterDir}) is not the embedded one of ${dataDir}`);
  }
  const version = (
    await client.query<{ v: string; n: string }>(`select current_setting('server_version') v, current_setting('server_version_num') n`)
  ).rows[0]!;
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() pid')).rows[0]!.pid;
  await client.query('select pg_create_physical_replication_slot($1, true, true)', [slotName(pid)]);
  const archive = new ArchiveWriter(target);
  let stopped = false;
  try {
    const start = await client.query<{ lsn: string }>(`select pg_backup_start($1, true)::text lsn`, [`portal ${new Date().toISOString()}`]);
    const startWal = await walFileName(client, start.rows[0]!.lsn);
    const createdAt = new Date().toISOString();
    // First, so a restore can refuse a wrong file before unpacking anything.
    const manifest: BackupManifest = {
      format: archiveFormat,
      version: archiveFormatVersion,
      createdAt,
      serverVersionNum: Number(version.n),
      serverVersion: version.v,
      startWal,
    };
    await archive.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest)));
    for (const secret of keptSecrets) {
      const file = path.join(dataDir, secret);
      if (fs.existsSync(file)) await archive.addFile(`secrets/${secret}`, file);
    }
    await copyFolder(archive, clusterDir, 'cluster');

    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    stopped = true;
    const { lsn, labelfile, spcmapfile } = stop.rows[0]!;
    // Writes out the log up to here, so the files copied below hold the backup's end.
    await client.query('select pg_switch_wal()');
    const stopWal = await walFileName(client, lsn);
    const lastWal = await walFileName(client, lsn, true);
    await archive.addBuffer('cluster/backup_label', Buffer.from(labelfile));
    if (spcmapfile) await archive.addBuffer('cluster/tablespace_map', Buffer.from(spcmapfile));
    await copyWal(archive, clusterDir, startWal, stopWal, lastWal);
    await archive.close();
    return manifest;
  } catch (error) {
    if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => {});
    await archive.close().catch(() => {});
    throw error;
  } finally {
    await client.query('select pg_drop_replication_slot($1)', [slotName(pid)]).catch(() => {});
  }
}

function sameFolder(a: string, b: string): boolean {
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return false;
  }
}

/** The log file holding `lsn`; for the end of the backup, the file holding its last byte too. */
async function walFileName(client: pg.ClientBase, lsn: string, inclusive = false): Promise<string> {
  const sql = inclusive ? 'select pg_walfile_name($1::pg_lsn + 1) name' : 'select pg_walfile_name($1::pg_lsn) name';
  return (await client.query<{ name: string }>(sql, [lsn])).rows[0]!.name;
}

async function copyFolder(archive: ArchiveWriter, dir: string, name: string): Promise<void> {
  const stat = await fs.promises.stat(dir);
  await archive.addFolder(name, stat.mode);
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const top = name === 'cluster';
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    const inner = `${name}/${entry.name}`;
    if (entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      if (top && emptiedFolders.has(entry.name)) {
        await archive.addFolder(inner, 0o700);
        if (entry.name === 'pg_wal') await archive.addFolder(`${inner}/archive_status`, 0o700);
        continue;
      }
      await copyFolder(archive, full, inner);
    } else if (entry.isFile()) {
      if (top && skippedFiles.has(entry.name)) continue;
      await archive.addFile(inner, full);
    }
    // Links (tablespaces) are not made by the portal; the embedded cluster has none.
  }
}

/** The log files from the backup's start to its end, which a restore replays to make the copy consistent. */
async function copyWal(archive: ArchiveWriter, clusterDir: string, startWal: string, stopWal: string, lastWal: string): Promise<void> {
  const walDir = path.join(clusterDir, 'pg_wal');
  const timeline = startWal.slice(0, 8);
  const names = (await fs.promises.readdir(walDir))
    .filter(
      (n) => /^[0-9A-F]{24}$/.test(n) && n.slice(0, 8) === timeline && n.slice(8) >= startWal.slice(8) && n.slice(8) <= lastWal.slice(8),
    )
    .sort();
  if (!names.includes(startWal) || !names.includes(stopWal)) {
    throw new Error(`the database's log files ${startWal} to ${stopWal} are not all in ${walDir}`);
  }
  for (const name of names) {
    if (!(await archive.addFile(`cluster/pg_wal/${name}`, path.join(walDir, name)))) throw new Error(`the log file ${name} vanished`);
  }
}
