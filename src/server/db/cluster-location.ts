import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';
import { blockedAncestor, canEnter, letReach, modeOf, type RunAs } from './postgres-account';

/**
 * Where a cluster goes when the database user cannot reach `DATA_DIR`, best first: folders of the
 * portal's own in places every user may pass through, so no folder of the machine's is changed.
 */
export const defaultClusterHomes = ['/var/lib/drone-portal', '/var/opt/drone-portal'];

export interface ClusterPlace {
  /** The cluster's folder. */
  dir: string;
  /** Said once, when the place was chosen: why the cluster is not in `DATA_DIR`, or how `DATA_DIR` was opened to it. */
  notice?: string;
}

/**
 * The folder of the cluster meant for `requested` (`DATA_DIR/postgres`). Mostly that folder itself.
 * As root, though, the database runs as `user`, and a folder above `DATA_DIR` may keep that user
 * out (a clone under /root with the default `./data`). The portal does not open such a folder;
 * it keeps the cluster in `<home>/<hash of DATA_DIR>/postgres` instead, and records that path in
 * `DATA_DIR/postgres-location`, which every later start, restart and crash cleanup reads. The
 * password and the signing secret stay in `DATA_DIR`.
 */
export function placeCluster(requested: string, user: RunAs | undefined, homes: readonly string[] = defaultClusterHomes): ClusterPlace {
  const record = `${requested}-location`;
  const recorded = readRecord(record);
  if (recorded) return { dir: recorded };
  if (!user) return { dir: requested };

  const dataDir = path.dirname(requested);
  const blocked = blockedAncestor(dataDir, user);
  if (!blocked) {
    const changed = letReach(dataDir, user);
    return changed ? { dir: requested, notice: changed } : { dir: requested };
  }
  const way = `the user "${user.name}", who cannot enter ${blocked} (mode ${modeOf(blocked)})`;
  if (fs.existsSync(path.join(requested, 'PG_VERSION'))) {
    throw new StartupError(
      `Running as root, the portal runs its database in ${requested} as ${way}: ` +
        `let that user through (setfacl -m u:${user.name}:x ${blocked}), or move ${dataDir} outside ${blocked} and set DATA_DIR to it.`,
    );
  }

  const hash = crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
  const failures: string[] = [];
  for (const home of homes) {
    try {
      const dir = makeClusterFolder(home, hash, user);
      writeRecord(record, dir);
      return {
        dir,
        notice: `The database files are kept in ${dir}, because the database runs as ${way}; ${record} records where they are.`,
      };
    } catch (error) {
      failures.push(`${home} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  throw new StartupError(
    `Running as root, the portal runs its database as ${way}, and no folder that user can reach could be made for it in ${failures.join(' nor ')}: ` +
      `set DATA_DIR to a folder outside ${blocked}, let that user through (setfacl -m u:${user.name}:x ${blocked}), or start the portal as an ordinary user.`,
  );
}

/** `<home>/<hash>/postgres`: the first two root's and passable (0711), the last the user's (0700). */
function makeClusterFolder(home: string, hash: string, user: RunAs): string {
  const ownFolder = path.join(home, hash);
  for (const dir of [home, ownFolder]) {
    if (makeFolder(dir, 0o711)) continue;
    // Made before: used only as made, so no other user can have placed it or a link there.
    const found = fs.lstatSync(dir);
    if (!found.isDirectory() || found.uid !== 0 || (found.mode & 0o022) !== 0) throw new Error(`${dir} is not a folder of root's alone`);
  }
  const dir = path.join(ownFolder, 'postgres');
  if (makeFolder(dir, 0o700)) fs.chownSync(dir, user.uid, user.gid);
  const found = fs.lstatSync(dir);
  if (!found.isDirectory() || found.uid !== user.uid) throw new Error(`${dir} is not a folder of ${user.name}'s`);
  if (!canEnter(dir, user, true)) throw new Error(`${user.name} cannot enter ${dir}`);
  return dir;
}

/** Whether the folder was made now (then with exactly `mode`, whatever the umask); false if it was there. */
function makeFolder(dir: string, mode: number): boolean {
  try {
    fs.mkdirSync(dir, { mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  fs.chmodSync(dir, mode);
  return true;
}

function readRecord(record: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(record, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!path.isAbsolute(text)) {
    throw new StartupError(
      `The file ${record} should hold the full path of the database folder but holds "${text}": write that path into it, then start again.`,
    );
  }
  if (!fs.existsSync(text)) {
    throw new StartupError(
      `The database folder ${text}, recorded in ${record}, is missing: restore it from a backup, or remove ${record} to start with an empty database.`,
    );
  }
  return text;
}

/** Written aside and renamed, so a crash leaves the old record or the new one, never half. */
function writeRecord(record: string, dir: string): void {
  const pending = `${record}.new`;
  fs.writeFileSync(pending, `${dir}\n`, { mode: 0o644 });
  fs.renameSync(pending, record);
}
