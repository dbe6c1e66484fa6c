import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { findPilots, type PilotFilter } from './pilot-register.queries';

let t: TestApp;
let tenantId: number;
const take = 7;

/**
 * People with shared surnames and names, some registered in the same second, of both statuses and
 * types; then, after their records were made, one renamed, one account deleted and one record
 * deleted, so the copy of the names on the records must have followed (decision 0049).
 */
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  const other = (await t.tenant()).id;
  const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
  for (const tenant of [tenantId, other])
    await q(
      `insert into users (tenant_id, user_name, name, surname, email_address, password_hash, creation_time)
       select $1::int, 'skra' || g || '-' || $1::text, (array['Ásta', 'Anna', 'Örn', 'Þór'])[1 + g % 4],
              (array['Jónsdóttir', 'Jónsson', 'Ólafsson', 'Æsir', 'Zoëga'])[1 + g % 5], 'skra' || g || '-' || $1::text || '@example.test', 'x',
              timestamptz '2020-01-01' + (g / 3) * interval '1 day'
         from generate_series(1, 34) g`,
      [tenant],
    );
  await q(
    `insert into pilots (tenant_id, user_id, pilot_type_id, status_id, social_security_number, creation_time)
     select tenant_id, id, case when id % 3 = 0 then 4 else 3 end, 1 + id % 2, lpad(id::text, 10, '0'), creation_time
       from users where tenant_id in ($1, $2)`,
    [tenantId, other],
  );
  const [a, b, c] = (await q(`select id from users where tenant_id = $1 order by id limit 3`, [tenantId])).rows.map((r) => r.id as number);
  await q(`update users set surname = 'Aðalsteinsson' where id = $1`, [a]);
  await q(`update users set is_deleted = true where id = $1`, [b]);
  await q(`update pilots set is_deleted = true where user_id = $1`, [c]);
}, 60_000);
afterAll(() => t.close());

/** Each order as the register offered it before the copy, read through the accounts, key by key. */
const orders: Record<string, string> = {
  '': `u.surname collate "is-IS-x-icu", u.name collate "is-IS-x-icu", p.id`,
  'surname asc': `u.surname collate "is-IS-x-icu", u.name collate "is-IS-x-icu", p.id`,
  'surname desc': `u.surname collate "is-IS-x-icu" desc, u.name collate "is-IS-x-icu" desc, p.id desc`,
  'creationTime asc': `p.creation_time, p.id`,
  'creationTime desc': `p.creation_time desc, p.id desc`,
};

/** The page by OFFSET over the records joined to their live accounts. */
async function byOffset(filter: PilotFilter, sorting: string, skip: number, limit = take) {
  const { rows } = await t.database.pool.query(
    `select p.id from pilots p join users u on u.id = p.user_id
      where p.tenant_id = $1 and not p.is_deleted and not u.is_deleted
        and ($2::int is null or p.status_id = $2) and ($3::int is null or p.pilot_type_id = $3)
        and ($4::text is null or u.surname like '%' || $4 || '%')
      order by ${orders[sorting]} limit $5 offset $6`,
    [tenantId, filter.statusId ?? null, filter.pilotTypeId ?? null, filter.keyword ?? null, limit, skip],
  );
  return rows.map((r) => r.id as number);
}

describe('the register’s pages', () => {
  it('equal the pages by OFFSET at every page, for each order and filter, read from the end past the middle', async () => {
    const filters: PilotFilter[] = [{}, { statusId: 1 }, { pilotTypeId: 4 }, { keyword: 'sson' }];
    for (const filter of filters) {
      for (const sorting of Object.keys(orders)) {
        const total = (await byOffset(filter, sorting, 0, 1000)).length;
        expect(total, JSON.stringify(filter)).toBeGreaterThan(take);
        for (let skip = 0; skip <= total + 1; skip++) {
          const page = await findPilots(t.database.db, tenantId, { ...filter, sorting, skipCount: skip, maxResultCount: take });
          const what = `${JSON.stringify(filter)} ${sorting || 'default'} skip ${skip} of ${total}`;
          expect(page.total, what).toBe(total);
          expect(
            page.views.map((v) => v.pilot.id),
            what,
          ).toEqual(await byOffset(filter, sorting, skip));
        }
      }
    }
  }, 120_000);

  it('count the live people of the tenant: a deleted account or record is left out, another tenant’s never shown', async () => {
    const { total } = await findPilots(t.database.db, tenantId, { skipCount: 0, maxResultCount: 100 });
    expect(total).toBe(32);
    const renamed = await findPilots(t.database.db, tenantId, { skipCount: 0, maxResultCount: 1 });
    expect(renamed.views[0].user.surname).toBe('Aðalsteinsson');
  });
});
