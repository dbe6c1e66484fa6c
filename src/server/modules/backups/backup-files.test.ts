import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, isLate, listBackups, partialNameOf, pruneBackups, timeOfBackup } from './backup-files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let folders = 0;
const hour = 3_600_000;
const day = 24 * hour;

function folderWith(times: Date[]): string {
  const dir = path.join(root, `f${++folders}`);
  fs.mkdirSync(dir);
  for (const [i, at] of times.entries()) fs.writeFileSync(path.join(dir, backupFileName(at)), Buffer.alloc(100 + i));
  return dir;
}

describe('backup file names', () => {
  it('carry the time taken, in UTC to the millisecond, and read back to it', () => {
    const at = new Date('2026-11-26T02:30:07.123Z');
    expect(backupFileName(at)).toBe('portal-backup-20261126T023007123Z.tar.gz');
    expect(timeOfBackup(backupFileName(at))).toEqual(at);
    // Two taken within one second are two files.
    expect(backupFileName(new Date('2026-11-26T02:30:07.900Z'))).not.toBe(backupFileName(at));
    // A name to the second, as the first backups were written, still reads.
    expect(timeOfBackup('portal-backup-20261126T023007Z.tar.gz')).toEqual(new Date('2026-11-26T02:30:07Z'));
    expect(timeOfBackup('notes.txt')).toBeUndefined();
    expect(timeOfBackup(partialNameOf(backupFileName(at)))).toBeUndefined();
  });
});

describe('retention', () => {
  const now = new Date('2026-11-26T03:00:00Z');

  it('removes backups older than the days kept, and lists the rest newest first', () => {
    const times = [0, 1, 13, 14.5, 20].map((d) => new Date(now.getTime() - d * day));
    const dir = folderWith(times);
    fs.writeFileSync(path.join(dir, 'README.txt'), 'not a backup');
    const removed = pruneBackups(dir, 14, now);
    expect(removed.sort()).toEqual([backupFileName(times[3]!), backupFileName(times[4]!)].sort());
    expect(listBackups(dir).map((b) => b.takenAt)).toEqual(times.slice(0, 3));
    expect(fs.existsSync(path.join(dir, 'README.txt'))).toBe(true);
  });

  it('always keeps the newest backup, however old', () => {
    const dir = folderWith([new Date(now.getTime() - 40 * day), new Date(now.getTime() - 50 * day)]);
    pruneBackups(dir, 14, now);
    expect(listBackups(dir).map((b) => b.takenAt)).toEqual([new Date(now.getTime() - 40 * day)]);
  });

  it('clears leftovers of interrupted runs after a day, not while one may still be writing', () => {
    const dir = folderWith([now]);
    const old = path.join(dir, partialNameOf(backupFileName(new Date(now.getTime() - 2 * day))));
    const fresh = path.join(dir, partialNameOf(backupFileName(now)));
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'x');
    fs.utimesSync(old, new Date(now.getTime() - 2 * day), new Date(now.getTime() - 2 * day));
    fs.utimesSync(fresh, now, now);
    pruneBackups(dir, 14, now);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(listBackups(dir)).toHaveLength(1);
  });

  it('lists nothing for a folder not made yet', () => {
    expect(listBackups(path.join(root, 'missing'))).toEqual([]);
  });
});

describe('a late backup', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const taken = (hoursAgo: number) => ({ name: '', path: '', sizeBytes: 1, takenAt: new Date(now.getTime() - hoursAgo * hour) });

  it('is none at all, or none in the last 26 hours', () => {
    expect(isLate(undefined, now)).toBe(true);
    expect(isLate(taken(25.9), now)).toBe(false);
    expect(isLate(taken(26.1), now)).toBe(true);
  });
});
