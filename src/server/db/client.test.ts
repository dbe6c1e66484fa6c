import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the pool’s connections', () => {
  it('plan a named statement once, even one whose LIMIT is a parameter', async () => {
    const client = await t.database.pool.connect();
    try {
      const statement = {
        name: 'client-test-page',
        text: `select id from users where not is_deleted order by surname, id limit $1 offset $2`,
      };
      for (let i = 0; i < 8; i++) await client.query({ ...statement, values: [10, 0] });
      const { rows } = await client.query(`select generic_plans, custom_plans from pg_prepared_statements where name = $1`, [
        statement.name,
      ]);
      // With PostgreSQL's default (plan_cache_mode = auto) at least the first five runs are planned for their values.
      expect(rows).toEqual([{ generic_plans: '8', custom_plans: '0' }]);
    } finally {
      client.release();
    }
  });
});
