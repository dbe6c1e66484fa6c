import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { downloadStreamed, openExportCursors } from '../../test/streamed-download';
import { paymentApi } from './payments-admin.test-support';

/** About 15 MB of CSV: far more than a socket's buffers hold, so the export must wait for its reader. */
const payments = 60_000;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = (await t.tenant()).id;
  token = (await t.userWith([Permission.Administrator], { tenantId })).token;
  // One statement, so that seeding takes seconds. The dashboard's summary is not what this reads,
  // and its trigger (an upsert of the month's row for each payment) would make it minutes.
  // Paid and pending in turn, a minute apart.
  await t.database.pool.query('alter table payments disable trigger dashboard_payment_added');
  await t.database.pool.query(
    `insert into payments (tenant_id, checkout_id, kind, user_type_id, payer_name, payer_email, language, description, amount,
                           provider, status, creation_time, paid_at, card_number_masked)
     select $1, 'chk-' || g, 1, 3, 'Greiðandi Númer ' || g, 'payer' || g || '@example.com', 'is', 'Skráning drónaflugmanns', 2900,
            'sandbox', g % 2, now() - make_interval(mins => g), case when g % 2 = 1 then now() - make_interval(mins => g) end,
            '4***********' || lpad((g % 10000)::text, 4, '0')
       from generate_series(1, $2::int) g`,
    [tenantId, payments],
  );
  await t.database.pool.query('alter table payments enable trigger dashboard_payment_added');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => t.close());

describe('Payment/ExportToCSV of 60,000 payments', () => {
  it('sends its first chunk while its cursor still holds rows, and keeps the live heap flat to the last row', async () => {
    const { port } = t.app.server.address() as { port: number };
    const download = await downloadStreamed(
      `http://127.0.0.1:${port}${paymentApi}/ExportToCSV`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' },
      { atFirstChunk: () => openExportCursors(t.database.pool) },
    );
    expect(download.status).toBe(200);
    expect(download.lines).toBe(payments + 1);
    expect(download.bytes).toBeGreaterThan(8_000_000);
    // The first chunk came while the rows after it were still in the database, not in memory.
    expect(download.atFirstChunk).toBe(1);
    expect(await openExportCursors(t.database.pool)).toBe(0);
    // A file held in memory would grow the heap by its size; a streamed one by a few batches.
    expect(download.peakGrowth).toBeLessThan(8_000_000);
    expect(Math.abs(download.lateGrowth)).toBeLessThan(2_000_000);
  }, 180_000);
});
