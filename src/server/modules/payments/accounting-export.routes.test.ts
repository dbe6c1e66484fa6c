import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingExportStatus } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { accountingExportJob } from './accounting-export.service';
import { at, paymentApi } from './payments-admin.test-support';
import { wordsOf } from '../../test/validation-words';

let t: TestApp;
let admin: string;
let adminId: number;
let pilot: string;
let tenantAdmin: string;
const clock = at('2030-03-10', '09:15:00');

const exportDay = (token: string | undefined, body: object = {}, language: 'is' | 'en' = 'en') =>
  t.call('POST', `${paymentApi}/ExportToAccounting`, { token, body, language });
const listDays = (token: string | undefined, query: Record<string, number> = {}) =>
  t.call('GET', `${paymentApi}/GetAccountingExports`, { token, query });
const queued = async (day: string) =>
  (
    await t.database.pool.query(`select data from pgboss.job where name = $1 and data->>'day' = $2 order by created_on`, [
      accountingExportJob,
      day,
    ])
  ).rows;

beforeAll(async () => {
  // No workers: what the calls queue stays queued, to be looked at.
  t = await createTestApp({ now: () => clock });
  admin = await t.loginAsAdmin();
  adminId = (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: admin })).body.result.user.id;
  pilot = (await t.userWith([Permission.Pilot])).token;
  tenantAdmin = (await t.userWith([Permission.Administrator], { tenantId: (await t.tenant()).id })).token;
});
afterAll(() => t.close());

describe('Payment/ExportToAccounting', () => {
  it('queues yesterday’s file to be sent again by default, and answers the day as it stands', async () => {
    const res = await exportDay(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({
      day: '2030-03-09',
      status: AccountingExportStatus.Pending,
      attempts: 0,
      fileName: null,
      paymentCount: 0,
      totalAmount: 0,
      sentAt: null,
      lastError: null,
      updatedAt: clock.toISOString(),
    });
    expect(await queued('2030-03-09')).toEqual([{ data: { day: '2030-03-09', requestedAt: clock.toISOString() } }]);
    const stored = await t.database.pool.query(`select requested_by from accounting_exports where day = '2030-03-09'`);
    expect(stored.rows).toEqual([{ requested_by: adminId }]);
  });

  it('queues the day named, a job for each request', async () => {
    expect((await exportDay(admin, { day: '2029-12-31' })).body.result.day).toBe('2029-12-31');
    expect((await exportDay(admin, { day: '2029-12-31' })).status).toBe(200);
    expect(await queued('2029-12-31')).toHaveLength(2);
  });

  it('answers 400 for a day that is not over or not a date', async () => {
    const today = await exportDay(admin, { day: '2030-03-10' });
    expect(today.status).toBe(400);
    expect(wordsOf(today.body)).toEqual([{ message: 'Only a day that is over can be sent.', members: ['day'] }]);
    const icelandic = await exportDay(admin, { day: '2030-04-01' }, 'is');
    expect(icelandic.body.error?.validationErrors?.[0].message).toBe('Aðeins er hægt að senda dag sem er liðinn.');
    const notADate = await exportDay(admin, { day: '2030-02-30' });
    expect(notADate.status).toBe(400);
    expect(notADate.body.error?.validationErrors?.[0].members).toEqual(['day']);
    expect(await queued('2030-03-10')).toEqual([]);
  });

  it('answers 401 to anonymous callers, and 403 to a pilot and to a tenant’s administrator', async () => {
    const anonymous = await exportDay(undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.unAuthorizedRequest).toBe(true);
    const forbidden = await exportDay(pilot);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.details).toBe('The permission Pages.Administrator is missing.');
    // The file is the whole portal's, so a tenant's administrator neither sends it nor sees it.
    expect((await exportDay(tenantAdmin)).status).toBe(403);
  });
});

describe('Payment/GetAccountingExports', () => {
  it('pages the days, the newest first', async () => {
    await t.database.pool.query(
      `insert into accounting_exports (day, status, attempts, file_name, payment_count, total_amount, sent_at, updated_at)
       values ('2030-01-15', 1, 1, 'drone-payments-2030-01-15.csv', 4, 20000, '2030-01-16T02:00:03Z', '2030-01-16T02:00:03Z')`,
    );
    const res = await listDays(admin, { maxResultCount: 2 });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(3);
    expect(res.body.result.items.map((d: { day: string }) => d.day)).toEqual(['2030-03-09', '2030-01-15']);
    const rest = await listDays(admin, { maxResultCount: 2, skipCount: 2 });
    expect(rest.body.result.items.map((d: { day: string }) => d.day)).toEqual(['2029-12-31']);
    expect(res.body.result.items[1]).toMatchObject({
      status: AccountingExportStatus.Sent,
      fileName: 'drone-payments-2030-01-15.csv',
      paymentCount: 4,
      totalAmount: 20000,
      sentAt: '2030-01-16T02:00:03.000Z',
    });
  });

  it('answers 400, 401 and 403 as the other calls do', async () => {
    expect((await listDays(admin, { maxResultCount: 0 })).status).toBe(400);
    expect((await listDays(undefined)).status).toBe(401);
    expect((await listDays(pilot)).status).toBe(403);
    expect((await listDays(tenantAdmin)).status).toBe(403);
  });
});
