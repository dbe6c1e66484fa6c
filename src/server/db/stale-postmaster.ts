import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

/**
 * Makes the cluster startable after a crash. A `postmaster.pid` names the server that last ran
 * on the folder:
 * - its process is gone, or is now something else: the file is stale and goes;
 * - it still runs under a portal's watchdog: that portal is alive, or its watchdog is stopping
 *   the server right now; wait a little, then refuse to start a second portal on the same data;
 * - it runs with no watchdog above it (a crashed portal whose watchdog died too): stop it the way
 *   the portal would, with a fast shutdown, and start afresh.
 */
export async function clearStalePostmaster(
  clusterDir: string,
  log: (line: string) => void,
  dataDir = path.dirname(clusterDir),
): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined) return;
  if (!isAlive(pid) || !isPostmasterOf(pid, clusterDir)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  if (isWatched(pid)) {
    if (await hasExited(pid, 15_000)) return;
    throw new StartupError(
      `Another portal is already running on ${dataDir} (its database is process ${pid}): stop that portal first, or give this one another DATA_DIR.`,
    );
  }
  log(`stopping the database server (process ${pid}) that a crashed portal left running`);
  signal(pid, 'SIGINT');
  if (await hasExited(pid, 30_000)) return;
  signal(pid, 'SIGQUIT');
  if (await hasExited(pid, 10_000)) return;
  throw new StartupError(
    `The database server left running by a crashed portal (process ${pid}) does not stop: end it (kill -9 ${pid}) and start again.`,
  );
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited server whose new parent has not reaped it yet still answers to kill 0.
  return processState(pid) !== 'Z';
}

function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** On Linux, /proc tells what the process is; elsewhere a live pid is taken at its word. */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  if (!fs.existsSync('/proc/self')) return true;
  try {
    if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
  } catch {
    return false;
  }
  try {
    // The server works in its data folder.
    return fs.realpathSync(fs.readlinkSync(`/proc/${pid}/cwd`)) === fs.realpathSync(clusterDir);
  } catch {
    return true;
  }
}

function isWatched(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return fs.readFileSync(`/proc/${parent}/cmdline`, 'utf8').includes('postgres-watchdog');
  } catch {
    return false;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw new StartupError(
      `A database server left running by a crashed portal (process ${pid}) belongs to another user: stop it (kill ${pid}) and start again.`,
    );
  }
}

async function hasExited(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}
