import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { findUsers } from './users.queries';

let t: TestApp;
let tenantId: number;
const take = 7;
const now = new Date();

/** People with shared surnames and names, some made in the same second, active or not, one deleted. */
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
  await q(
    `insert into users (tenant_id, user_name, name, surname, email_address, password_hash, is_active, creation_time)
     select $1, 'notandi' || g, (array['Ásta', 'Anna', 'Örn', 'Þór'])[1 + g % 4],
            (array['Jónsdóttir', 'Jónsson', 'Ólafsson', 'Æsir', 'Zoëga'])[1 + g % 5], 'notandi' || g || '@example.test', 'x',
            g % 4 <> 0, timestamptz '2020-01-01' + (g / 3) * interval '1 day'
       from generate_series(1, 33) g`,
    [tenantId],
  );
  await q(`update users set is_deleted = true where tenant_id = $1 and user_name = 'notandi5'`, [tenantId]);
}, 60_000);
afterAll(() => t.close());

/** The orders the users page offers with an index, every key turning with the direction. */
const orders: Record<string, string> = {
  '': `surname collate "is-IS-x-icu", name collate "is-IS-x-icu", id`,
  'surname asc': `surname collate "is-IS-x-icu", name collate "is-IS-x-icu", id`,
  'surname desc': `surname collate "is-IS-x-icu" desc, name collate "is-IS-x-icu" desc, id desc`,
  'creationTime asc': `creation_time, id`,
  'creationTime desc': `creation_time desc, id desc`,
};

interface Filter {
  isActive?: boolean;
  keyword?: string;
}

async function byOffset(filter: Filter, sorting: string, skip: number, limit = take) {
  const { rows } = await t.database.pool.query(
    `select id from users
      where tenant_id = $1 and not is_deleted and ($2::boolean is null or is_active = $2)
        and ($3::text is null or surname like '%' || $3 || '%')
      order by ${orders[sorting]} limit $4 offset $5`,
    [tenantId, filter.isActive ?? null, filter.keyword ?? null, limit, skip],
  );
  return rows.map((r) => r.id as number);
}

describe('the users page', () => {
  it('equals the page by OFFSET at every page, for each order and filter, read from the end past the middle', async () => {
    const filters: Filter[] = [{}, { isActive: true }, { isActive: false }, { keyword: 'sson' }];
    for (const filter of filters) {
      for (const sorting of Object.keys(orders)) {
        const total = (await byOffset(filter, sorting, 0, 1000)).length;
        expect(total, JSON.stringify(filter)).toBeGreaterThan(take);
        for (let skip = 0; skip <= total + 1; skip++) {
          const page = await findUsers(t.database, tenantId, { ...filter, sorting, skipCount: skip, maxResultCount: take }, now);
          const what = `${JSON.stringify(filter)} ${sorting || 'default'} skip ${skip} of ${total}`;
          expect(page.total, what).toBe(total);
          expect(
            page.items.map((item) => item.id),
            what,
          ).toEqual(await byOffset(filter, sorting, skip));
        }
      }
    }
  }, 120_000);
});
