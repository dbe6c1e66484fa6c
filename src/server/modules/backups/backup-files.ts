import fs from 'node:fs';
import path from 'node:path';
import type { BackupFolderProblem } from '../../../shared/contracts/backups';

/**
 * `portal-backup-20261126T030000123Z.tar.gz`: the time it was taken, in UTC to the millisecond, so
 * two taken within one second (a nightly one and one asked for) never share a name; sorts with the name.
 */
const namePattern = /^portal-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})?Z\.tar\.gz$/;
const partialSuffix = '.partial';
const dayMs = 86_400_000;

export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `portal-backup-${stamp}.tar.gz`;
}

/** The name's time, or undefined for a file that is not a backup. */
export function timeOfBackup(name: string): Date | undefined {
  const m = namePattern.exec(name);
  if (!m) return undefined;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]), Number(m[7] ?? 0)));
}

/** Where a backup is written until it is whole; a dot-name, so listings and copies by pattern skip it. */
export const partialNameOf = (name: string) => `.${name}${partialSuffix}`;

export interface BackupFile {
  name: string;
  path: string;
  takenAt: Date;
  sizeBytes: number;
}

/** The whole backups in `dir`, newest first; none when the folder does not exist yet. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const takenAt = timeOfBackup(name);
    if (!takenAt) continue;
    const full = path.join(dir, name);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (stat?.isFile()) found.push({ name, path: full, takenAt, sizeBytes: stat.size });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Removes backups older than `keepDays` days, but never the newest one: a portal that was off
 * for a month keeps its last backup. Leftovers of interrupted runs older than a day go too.
 * Answers the names removed.
 */
export function pruneBackups(dir: string, keepDays: number, now: Date): string[] {
  const cutoff = now.getTime() - keepDays * dayMs;
  const removed: string[] = [];
  const [newest, ...older] = listBackups(dir);
  if (!newest) return removed;
  for (const backup of older) {
    if (backup.takenAt.getTime() >= cutoff) continue;
    fs.rmSync(backup.path, { force: true });
    removed.push(backup.name);
  }
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(partialSuffix)) continue;
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (stat && stat.mtimeMs < now.getTime() - dayMs) fs.rmSync(path.join(dir, name), { force: true });
  }
  return removed;
}

/**
 * What keeps a backup from being written to `dir`, judged from the nearest folder on its path that
 * exists (a folder not made yet is made by the first backup); null when nothing does.
 */
export function backupFolderProblem(dir: string): BackupFolderProblem | null {
  let existing = path.resolve(dir);
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    if (!fs.statSync(existing).isDirectory()) return 'notAFolder';
  } catch {
    return 'unreadable';
  }
  try {
    fs.accessSync(existing, fs.constants.W_OK | fs.constants.X_OK);
  } catch {
    return 'notWritable';
  }
  return null;
}

/** A nightly backup is late when none was taken in this long: a day and a margin for a slow night. */
export const lateAfterHours = 26;

export function isLate(newest: BackupFile | undefined, now: Date): boolean {
  return !newest || now.getTime() - newest.takenAt.getTime() > lateAfterHours * 3_600_000;
}
