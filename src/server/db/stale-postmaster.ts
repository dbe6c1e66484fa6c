import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

/**
 * Makes the cluster startable after a crash. A `postmaster.pid` names the server that last ran
 * on the folder:
 * - its process is gone, or is now something else: the file is stale and goes;
 * - it still runs under a portal's watchdog, whose portal is alive: refuse at once to start a
 *   second portal on the same data;
 * - it runs under a watchdog whose portal is gone: the watchdog is stopping the server right now;
 *   say so at once, wait a little, and refuse if it does not end;
 * - it runs with no watchdog above it (a crashed portal whose watchdog died too): stop it the way
 *   the portal would, with a fast shutdown, and start afresh.
 */
export async function clearStalePostmaster(
  clusterDir: string,
  log: (line: string, level?: 'info') => void,
  dataDir = path.dirname(clusterDir),
): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined) return;
  if (!isAlive(pid) || !isPostmasterOf(pid, clusterDir)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const watchdog = watchdogOf(pid);
  if (watchdog !== undefined) {
    const portal = portalOf(watchdog);
    if (typeof portal !== 'number') {
      // Said before the wait, so nobody watches a silent start for its length.
      log(
        portal === 'gone'
          ? `The database on ${dataDir} (process ${pid}) belongs to a portal that has ended and is stopping: ` +
              `waiting up to ${stoppingWaitMs / 1000} s for it to stop before starting.`
          : `Another portal's database (process ${pid}) runs on ${dataDir}: ` +
              `waiting up to ${stoppingWaitMs / 1000} s for it to stop before refusing to start.`,
        'info',
      );
      if (await hasExited(pid, stoppingWaitMs)) return;
    }
    throw new StartupError(
      `Another portal is already running on ${dataDir} (its database is process ${pid}${typeof portal === 'number' ? `, the portal process ${portal}` : ''}): ` +
        'stop that portal first, or give this one another DATA_DIR.',
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

/** How long a watchdog whose portal has ended gets to stop its server. */
const stoppingWaitMs = 15_000;

function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The portal's watchdog above the server, if there is one. */
function watchdogOf(pid: number): number | undefined {
  const parent = parentOf(pid);
  try {
    return parent !== undefined && fs.readFileSync(`/proc/${parent}/cmdline`, 'utf8').includes('postgres-watchdog') ? parent : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live portal that started the watchdog: its parent while that is Node.js. A portal that has
 * ended leaves its watchdog to init or a service manager, never to a Node.js process: `gone`.
 * Undefined when this user cannot tell (another user's processes).
 */
function portalOf(watchdog: number): number | 'gone' | undefined {
  const parent = parentOf(watchdog);
  if (parent === undefined) return undefined;
  if (parent <= 1) return 'gone';
  try {
    return fs.realpathSync(`/proc/${parent}/exe`) === fs.realpathSync(process.execPath) ? parent : 'gone';
  } catch {
    return undefined;
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
