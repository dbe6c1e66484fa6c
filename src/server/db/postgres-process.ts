import { spawn } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../paths';
import type { RunAs } from './postgres-account';

const watchdogScript = path.join(rootDir, 'src/server/db/postgres-watchdog.mjs');

/** A running database server, through the watchdog that stops it when the portal goes away. */
export interface PostgresProcess {
  /** Settles when the server has ended, with what it said last about why. */
  exited: Promise<string>;
  hasExited(): boolean;
  /** Asks for a fast shutdown and waits for it. */
  stop(): Promise<void>;
  /** The server's last complaints (FATAL, PANIC, the watchdog's own), for an error message. */
  complaints(): string;
}

export function spawnPostgres(program: string, args: string[], user: RunAs | undefined, log: (line: string) => void): PostgresProcess {
  const spec = JSON.stringify({ command: program, args, ...(user ? { uid: user.uid, gid: user.gid } : {}) });
  const child = spawn(process.execPath, [watchdogScript, spec], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Messages in English, which the complaints below look for.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const recent: string[] = [];
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      log(line);
      recent.push(line);
      if (recent.length > 30) recent.shift();
    }
  };
  // Always read: a full pipe would block the server at its next log line.
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  child.stdin.on('error', () => {});

  let ended = false;
  const complaints = () => complaintsIn(recent);
  const exited = new Promise<string>((resolve) => {
    child.on('error', (error) => {
      ended = true;
      resolve(`the watchdog could not start (${error.message})`);
    });
    child.on('exit', (code, signal) => {
      ended = true;
      resolve(`${signal ? `ended by ${signal}` : `exit code ${code}`}; ${complaints()}`);
    });
  });

  return {
    exited,
    hasExited: () => ended,
    complaints,
    async stop() {
      if (ended) return;
      child.stdin.end();
      const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/**
 * What the server's last lines say about why it stopped or would not start: its FATAL and PANIC
 * lines with the DETAIL and HINT that explain them, and the watchdog's; else its last few lines.
 * Never a failed statement's ERROR, DETAIL or STATEMENT, which quote the row's values (a name, an
 * address): the reason goes into the log and into a sentence on the console.
 */
export function complaintsIn(recent: readonly string[]): string {
  const serious: string[] = [];
  const other: string[] = [];
  let explaining = false;
  for (const line of recent) {
    const level = /\b(FATAL|PANIC|ERROR|DETAIL|HINT|STATEMENT|CONTEXT):/.exec(line)?.[1];
    if (level === 'FATAL' || level === 'PANIC' || line.includes('postgres-watchdog:')) {
      serious.push(line);
      explaining = true;
    } else if ((level === 'DETAIL' || level === 'HINT') && explaining) {
      serious.push(line);
    } else {
      explaining = false;
      if (!level) other.push(line);
    }
  }
  const lines = serious.length ? serious : other.slice(-3);
  return lines.map((line) => line.replace(/^.*?\b(FATAL|PANIC|DETAIL|HINT):\s*/, '$1: ').trim()).join(' ') || 'it gave no reason';
}
