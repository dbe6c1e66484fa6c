import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { downloadStreamed, openExportCursors } from '../../test/streamed-download';
import { examBank, examinationApi } from './exam-results.test-support';

/** About 7 MB of CSV: far more than a socket's buffers hold, so the export must wait for its reader. */
const attempts = 60_000;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = (await t.tenant()).id;
  token = (await t.userWith(['Pages.Exam.ExamResults'], { tenantId })).token;
  const bank = await examBank(t, tenantId, 1);
  const userId = (await t.userWith([], { tenantId, fields: { name: 'Fjöldi', surname: 'Prófa', userName: 'bulk' } })).id;
  // One statement, so that seeding takes seconds. The dashboard's summary is not what this reads,
  // and its trigger (an upsert of the month's row for each attempt) would make it minutes.
  // Submitted attempts a minute apart, passed and failed in turn.
  await t.database.pool.query('alter table user_examinations disable trigger dashboard_attempt_added');
  await t.database.pool.query(
    `insert into user_examinations (tenant_id, user_id, examination_id, certificate_type, status, start_time, deadline, submit_time,
                                    question_count, correct_count, score, percent_need_to_pass, is_passed)
     select $1, $2, $3, 1, 3, now() - make_interval(mins => g), now() - make_interval(mins => g) + interval '1 hour',
            now() - make_interval(mins => g) + interval '20 minutes', 40, 20 + g % 21, round(100.0 * (20 + g % 21) / 40, 2), 75,
            20 + g % 21 >= 30
       from generate_series(1, $4::int) g`,
    [tenantId, userId, bank.examinationId, attempts],
  );
  await t.database.pool.query('alter table user_examinations enable trigger dashboard_attempt_added');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => t.close());

describe('GetExaminationResultExportCSV of 60,000 attempts', () => {
  it('sends its first chunk while its cursor still holds rows, and keeps the live heap flat to the last row', async () => {
    const { port } = t.app.server.address() as { port: number };
    const download = await downloadStreamed(
      `http://127.0.0.1:${port}${examinationApi}/GetExaminationResultExportCSV`,
      { headers: { authorization: `Bearer ${token}` } },
      { atFirstChunk: () => openExportCursors(t.database.pool) },
    );
    expect(download.status).toBe(200);
    expect(download.lines).toBe(attempts + 1);
    expect(download.bytes).toBeGreaterThan(6_000_000);
    // The first chunk came while the rows after it were still in the database, not in memory.
    expect(download.atFirstChunk).toBe(1);
    expect(await openExportCursors(t.database.pool)).toBe(0);
    // A file held in memory would grow the heap by its size; a streamed one by a few batches.
    expect(download.peakGrowth).toBeLessThan(8_000_000);
    expect(Math.abs(download.lateGrowth)).toBeLessThan(2_000_000);
  }, 240_000);
});
