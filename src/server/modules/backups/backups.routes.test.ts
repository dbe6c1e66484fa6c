import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { capturedLog, logLevel } from '../../test/log-lines';
import { backupFileName } from './backup-files';
import { backupJob, runBackupJob } from './backup.job';

const api = '/api/services/app/Backup';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-api-'));
const backupDir = path.join(root, 'backups');
const hour = 3_600_000;
const clock = new Date('2030-05-20T12:00:00Z');

let t: TestApp;
let admin: string;
let pilot: string;
let tenantAdmin: string;

// The calls read the configuration from the environment, as the runtime does: each test sets the database it means.
const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, BACKUP_DIR: process.env.BACKUP_DIR };
function useExternalDatabase() {
  process.env.DATABASE_URL = 'postgres://portal@db.example.is:5432/portal';
}
function useEmbeddedDatabase() {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = root;
  process.env.BACKUP_DIR = backupDir;
}

const status = (token?: string, language: 'is' | 'en' = 'en') => t.call('GET', `${api}/GetStatus`, { token, language });
const backUpNow = (token?: string, language: 'is' | 'en' = 'en') => t.call('POST', `${api}/BackUpNow`, { token, body: {}, language });
const queuedJobs = async () =>
  (await t.database.pool.query(`select data from pgboss.job where name = $1 order by created_on`, [backupJob])).rows;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await t.loginAsAdmin();
  pilot = (await t.userWith([Permission.Pilot])).token;
  tenantAdmin = (await t.userWith([Permission.Administrator], { tenantId: (await t.tenant()).id })).token;
});
afterAll(async () => {
  Object.assign(process.env, saved);
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('who may see and take backups', () => {
  it('answers 401 without a session and 403 to anyone but the host’s administrators', async () => {
    useEmbeddedDatabase();
    for (const call of [status, backUpNow]) {
      expect((await call()).status).toBe(401);
      expect((await call(pilot)).status).toBe(403);
      // A tenant's administrator holds the permission, but the backups hold every tenant's data.
      expect((await call(tenantAdmin)).status).toBe(403);
    }
    expect(await queuedJobs()).toEqual([]);
  });
});

describe('Backup/GetStatus and Backup/BackUpNow on an external database', () => {
  it('say the backups are the provider’s, and take none', async () => {
    useExternalDatabase();
    const res = await status(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ mode: 'external', folder: null, latest: null, count: 0, late: false, running: false });
    const refused = await backUpNow(admin, 'is');
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/ytri gagnagrunn/);
    expect(await queuedJobs()).toEqual([]);
    // The nightly job, were it sent, does nothing there.
    await runBackupJob(t.deps, { embedded: false, dataDir: root, backupDir, keepDays: 14 }, {});
    expect((await t.database.pool.query('select count(*)::int n from backup_runs')).rows[0].n).toBe(0);
  });
});

describe('Backup/GetStatus on the embedded database', () => {
  it('warns when there is no backup yet', async () => {
    useEmbeddedDatabase();
    const res = await status(admin);
    expect(res.body.result).toMatchObject({
      mode: 'embedded',
      folder: backupDir,
      folderProblem: null,
      keepDays: 14,
      latest: null,
      count: 0,
      late: true,
      lateAfterHours: 26,
    });
  });

  it('gives the newest backup’s time and size, how many are kept, and warns when the newest is over 26 hours old', async () => {
    useEmbeddedDatabase();
    process.env.BACKUP_DAYS = '7';
    fs.mkdirSync(backupDir, { recursive: true });
    const old = new Date(clock.getTime() - 27 * hour);
    fs.writeFileSync(path.join(backupDir, backupFileName(old)), Buffer.alloc(2048));
    let res = await status(admin);
    expect(res.body.result).toMatchObject({
      keepDays: 7,
      latest: { fileName: backupFileName(old), takenAt: old.toISOString(), sizeBytes: 2048 },
      count: 1,
      late: true,
    });
    const recent = new Date(clock.getTime() - 2 * hour);
    fs.writeFileSync(path.join(backupDir, backupFileName(recent)), Buffer.alloc(4096));
    res = await status(admin);
    expect(res.body.result).toMatchObject({
      latest: { fileName: backupFileName(recent), takenAt: recent.toISOString(), sizeBytes: 4096 },
      count: 2,
      totalBytes: 6144,
      late: false,
      running: false,
    });
    delete process.env.BACKUP_DAYS;
  });

  it('answers a folder no backup can be written to with the problem, never with 500', async () => {
    useEmbeddedDatabase();
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, '');
    // As an operator once set BACKUP_DIR=/etc/hostname/backups: a part of the path is a file.
    for (const dir of [path.join(file, 'backups'), file]) {
      process.env.BACKUP_DIR = dir;
      const res = await status(admin, 'en');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toMatchObject({
        mode: 'embedded',
        folder: dir,
        folderProblem: 'notAFolder',
        latest: null,
        count: 0,
        late: true,
      });
    }
    // A folder not made yet is no problem: the first backup makes it.
    process.env.BACKUP_DIR = path.join(root, 'not-yet', 'backups');
    expect((await status(admin)).body.result).toMatchObject({ folderProblem: null, count: 0 });
  });

  it.runIf(process.getuid?.() !== 0)('answers a folder the portal may not write in with the problem', async () => {
    useEmbeddedDatabase();
    const closed = path.join(root, 'closed');
    fs.mkdirSync(closed, { mode: 0o500 });
    process.env.BACKUP_DIR = closed;
    try {
      const res = await status(admin);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ folder: closed, folderProblem: 'notWritable' });
    } finally {
      fs.chmodSync(closed, 0o700);
    }
  });
});

describe('Backup/BackUpNow on the embedded database', () => {
  it('queues one backup with its run, and a second click while it waits answers the same run', async () => {
    useEmbeddedDatabase();
    const res = await backUpNow(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ trigger: 'manual', status: 'queued', fileName: null, creationTime: expect.any(String) });
    const again = await backUpNow(admin);
    expect(again.body.result.id).toBe(res.body.result.id);
    expect(await queuedJobs()).toEqual([{ data: { runId: res.body.result.id } }]);
    const shown = await status(admin);
    expect(shown.body.result.lastRun).toMatchObject({ id: res.body.result.id, status: 'queued' });
  });
});

describe('the backup job', () => {
  it('refuses a database that is not the embedded one of DATA_DIR, records the failure, and leaves no file', async () => {
    const dir = path.join(root, 'refused');
    const settings = { embedded: true, dataDir: root, backupDir: dir, keepDays: 14 };
    await expect(runBackupJob(t.deps, settings, {})).rejects.toThrow();
    const runs = (await t.database.pool.query(`select trigger, status, error from backup_runs where trigger = 'nightly'`)).rows;
    expect(runs).toEqual([{ trigger: 'nightly', status: 'failed', error: expect.any(String) }]);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it('tells the log at the default level that a backup failed, with its run and what failed', async () => {
    const captured = capturedLog('info');
    // As an operator once set BACKUP_DIR=/etc/hostname/backups: every backup failed, and nothing said so.
    const file = path.join(root, 'hostname');
    fs.writeFileSync(file, '');
    const settings = { embedded: true, dataDir: root, backupDir: path.join(file, 'backups'), keepDays: 14 };
    await expect(runBackupJob({ ...t.deps, log: captured.log }, settings, {})).rejects.toThrow();
    expect(captured.lines()).toEqual([
      expect.objectContaining({
        level: logLevel.error,
        msg: 'backup failed',
        runId: expect.any(Number),
        trigger: 'nightly',
        backupDir: settings.backupDir,
        error: expect.objectContaining({ type: 'Error', code: 'ENOTDIR' }),
      }),
    ]);
  });
});
