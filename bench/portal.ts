import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/ports';

export const benchAdminPassword = 'Bench-Admin-Password-1';

export interface Portal {
  baseUrl: string;
  /** The portal's process; its embedded PostgreSQL runs beneath it. */
  pid: number;
  /** The database the portal uses, for creating candidates and checking answers afterwards. */
  databaseUrl: string;
  /** The portal's data folder (its backups are in `backups/` beneath it). */
  dataDir: string;
  /** The portal's last lines of output, for a failure report. */
  output(): string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/** Node's flags in `npm start` (package.json), so that a benchmark runs the portal as it is run. */
export function startFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...words] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs ${command}, where the benchmarks expect node`);
  return words.filter((word) => word.startsWith('--'));
}

/**
 * Starts the production build the way `npm start` does (scripts/start.mjs builds first when dist
 * is missing or older than its sources), on a fresh data folder with the embedded PostgreSQL
 * unless a database is given.
 */
export async function startPortal(options: {
  databaseUrl?: string;
  logLevel: string;
  nodeArgs: string[];
  /** More of the portal's settings (config.ts), over the ones set here. */
  env?: Record<string, string>;
  /** A data folder to use and keep (made when missing); without it, a fresh one removed at the end. */
  dataDir?: string;
}): Promise<Portal> {
  const kept = options.dataDir !== undefined;
  const dataDir = kept ? path.resolve(options.dataDir!) : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  // The embedded PostgreSQL runs as an unprivileged user when we are root; it must reach the folder.
  fs.chmodSync(dataDir, 0o777);
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The embedded database's password is generated on its first start and kept beside it.
  const embeddedUrl = () => {
    const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    return `postgresql://portal:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/portal`;
  };

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    // The pipe must be drained or the portal blocks on a full stdout; keep only the tail.
    lines.push(...String(chunk).split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  const child = spawn(process.execPath, [...startFlags(), ...options.nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ADMIN_PASSWORD: benchAdminPassword,
      PUBLIC_URL: baseUrl,
      DEMO_CONTENT: 'true',
      LOG_LEVEL: options.logLevel,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const output = () => lines.join('\n');

  const stop = async () => {
    await stopChild(child);
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, databaseUrl: options.databaseUrl ?? embeddedUrl(), dataDir, output, stop };
}

async function waitForReady(baseUrl: string, child: ChildProcess, output: () => string) {
  // A stale dist is rebuilt first (the web app takes the longest), so allow for a build.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal did not become ready:\n${output()}`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => (timer = setTimeout(() => r(true), 20_000)))]);
  clearTimeout(timer);
  if (gaveUp) {
    child.kill('SIGKILL');
    await exited;
  }
}
