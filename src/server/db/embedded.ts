import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { StartupError } from '../startup-error';
import { prepareWritableFolder } from '../writable-folder';
import { defaultClusterHomes, placeCluster } from './cluster-location';
import { canEnter, postgresAccount, type RunAs } from './postgres-account';
import { binariesFor, findBinaries, type PostgresBinaries } from './postgres-binaries';
import { PasswordKeeper } from './postgres-password';
import { spawnPostgres, type PostgresProcess } from './postgres-process';
import { clearStalePostmaster } from './stale-postmaster';
import { portOpen } from './port-open';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Settles when the server has ended, by `stop()` or otherwise, with what it said about why. */
  exited: Promise<string>;
}

const user = 'portal';

export interface EmbeddedOptions {
  /** Where a cluster goes when the database user cannot reach its folder (see `placeCluster`). */
  clusterHomes?: readonly string[];
}

/** The portal's progress lines, `debug` unless marked; those marked are worth showing at the default log level. */
export type EmbeddedLog = (line: string, level?: 'debug' | 'info' | 'warn' | 'error') => void;

/**
 * Starts the PostgreSQL server that ships in the npm registry in the folder `dir`, creating the
 * cluster on first use with the ICU provider, so the Icelandic collation is there. It listens on
 * loopback only, with the password kept in `<dir>-password`, and runs under a watchdog that stops
 * it when the portal is gone. As root, the cluster may live elsewhere (`placeCluster`), recorded in
 * `<dir>-location`. Every failure is a StartupError that says what to do.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: EmbeddedLog = () => {},
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const requested = path.resolve(dir);
  const dataDir = path.dirname(requested);
  prepareWritableFolder(dataDir, 'DATA_DIR', 'data folder');
  const runAs = postgresAccount();
  const place = placeCluster(requested, runAs, options.clusterHomes ?? defaultClusterHomes);
  if (place.notice) log(place.notice, 'info');
  const clusterDir = place.dir;
  const found = await findBinaries();
  // Beside the cluster, where the database user can reach them.
  const binaries = runAs ? binariesFor(found, runAs, path.join(path.dirname(clusterDir), 'postgres-binaries')) : found;
  await clearStalePostmaster(clusterDir, log, dataDir);
  if (await portOpen(port)) {
    throw new StartupError(
      `Port ${port}, which the embedded database uses, is taken by another program: set EMBEDDED_PG_PORT to a free port, or stop that program.`,
    );
  }

  const passwords = new PasswordKeeper(`${requested}-password`);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) await createCluster(binaries, clusterDir, passwords.forNewCluster(), runAs, log);
  if (runAs && !canEnter(clusterDir, runAs, true)) {
    throw new StartupError(
      `The database folder ${clusterDir} does not belong to the user "${runAs.name}": give it to that user (chown -R ${runAs.name} ${clusterDir}).`,
    );
  }

  const server = spawnPostgres(
    binaries.postgres,
    // Loopback TCP only: no Unix socket in a shared /tmp.
    ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...serverSettings],
    runAs,
    log,
  );
  try {
    const { client, password: used } = await connectAsOwner(port, passwords, server, clusterDir);
    try {
      const password = await passwords.settle(client, user, used);
      const exists = await client.query(`select 1 from pg_database where datname = 'portal'`);
      if (exists.rowCount === 0) await client.query('create database portal');
      return { url: `postgresql://${user}:${password}@127.0.0.1:${port}/portal`, stop: () => server.stop(), exited: server.exited };
    } finally {
      await client.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const serverSettings = ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'fsync=on'];

async function createCluster(
  binaries: PostgresBinaries,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
  log: (line: string) => void,
) {
  if (fs.existsSync(clusterDir) && fs.readdirSync(clusterDir).length > 0) {
    throw new StartupError(
      `The database folder ${clusterDir} holds files but no database: move it away to start with an empty database, or restore it from a backup.`,
    );
  }
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file only the database user can read, gone right after.
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-initdb-'));
  const pwFile = path.join(secretDir, 'password');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) for (const p of [clusterDir, secretDir, pwFile]) fs.chownSync(p, runAs.uid, runAs.gid);
  try {
    const args = [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${user}`, `--pwfile=${pwFile}`, '--lc-messages=C'];
    args.push('--locale-provider=icu', '--icu-locale=is-IS', '--encoding=UTF8', '--locale=C.UTF-8');
    const output = await run(binaries.initdb, args, runAs, log);
    if (output.code !== 0) {
      throw new StartupError(
        `The embedded database could not be created in ${clusterDir} (initdb: ${output.lastLines}): free some space or fix the folder's permissions, then start again.`,
      );
    }
  } finally {
    fs.rmSync(secretDir, { recursive: true, force: true });
  }
}

function run(
  program: string,
  args: string[],
  runAs: RunAs | undefined,
  log: (line: string) => void,
): Promise<{ code: number | null; lastLines: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}), env: { ...process.env, LC_MESSAGES: 'C' } });
    const lines: string[] = [];
    const take = (chunk: Buffer) => {
      for (const line of chunk
        .toString('utf8')
        .split('\n')
        .filter((l) => l.trim())) {
        log(line);
        lines.push(line);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => resolve({ code: -1, lastLines: error.message }));
    child.on('close', (code) => resolve({ code, lastLines: lines.slice(-3).join(' ') }));
  });
}

/** Waits for the server to take connections, trying the passwords in order. */
async function connectAsOwner(
  port: number,
  keeper: PasswordKeeper,
  server: PostgresProcess,
  clusterDir: string,
): Promise<{ client: pg.Client; password: string }> {
  const passwords = keeper.candidates();
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.hasExited()) break;
    let refusedAll = true;
    for (const password of passwords) {
      const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres', connectionTimeoutMillis: 5_000 });
      client.on('error', () => {});
      try {
        await client.connect();
        return { client, password };
      } catch (error) {
        await client.end().catch(() => {});
        // 28P01: wrong password; anything else means the server is not ready yet.
        if ((error as { code?: string }).code !== '28P01') refusedAll = false;
        if (!refusedAll) break;
      }
    }
    if (refusedAll) {
      throw new StartupError(
        `The embedded database in ${clusterDir} refused the password kept in ${keeper.file}: put the right one back into that file, or move the folder away to start with an empty database.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  throw new StartupError(
    `The embedded database in ${clusterDir} did not start (${server.complaints()}). ` +
      'If the folder is damaged, restore it from a backup, or move it away to start with an empty database.',
  );
}
