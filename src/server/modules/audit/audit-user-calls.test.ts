import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** An audit row as the portal writes it, for a person, a call and a time. */
async function logged(rows: { userId: number; service: string; method: string; entityType: string | null; at: string }[]): Promise<void> {
  await t.database.pool.query(
    `insert into audit_logs (tenant_id, user_id, actor_kind, execution_time, client_ip, service, method, entity_type, entity_id)
     select null, r.user_id, 'administrator', r.at, '10.0.0.1', r.service, r.method, r.entity_type, '1'
       from json_to_recordset($1::json) as r(user_id int, service text, method text, entity_type text, at timestamptz)`,
    [JSON.stringify(rows.map((r) => ({ user_id: r.userId, service: r.service, method: r.method, entity_type: r.entityType, at: r.at })))],
  );
}

/** Each person's calls as the tally keeps them, and as grouping the log gives them. */
async function tallyAndLog(userIds: number[]) {
  const order = 'order by user_id, service, method, entity_type nulls first';
  const tally = await t.database.pool.query(
    `select user_id, service, method, entity_type, calls, first_time, last_time from audit_user_calls where user_id = any($1) ${order}`,
    [userIds],
  );
  const log = await t.database.pool.query(
    `select user_id, service, method, entity_type, count(*)::int as calls, min(execution_time) as first_time, max(execution_time) as last_time
       from audit_logs where user_id = any($1) group by user_id, service, method, entity_type ${order}`,
    [userIds],
  );
  return { tally: tally.rows, log: log.rows };
}

describe('each person’s calls, tallied from the audit log (decision 0052)', () => {
  it('match the log grouped by call, row by row and in batches, whatever the order of their times', async () => {
    const [anna, bjorn] = [990_001, 990_002];
    await logged([{ userId: anna, service: 'Pilot', method: 'Update', entityType: 'Pilot', at: '2026-03-01T10:00:00Z' }]);
    await logged([
      { userId: anna, service: 'Pilot', method: 'Update', entityType: 'Pilot', at: '2025-01-01T08:00:00Z' },
      { userId: anna, service: 'Pilot', method: 'Update', entityType: 'Pilot', at: '2026-11-29T18:00:00Z' },
      { userId: anna, service: 'Setting', method: 'Change', entityType: null, at: '2026-05-05T05:05:00Z' },
      { userId: bjorn, service: 'Pilot', method: 'Update', entityType: 'Pilot', at: '2026-06-06T06:06:00Z' },
    ]);
    await logged([{ userId: anna, service: 'Setting', method: 'Change', entityType: null, at: '2024-02-02T02:02:00Z' }]);
    const { tally, log } = await tallyAndLog([anna, bjorn]);
    expect(tally).toEqual(log);
    expect(tally.map((row) => [row.user_id, row.method, row.calls])).toEqual([
      [anna, 'Update', 3],
      [anna, 'Change', 2],
      [bjorn, 'Update', 1],
    ]);
  });

  it('count nothing of a statement that is rolled back', async () => {
    const carl = 990_003;
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into audit_logs (tenant_id, user_id, actor_kind, client_ip, service, method) values (null, $1, 'administrator', '10.0.0.1', 'Pilot', 'Delete')`,
        [carl],
      );
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await tallyAndLog([carl])).tally).toEqual([]);
  });
});
