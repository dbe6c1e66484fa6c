import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingExportStatus, PaymentKind, PaymentStatus, UserType } from '../../../shared/enums';
import { settingDefinitions } from '../../../shared/settings';
import { insertPayment } from '../../seed/factories/payments';
import { createTestApp, type TestApp } from '../../test/harness';
import { freePort } from '../../test/ports';
import { startSftpServer, type SftpServer } from '../../test/sftp-server';
import { accountingExportHandler } from './accounting-export.job';
import { accountingExportJob, queueDueAccountingDay, type AccountingExportData } from './accounting-export.service';
import { findAccountingDay } from './accounting.queries';
import { at, paymentApi, rowsOf, setSetting, until } from './payments-admin.test-support';

/**
 * The nightly file against a real SFTP server on loopback, with the job workers running: the
 * handler is also called directly, as two instances would run it at once.
 */

const account = { username: 'bokhald', password: 'Leyni-Orð-7' };
const directory = '/inn';
let t: TestApp;
let sftp: SftpServer;
let admin: string;
// The tick that pg-boss runs every five minutes looks at this clock's yesterday, which no test below uses.
let clock = at('2030-06-15');

const jobDeps = () => ({ ...t.deps, mailTransport: null, mailFrom: 'Drónagátt <no-reply@test.local>' });
const run = (data: AccountingExportData) => accountingExportHandler(jobDeps()).run(data, { retryCount: 0, retryLimit: 5 });
const dayRow = (day: string) => findAccountingDay(t.database.db, day);
const fileOf = (day: string) => `${directory}/drone-payments-${day}.csv`;
const arrivalsOf = (day: string) => sftp.arrivals.filter((file) => file.path === fileOf(day));

beforeAll(async () => {
  sftp = await startSftpServer(account);
  sftp.mkdir(directory);
  t = await createTestApp({ workers: true, now: () => clock });
  admin = await t.loginAsAdmin();
  await setSetting(t, admin, 'SFTPAccountingHost', sftp.hostSetting(directory));
  await setSetting(t, admin, 'SFTPUsername', account.username);
  await setSetting(t, admin, 'SFTPPassword', account.password);
  await setSetting(t, admin, 'SFTPHostKeyFingerprint', sftp.hostKeyFingerprint);
});
afterAll(async () => {
  await t?.close();
  await sftp?.close();
});

describe('the accounting export job', () => {
  const day = '2030-06-01';
  const ids: number[] = [];

  it('sends the day’s settled payments of every tenant as one file, which appears whole under its name', async () => {
    const tenant = await t.tenant();
    const paid = (paidAt: Date, more: Parameters<typeof insertPayment>[1] = { tenantId: null }) =>
      insertPayment(t.database.db, { ...more, paidAt, creationTime: new Date(paidAt.getTime() - 60_000) });
    const first = await paid(at(day, '00:00:00'), { tenantId: null, payerName: 'Ævar Örn' });
    const organisation = await paid(at(day, '13:30:00'), {
      tenantId: tenant.id,
      kind: PaymentKind.Organization,
      userTypeId: UserType.Over250,
      organizationName: 'Flugmyndir ehf.',
      organizationNumber: '550101-2030',
      amount: 45000,
    });
    const last = await paid(new Date(`${day}T23:59:59.999Z`));
    ids.push(first.id, organisation.id, last.id);
    // Neither the days around it nor what was never paid.
    await paid(new Date('2030-05-31T23:59:59.999Z'));
    await paid(at('2030-06-02', '00:00:00'));
    await insertPayment(t.database.db, { tenantId: null, status: PaymentStatus.Pending, creationTime: at(day) });
    await insertPayment(t.database.db, { tenantId: null, status: PaymentStatus.Declined, creationTime: at(day) });

    await run({ day });

    expect(arrivalsOf(day)).toHaveLength(1);
    const rows = rowsOf(arrivalsOf(day)[0].content);
    expect(rows[0][0]).toBe('Greiðslunúmer');
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(ids);
    expect(rows[1].slice(1, 4)).toEqual([first.checkoutId, `${day} 00:00:00`, 'Ævar Örn']);
    expect(rows[2].slice(4, 10)).toEqual([
      'Flugmyndir ehf.',
      '550101-2030',
      'Fyrirtæki',
      'Fyrirtæki með 250 starfsmenn eða fleiri',
      organisation.description,
      '45000',
    ]);
    expect(rows[2].slice(10)).toEqual(['ISK', organisation.transactionNumber, organisation.authorizationNumber]);
    // Written under a temporary name and renamed, so no reader ever meets half a file.
    expect(sftp.written.filter((p) => p.startsWith(fileOf(day)))).toEqual([`${fileOf(day)}.part`]);
    expect([...sftp.files.keys()].filter((p) => p.startsWith(fileOf(day)))).toEqual([fileOf(day)]);
    expect(await dayRow(day)).toMatchObject({
      status: AccountingExportStatus.Sent,
      attempts: 1,
      fileName: `drone-payments-${day}.csv`,
      paymentCount: 3,
      totalAmount: 5000 + 45000 + 5000,
      sentAt: clock,
      lastError: null,
    });
  });

  it('sends nothing on a second run of the day, nor twice when two instances run it at once', async () => {
    await run({ day });
    expect(arrivalsOf(day)).toHaveLength(1);
    expect((await dayRow(day))?.attempts).toBe(1);

    const together = '2030-06-03';
    await insertPayment(t.database.db, { tenantId: null, paidAt: at(together) });
    await Promise.all([run({ day: together }), run({ day: together }), run({ day: together })]);
    expect(arrivalsOf(together)).toHaveLength(1);
    expect(await dayRow(together)).toMatchObject({ status: AccountingExportStatus.Sent, attempts: 1, paymentCount: 1 });
  });

  it('sends the day again when an administrator asks, replacing its file, once for requests made together', async () => {
    clock = new Date(clock.getTime() + 60_000);
    const requestedAt = clock.toISOString();
    await Promise.all([run({ day, requestedAt }), run({ day, requestedAt })]);
    expect(arrivalsOf(day)).toHaveLength(2);
    expect(arrivalsOf(day)[1].content).toEqual(arrivalsOf(day)[0].content);
    expect([...sftp.files.keys()].filter((p) => p.startsWith(fileOf(day)))).toEqual([fileOf(day)]);
    expect(await dayRow(day)).toMatchObject({ status: AccountingExportStatus.Sent, attempts: 2, sentAt: clock });
  });

  it('sends a day without payments as the heading alone', async () => {
    await run({ day: '2030-06-04' });
    const [file] = arrivalsOf('2030-06-04');
    expect(rowsOf(file.content)).toHaveLength(1);
    expect(await dayRow('2030-06-04')).toMatchObject({ status: AccountingExportStatus.Sent, paymentCount: 0, totalAmount: 0 });
  });

  it('records a refused connection as failed and throws, so the queue tries again; the next attempt sends', async () => {
    const failing = '2030-06-05';
    await setSetting(t, admin, 'SFTPAccountingHost', `127.0.0.1:${await freePort()}${directory}`);
    await expect(run({ day: failing })).rejects.toThrow(/ECONNREFUSED/);
    expect(await dayRow(failing)).toMatchObject({ status: AccountingExportStatus.Failed, attempts: 1, sentAt: null });
    expect((await dayRow(failing))?.lastError).toMatch(/ECONNREFUSED/);
    expect(arrivalsOf(failing)).toEqual([]);

    await setSetting(t, admin, 'SFTPAccountingHost', sftp.hostSetting(directory));
    await run({ day: failing });
    expect(arrivalsOf(failing)).toHaveLength(1);
    expect(await dayRow(failing)).toMatchObject({ status: AccountingExportStatus.Sent, attempts: 2, lastError: null });
  });

  it('is retried by pg-boss when the server hangs up, after ExportToAccounting queued it', async () => {
    const retried = '2030-06-06';
    await insertPayment(t.database.db, { tenantId: null, paidAt: at(retried) });
    sftp.dropNext(1);
    const res = await t.call('POST', `${paymentApi}/ExportToAccounting`, { token: admin, body: { day: retried } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const failed = await until(async () => {
      const row = await dayRow(retried);
      return row?.status === AccountingExportStatus.Failed ? row : undefined;
    });
    expect(failed.attempts).toBe(1);
    const job = `select state from pgboss.job where name = $1 and data->>'day' = $2`;
    // The day is marked failed before the job throws; pg-boss marks the job for retry just after.
    await until(async () => (await t.database.pool.query(job, [accountingExportJob, retried])).rows[0]?.state === 'retry');
    expect((await t.database.pool.query(job, [accountingExportJob, retried])).rows).toEqual([{ state: 'retry' }]);
    // The backoff would wait seconds; the retry is due now.
    await t.database.pool.query(`update pgboss.job set start_after = now() where name = $1 and data->>'day' = $2`, [
      accountingExportJob,
      retried,
    ]);
    await until(async () => (await dayRow(retried))?.status === AccountingExportStatus.Sent);
    expect(await dayRow(retried)).toMatchObject({ attempts: 2, paymentCount: 1, lastError: null });
    expect(arrivalsOf(retried)).toHaveLength(1);
    await until(async () => (await t.database.pool.query(job, [accountingExportJob, retried])).rows[0].state === 'completed');
  });

  it('marks the day failed, with a reason the administrator can read, and does not retry when SFTP is not configured', async () => {
    const unconfigured = '2030-06-07';
    await setSetting(t, admin, 'SFTPUsername', '');
    try {
      await run({ day: unconfigured });
    } finally {
      await setSetting(t, admin, 'SFTPUsername', account.username);
    }
    expect(await dayRow(unconfigured)).toMatchObject({
      status: AccountingExportStatus.Failed,
      attempts: 1,
      lastError: 'payments:accountingFile.notConfigured',
    });
    const list = await t.call('GET', `${paymentApi}/GetAccountingExports`, {
      token: admin,
      language: 'en',
      query: { maxResultCount: 100 },
    });
    const listed = list.body.result.items.find((item: { day: string }) => item.day === unconfigured);
    expect(listed.lastError).toBe(
      'The accounting SFTP connection is not configured: fill in SFTPAccountingHost and SFTPUsername in the settings.',
    );
    expect(arrivalsOf(unconfigured)).toEqual([]);
  });
});

describe('the SFTP server’s host key', () => {
  /** A fingerprint of the right form that is not this server's. */
  const otherKey = `SHA256:${Buffer.alloc(32, 7).toString('base64').replace(/=+$/, '')}`;
  const listedError = async (day: string, language: 'is' | 'en') => {
    const list = await t.call('GET', `${paymentApi}/GetAccountingExports`, { token: admin, language, query: { maxResultCount: 100 } });
    return list.body.result.items.find((item: { day: string }) => item.day === day).lastError as string;
  };

  it('is the one the settings name, or nothing is sent and the password never leaves: the status says why', async () => {
    const refused = '2030-06-08';
    await insertPayment(t.database.db, { tenantId: null, paidAt: at(refused) });
    const loginsBefore = sftp.logins;
    await setSetting(t, admin, 'SFTPHostKeyFingerprint', otherKey);
    try {
      // Not thrown for retrying: only a change of the setting can mend it.
      await run({ day: refused });
    } finally {
      await setSetting(t, admin, 'SFTPHostKeyFingerprint', sftp.hostKeyFingerprint);
    }
    expect(sftp.logins).toBe(loginsBefore);
    expect(arrivalsOf(refused)).toEqual([]);
    expect(await dayRow(refused)).toMatchObject({ status: AccountingExportStatus.Failed, attempts: 1, sentAt: null });
    expect(await listedError(refused, 'en')).toBe(
      `The SFTP server showed the host key ${sftp.hostKeyFingerprint}, which is not the one in SFTPHostKeyFingerprint. ` +
        "Nothing was sent: check with the server's administrators before changing the setting.",
    );
    expect(await listedError(refused, 'is')).toContain(`SFTP-þjónninn sýndi hýsilykilinn ${sftp.hostKeyFingerprint}`);

    // With the right key the same day goes.
    await run({ day: refused });
    expect(arrivalsOf(refused)).toHaveLength(1);
    expect(await dayRow(refused)).toMatchObject({ status: AccountingExportStatus.Sent, attempts: 2, lastError: null });
  });

  it('must be set: without it nothing is sent, and the status says so', async () => {
    const unset = '2030-06-09';
    const loginsBefore = sftp.logins;
    await setSetting(t, admin, 'SFTPHostKeyFingerprint', '');
    try {
      await run({ day: unset });
    } finally {
      await setSetting(t, admin, 'SFTPHostKeyFingerprint', sftp.hostKeyFingerprint);
    }
    expect(sftp.logins).toBe(loginsBefore);
    expect(arrivalsOf(unset)).toEqual([]);
    expect(await dayRow(unset)).toMatchObject({ status: AccountingExportStatus.Failed, lastError: 'payments:accountingFile.noHostKey' });
    expect(await listedError(unset, 'en')).toMatch(/^The SFTP server's host key is not set/);
  });

  it('is refused by the settings in any other form than ssh-keygen’s', async () => {
    const settingId = settingDefinitions.find((d) => d.name === 'SFTPHostKeyFingerprint')!.id;
    for (const value of ['MD5:16:27:ac:a5', sftp.hostKeyFingerprint.slice(7), `${sftp.hostKeyFingerprint}=`, 'SHA256:short']) {
      const res = await t.call('PUT', '/api/services/app/Setting/Update', { token: admin, body: { settingId, value } });
      expect(res.status, value).toBe(400);
    }
  });
});

describe('the accounting tick', () => {
  const day = '2030-07-01';
  const queued = async () =>
    (await t.database.pool.query(`select singleton_key from pgboss.job where name = $1 and data->>'day' = $2`, [accountingExportJob, day]))
      .rows;

  it('queues yesterday once the export time has passed, once however often it ticks, and not after it is sent', async () => {
    clock = at('2030-07-02', '01:59:00');
    expect(await queueDueAccountingDay(t.deps)).toBeNull();
    clock = at('2030-07-02', '02:00:00');
    expect(await queueDueAccountingDay(t.deps)).toBe(day);
    expect(await queueDueAccountingDay(t.deps)).toBe(day);
    expect(await queued()).toEqual([{ singleton_key: `accounting-${day}` }]);
    await until(async () => (await dayRow(day))?.status === AccountingExportStatus.Sent);
    expect(arrivalsOf(day)).toHaveLength(1);
    clock = at('2030-07-02', '03:05:00');
    expect(await queueDueAccountingDay(t.deps)).toBeNull();
    expect(await queued()).toHaveLength(1);
  });

  it('waits for the time of day the settings name', async () => {
    await setSetting(t, admin, 'AccountingTimeOfDateExport', '23:30');
    clock = at('2030-07-03', '23:29:00');
    expect(await queueDueAccountingDay(t.deps)).toBeNull();
    clock = at('2030-07-03', '23:30:00');
    expect(await queueDueAccountingDay(t.deps)).toBe('2030-07-02');
  });
});
