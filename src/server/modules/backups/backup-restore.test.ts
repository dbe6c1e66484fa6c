import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PaymentKind, UserType } from '../../../shared/enums';
import { readConfig, type Config } from '../../config';
import { insertPayment } from '../../seed/factories/payments';
import { insertExamination } from '../../seed/factories/questions';
import { insertTenant } from '../../seed/factories/tenants';
import { insertUser } from '../../seed/factories/users';
import { userExaminations } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { startRuntime, type Runtime } from '../../runtime';
import { freePort } from '../../test/ports';
import { awardCertificate } from '../certificates';
import { listBackups } from './backup-files';
import { backupFromCommandLine } from './command-line';
import { restoreBackup, RestoreError } from './restore';
import { takeBackup } from './take-backup';

// A 0755 root, so that as root the database user may pass through to the data folder.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
fs.chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
const backupDir = path.join(root, 'backups');
let runtime: Runtime | undefined;
afterAll(async () => {
  await runtime?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const tables = ['users', 'user_examinations', 'user_certificates', 'payments'] as const;

async function rowsOf(r: Runtime): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const table of tables) found[table] = (await r.deps.database.pool.query(`select * from ${table} order by id`)).rows;
  return found;
}

describe('backup and restore of the embedded database', () => {
  it('goes round the whole loop: seed, back up, wipe, restore, start again, and everything is the same', async () => {
    const port = await freePort();
    const config: Config = readConfig({
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      EMBEDDED_PG_PORT: String(port),
      ADMIN_PASSWORD: 'backup-test-password',
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'silent',
    });
    runtime = await startRuntime(config);
    const db = runtime.deps.database.db;

    const tenantId = (await insertTenant(db, { tenancyName: `backup${Date.now()}`, name: 'Afritun ehf.' })).id;
    const pilot = await insertUser(db, {
      tenantId,
      userName: 'sigga',
      name: 'Sigríður',
      surname: 'Þórsdóttir',
      emailAddress: 'sigga@example.is',
      password: 'Lykilorð123!',
      userTypeId: UserType.Pilot,
      dateOfBirth: '1988-03-14',
    });
    const examinationId = await insertExamination(db, { tenantId, name: 'A2 próf', certificateType: 2 });
    const submitTime = new Date();
    const [attempt] = await db
      .insert(userExaminations)
      .values({
        tenantId,
        userId: pilot,
        examinationId,
        certificateType: 2,
        status: 3,
        startTime: new Date(submitTime.getTime() - 30 * 60_000),
        deadline: new Date(submitTime.getTime() + 30 * 60_000),
        submitTime,
        questionCount: 30,
        correctCount: 27,
        score: 90,
        percentNeedToPass: 75,
        isPassed: true,
      })
      .returning({ id: userExaminations.id });
    const passedDate = submitTime.toISOString().slice(0, 10);
    const { userCertificateId } = await withTransaction(runtime.deps.database.pool, (tx) =>
      awardCertificate(tx.db, { tenantId, userId: pilot, certificateType: 2, passedDate, userExaminationId: attempt!.id }),
    );
    await insertPayment(db, { tenantId, userId: pilot, kind: PaymentKind.Private, payerName: 'Sigríður Þórsdóttir' });
    const before = await rowsOf(runtime);
    expect(before.user_certificates).toHaveLength(1);
    const certificate = before.user_certificates![0] as { id: number; verify_token: string; user_id: number };
    expect(certificate.id).toBe(userCertificateId);

    // Taken while the portal runs and keeps writing, as the nightly job takes it.
    let started = Date.now();
    const taken = await takeBackup(runtime.deps.database.pool, { dataDir, backupDir, keepDays: 14, now: () => new Date() });
    const backupMs = Date.now() - started;
    expect(listBackups(backupDir).map((b) => b.name)).toEqual([taken.name]);
    expect(taken.sizeBytes).toBeGreaterThan(100_000);
    // Written after the backup: the restore must not have it.
    await insertUser(db, {
      tenantId,
      userName: 'later',
      name: 'Seinna',
      surname: 'Skráður',
      emailAddress: 'later@example.is',
      password: 'Lykilorð123!',
    });

    // While the portal runs, a restore is refused and changes nothing.
    await expect(restoreBackup({ file: taken.path, dataDir, backupDir, port })).rejects.toThrow(/stop the portal first/);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    await runtime.stop();
    runtime = undefined;

    // The data folder is lost.
    fs.rmSync(dataDir, { recursive: true, force: true });
    started = Date.now();
    const restored = await restoreBackup({ file: taken.path, dataDir, backupDir, port });
    const restoreMs = Date.now() - started;
    expect(restored.asideDir).toBeUndefined();
    expect(restored.users).toBe(before.users!.length);

    runtime = await startRuntime(config);
    const after = await rowsOf(runtime);
    for (const table of tables) expect(after[table], table).toEqual(before[table]);

    const verify = await runtime.app.inject({
      method: 'GET',
      url: '/api/TokenAuth/VerifyQrCodeToken',
      query: { token: certificate.verify_token, userId: String(certificate.user_id) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().result).toMatchObject({
      certificateNumber: (before.user_certificates![0] as any).certificate_number,
      state: 'valid',
    });
    console.info(`backup ${backupMs} ms (${taken.sizeBytes} bytes), restore ${restoreMs} ms`);

    // npm run backup beside the running portal, then a restore over it once stopped keeps the old folder aside.
    const second = await backupFromCommandLine({ embedded: true, dataDir, backupDir, keepDays: 14 }, port);
    expect(listBackups(backupDir)).toHaveLength(2);
    await runtime.stop();
    runtime = undefined;
    const again = await restoreBackup({ file: second.path, dataDir, backupDir, port });
    expect(again.asideDir).toMatch(/data\.before-restore-\d{8}T\d{6}Z$/);
    expect(fs.existsSync(path.join(again.asideDir!, 'jwt-secret'))).toBe(true);
    expect(again.users).toBe(before.users!.length);

    // With the portal stopped, npm run backup starts the database for the copy and stops it after.
    const third = await backupFromCommandLine({ embedded: true, dataDir, backupDir, keepDays: 14 }, port);
    expect(third.sizeBytes).toBeGreaterThan(100_000);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 300_000);

  it('refuses a file that is not a backup, changing nothing', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'not a backup');
    const target = path.join(root, 'untouched');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'keep'), 'x');
    const error = await restoreBackup({ file: bogus, dataDir: target, backupDir, port: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(RestoreError);
    expect(error.changed).toBe(false);
    expect(fs.readdirSync(target)).toEqual(['keep']);
  });
});
