import { ilike, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '../../shared/contracts/audit';
import { examResultsEndpoints } from '../../shared/contracts/exam-results';
import { organizationsEndpoints } from '../../shared/contracts/organizations';
import { paymentsEndpoints } from '../../shared/contracts/payments';
import { pilotsEndpoints } from '../../shared/contracts/pilots';
import { usersEndpoints } from '../../shared/contracts/users';
import { createTestApp, type TestApp } from '../test/harness';
import { onEachConnection, recordDuring } from '../test/statements';
import { users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const modeIn = async (run: Promise<{ rows: { mode: string }[] }>) => (await run).rows[0]?.mode;

describe('a statement that matches a pattern', () => {
  it('is planned for its values, and every other statement keeps the one plan', async () => {
    const { pool } = t.database;
    const mode = `current_setting('plan_cache_mode') as mode`;
    expect(await modeIn(pool.query(`select ${mode} where $1::text like $2`, ['jón', '%ó%']))).toBe('force_custom_plan');
    expect(await modeIn(pool.query(`select ${mode} where $1::text ILIKE $2`, ['jón', '%Ó%']))).toBe('force_custom_plan');
    expect(await modeIn(pool.query(`select ${mode} where $1::text = $2`, ['jón', 'jón']))).toBe('force_generic_plan');
    const [searched] = await t.database.db
      .select({ mode: sql<string>`current_setting('plan_cache_mode')` })
      .from(users)
      .where(ilike(users.userName, '%admin%'));
    expect(searched?.mode).toBe('force_custom_plan');
  });

  it('runs planned for its values as a named statement, and the connection keeps one plan after it', async () => {
    const client = await t.database.pool.connect();
    try {
      const search = { name: 'pattern-plans-search', text: `select id from users where user_name like $1 order by id limit $2` };
      const page = { name: 'pattern-plans-page', text: `select id from users where not is_deleted order by id limit $1` };
      for (let i = 0; i < 6; i++) {
        await client.query({ ...search, values: ['%adm%', 10] });
        await client.query({ ...page, values: [10] });
      }
      const { rows } = await client.query(
        `select name, generic_plans, custom_plans from pg_prepared_statements where name like 'pattern-plans-%' order by name`,
      );
      expect(rows).toEqual([
        { name: 'pattern-plans-page', generic_plans: '6', custom_plans: '0' },
        { name: 'pattern-plans-search', generic_plans: '0', custom_plans: '6' },
      ]);
    } finally {
      client.release();
    }
  });

  it('that fails in a transaction leaves the connection with one plan', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await expect(client.query(`select 1 / 0 where $1::text like $2`, ['a', '%'])).rejects.toThrow(/division by zero/);
      await client.query('rollback');
      expect(await modeIn(client.query(`select current_setting('plan_cache_mode') as mode where $1::int = 1`, [1]))).toBe(
        'force_generic_plan',
      );
      await expect(client.query(`select 1 / 0 where $1::text like $2`, ['a', '%'])).rejects.toThrow(/division by zero/);
      expect(await modeIn(client.query(`select current_setting('plan_cache_mode') as mode`))).toBe('force_generic_plan');
    } finally {
      client.release();
    }
  });
});

/**
 * The plans the pool's statements ran with, as `auto_explain` reports them to the connection that
 * ran them, while `run` goes: a generic plan shows the keyword's parameter (`$3`), a plan for the
 * values shows the keyword.
 */
function watchPlans(pools: pg.Pool[]): (run: () => Promise<unknown>) => Promise<{ query: string; plan: string }[]> {
  const plans = recordDuring<{ query: string; plan: string }>();
  for (const pool of pools)
    onEachConnection(pool, async (client) => {
      client.on('notice', (notice) => {
        const json = /plan:\n([\s\S]*)$/.exec(notice.message ?? '')?.[1];
        if (!json) return;
        const explained = JSON.parse(json) as { 'Query Text': string; Plan: unknown };
        plans.record({ query: explained['Query Text'], plan: JSON.stringify(explained.Plan) });
      });
      await client.query(
        `load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_level = notice; set auto_explain.log_format = json`,
      );
    });
  return plans.during;
}

describe('every list searched by a keyword', () => {
  it('runs each statement that looks for the keyword with a plan made for it', async () => {
    const admin = await t.loginAsAdmin();
    const plansOf = watchPlans([t.database.pool, t.database.searchPool]);
    const keyword = 'Zqxw';
    const lists = [
      [usersEndpoints.getAll, { keyword }],
      [pilotsEndpoints.getAllPaging, { keyword }],
      [organizationsEndpoints.getPaggedList, { keyword }],
      [organizationsEndpoints.getDroneOperatorPagedList, { keyword }],
      [paymentsEndpoints.getDroneOperatorPaymentResults, { keyword }],
      [examResultsEndpoints.getPagedResults, { keyword }],
      [auditEndpoints.getAll, { userName: keyword }],
      [auditEndpoints.getAll, { call: keyword }],
    ] as const;
    for (const [endpoint, query] of lists) {
      const plans = await plansOf(async () => {
        const res = await t.call(endpoint.verb, endpoint.path, { token: admin, query });
        expect(res.status, `${endpoint.path} ${JSON.stringify(res.body)}`).toBe(200);
      });
      const searches = plans.filter((p) => /\bi?like\b/i.test(p.query));
      expect(searches.length, `${endpoint.path} ${JSON.stringify(query)}`).toBeGreaterThan(0);
      for (const search of searches)
        expect(search.plan.toLowerCase(), `${endpoint.path}: ${search.query}`).toContain(keyword.toLowerCase());
    }
  });
});
