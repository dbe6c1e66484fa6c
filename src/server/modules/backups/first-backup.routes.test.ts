import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { backupFileName } from './backup-files';
import { backupJob } from './backup.job';
import { queueFirstBackup } from './backups.service';

/** An installation's first start takes a backup at once, and only the first start does. */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-backup-'));
const backupDir = path.join(root, 'backups');
const embedded = { embedded: true, dataDir: root, backupDir, keepDays: 14 };
let t: TestApp;

const queued = async () => (await t.database.pool.query(`select data from pgboss.job where name = $1`, [backupJob])).rows;
const runs = async () => (await t.database.pool.query(`select trigger, status from backup_runs order by id`)).rows;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.database.pool.query(`delete from pgboss.job where name = $1`, [backupJob]);
  await t.database.pool.query('delete from backup_runs');
  fs.rmSync(backupDir, { recursive: true, force: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the first backup', () => {
  it('is queued at the first start of an embedded installation, once, however many starts follow', async () => {
    await queueFirstBackup(t.deps, embedded);
    await queueFirstBackup(t.deps, embedded);
    expect(await runs()).toEqual([{ trigger: 'first', status: 'queued' }]);
    const jobs = await queued();
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toEqual({ runId: expect.any(Number) });
  });

  it('is not queued when the folder holds a backup already (a restored installation)', async () => {
    fs.mkdirSync(backupDir, { recursive: true });
    fs.writeFileSync(path.join(backupDir, backupFileName(new Date('2030-05-19T02:30:00Z'))), 'backup');
    await queueFirstBackup(t.deps, embedded);
    expect(await runs()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('is not the portal’s to take on an external database', async () => {
    await queueFirstBackup(t.deps, { ...embedded, embedded: false });
    expect(await runs()).toEqual([]);
    expect(await queued()).toEqual([]);
  });
});

describe('a fresh installation’s backups screen', () => {
  it('shows the first backup under way, not a backup late', async () => {
    const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, BACKUP_DIR: process.env.BACKUP_DIR };
    delete process.env.DATABASE_URL;
    Object.assign(process.env, { DATA_DIR: root, BACKUP_DIR: backupDir });
    try {
      const admin = await t.loginAsAdmin();
      const before = await t.call('GET', '/api/services/app/Backup/GetStatus', { token: admin });
      expect(before.body.result).toMatchObject({ latest: null, late: true, lastRun: null });
      await queueFirstBackup(t.deps, embedded);
      const after = await t.call('GET', '/api/services/app/Backup/GetStatus', { token: admin });
      expect(after.body.result).toMatchObject({ latest: null, late: false, lastRun: { trigger: 'first', status: 'queued' } });
    } finally {
      Object.assign(process.env, saved);
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
    }
  });
});
