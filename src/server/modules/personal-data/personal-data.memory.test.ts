import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataDto } from '../../../shared/contracts/personal-data';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { downloadStreamed } from '../../test/streamed-download';
import { personalDataApi } from './personal-data.test-support';

/** An administrator of ten years: a tenth of issue 39's two million audit rows, all their own actions. */
const auditRows = 200_000;
const calls = 8;

let t: TestApp;
let token: string;
let url: (method: string) => string;

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = (await t.tenant()).id;
  const admin = await t.userWith([Permission.Administrator], { tenantId });
  token = admin.token;
  // One statement, so that seeding takes seconds: eight calls in turn on other people's records, a minute apart.
  await t.database.pool.query(
    `insert into audit_logs (tenant_id, user_id, actor_kind, execution_time, client_ip, request_id, service, method, entity_type, entity_id)
     select $1, $2, 'administrator', now() - make_interval(mins => g), '10.0.0.' || g % 250, md5('request' || g),
            'Pilot', 'Call' || g % $4, 'Pilot', (g % 5000)::text
       from generate_series(1, $3::int) g`,
    [tenantId, admin.id, auditRows, calls],
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  url = (method) => `http://127.0.0.1:${port}${personalDataApi}/${method}`;
  // The fonts are read once a process: not what the PDF's test weighs.
  await downloadStreamed(url('GetMyDataPdf'), { headers: { authorization: `Bearer ${token}` } });
}, 180_000);
afterAll(() => t.close());

describe('the personal data of an administrator with 200,000 audit rows', () => {
  it('GetMyData says their actions call by call, with the live heap flat', async () => {
    const download = await downloadStreamed(url('GetMyData'), { headers: { authorization: `Bearer ${token}` } }, { keepBody: true });
    expect(download.status).toBe(200);
    const { result } = JSON.parse(download.body!.toString('utf8')) as { result: PersonalDataDto };
    const actions = result.sections.changesMade as { count: number }[];
    expect(actions).toHaveLength(calls);
    expect(actions.reduce((sum, action) => sum + action.count, 0)).toBe(auditRows);
    // Each audit row sent would be about 200 bytes: 40 MB of JSON, and its objects far more.
    expect(download.bytes).toBeLessThan(100_000);
    expect(download.peakGrowth).toBeLessThan(4_000_000);
  });

  it('GetMyDataPdf is a few pages, with the live heap flat', async () => {
    const download = await downloadStreamed(url('GetMyDataPdf'), { headers: { authorization: `Bearer ${token}` } }, { keepBody: true });
    expect(download.status).toBe(200);
    expect(download.body!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.bytes).toBeLessThan(200_000);
    expect(download.peakGrowth).toBeLessThan(4_000_000);
  });
});
