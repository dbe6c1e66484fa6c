import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import * as direct from './dashboard-direct.queries';
import { countRegistrationsByMonth, tallyOrganizationsByType, tallyUsersByType } from './dashboard.queries';
import { seededChoices } from './dashboard.test-support';

/**
 * The registration summaries (decision 0050) against the register itself: people and
 * organisations by type, up to a period's end and within it, and people by month, counted straight
 * from `users` and `organizations` and from the summaries, for many periods in two tenants and the
 * host; again after accounts and organisations are deleted, restored, moved and retyped; the
 * rebuild gives the triggers' rows; and a registration counts in its own transaction.
 */

let t: TestApp;
let tenants: (number | null)[];

// Seeded, so that a failure can be run again with the same periods.
const { periods } = seededChoices(49);

/** Rows of a tally that count something, in one order, so that a type with no rows equals a type of noughts. */
const counted = <T extends { userTypeId: number | null }>(rows: T[]) =>
  [...rows]
    .map((r) => ({ ...r, userTypeId: Number(r.userTypeId) }))
    .filter((r) => Object.entries(r).some(([k, v]) => k !== 'userTypeId' && v !== 0))
    .sort((a, b) => a.userTypeId - b.userTypeId);
const byMonth = (rows: { year: number; month: number; userTypeId: number; count: number }[]) =>
  rows.filter((r) => r.count !== 0).sort((a, b) => a.year - b.year || a.month - b.month || a.userTypeId - b.userTypeId);

async function expectSameFigures(label: string) {
  const db = t.database.db;
  let compared = 0;
  for (const tenantId of tenants) {
    for (const period of periods()) {
      const at = `${label}, tenant ${tenantId}, ${period.from}…${period.to}`;
      expect(counted(await tallyUsersByType(db, tenantId, period)), at).toEqual(
        counted(await direct.tallyUsersByType(db, tenantId, period)),
      );
      expect(counted(await tallyOrganizationsByType(db, tenantId, period)), at).toEqual(
        counted(await direct.tallyOrganizationsByType(db, tenantId, period)),
      );
      expect(byMonth(await countRegistrationsByMonth(db, tenantId, period)), at).toEqual(
        byMonth(await direct.countRegistrationsByMonth(db, tenantId, period)),
      );
      compared++;
    }
  }
  return compared;
}

const summaries = async () =>
  (
    await t.database.pool.query(
      `select tenant_id, span, starts::text, registrant, user_type_id, registered from dashboard_registration_tallies
        where registered <> 0 order by 1, 2, 3, 4, 5`,
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  tenants = [(await t.tenant()).id, (await t.tenant()).id, null];
  for (const tenantId of tenants) {
    const key = tenantId ?? 0;
    // Accounts over four years at any hour, of every type and none, some deleted.
    await t.database.pool.query(
      `insert into users (tenant_id, user_name, name, surname, email_address, password_hash, user_type_id, status_id, is_deleted, creation_time)
       select $1, 'reg' || $2 || '-' || g, 'Nafn', 'Eftirnafn', 'reg' || $2 || '-' || g || '@example.com', 'not-a-hash',
              case when g % 11 = 0 then null else 1 + g % 4 end, g % 3, g % 13 = 0,
              timestamptz '2029-01-01 00:00:00+00' + ((g::bigint * 104729) % (4 * 365 * 24 * 60)) * interval '1 minute'
         from generate_series(1, 1500) g`,
      [tenantId, key],
    );
    await t.database.pool.query(
      `insert into organizations (tenant_id, user_type_id, name, organization_number, address, post_code, email, phone_number, is_deleted, creation_time)
       select $1, 3 + g % 2, 'Félag ' || g, 'R' || $2 || '-' || g, 'Gata 1', '101', 'f@example.test', '5551234', g % 7 = 0,
              timestamptz '2029-01-01 00:00:00+00' + ((g::bigint * 7919) % (4 * 365 * 24 * 60)) * interval '1 minute'
         from generate_series(1, 400) g`,
      [tenantId, key],
    );
  }
}, 300_000);
afterAll(() => t.close());

describe('the registrations from their summaries', () => {
  it('give the same figures as counting the register, for every tenant and period', async () => {
    expect(await expectSameFigures('as written')).toBe(3 * 21);
  }, 300_000);

  it('stay the same after accounts and organisations are deleted, restored, moved, retyped and erased', async () => {
    const pool = t.database.pool;
    const [a, b] = tenants as number[];
    await pool.query(`update users set is_deleted = true where user_name like 'reg%' and id % 7 = 0`);
    await pool.query(`update users set is_deleted = false where user_name like 'reg%' and id % 13 = 1`);
    await pool.query(`update users set user_type_id = 1 + (id + 1) % 4 where user_name like 'reg%' and id % 9 = 0`);
    await pool.query(`update users set user_type_id = null where user_name like 'reg%' and id % 17 = 0`);
    await pool.query(`update users set creation_time = creation_time + interval '20 days' where user_name like 'reg%' and id % 5 = 0`);
    await pool.query(`update users set tenant_id = $2 where tenant_id = $1 and user_name like 'reg%' and id % 19 = 0`, [a, b]);
    await pool.query(`update users set tenant_id = null where tenant_id = $1 and user_name like 'reg%' and id % 23 = 0`, [b]);
    // An erasure keeps the account (its certificates must still verify) and rewrites who it was.
    await pool.query(`update users set name = '—', surname = '', is_active = false where user_name like 'reg%' and id % 29 = 0`);
    await pool.query(`delete from users where user_name like 'reg%' and id % 31 = 0`);
    await pool.query(`update organizations set is_deleted = not is_deleted where id % 6 = 0`);
    await pool.query(`update organizations set user_type_id = 7 - user_type_id where id % 5 = 0`);
    await pool.query(`update organizations set creation_time = creation_time - interval '40 days' where id % 4 = 0`);
    await pool.query(`update organizations set tenant_id = $2 where tenant_id = $1 and id % 3 = 0`, [b, a]);
    await pool.query(`delete from organizations where id % 11 = 0`);
    expect(await expectSameFigures('after changes')).toBe(3 * 21);
  }, 300_000);

  it('are what counting them again from the register gives, as the migration backfills them', async () => {
    const fed = await summaries();
    expect(fed.length).toBeGreaterThan(1000);
    await t.database.pool.query('select dashboard_summaries_rebuild()');
    expect(await summaries()).toEqual(fed);
  });

  it('count an account in its own transaction, and not when rolled back', async () => {
    const tenantId = tenants[0];
    const month = sql.raw(
      `select coalesce(sum(registered), 0)::int as n from dashboard_registration_tallies
        where tenant_id = ${tenantId} and span = 'month' and starts = '2033-03-01' and registrant = 'user'`,
    );
    const rollback = new Error('rolled back');
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into users (tenant_id, user_name, name, surname, email_address, password_hash, user_type_id, creation_time)
          values (${tenantId}, 'reg-tx', 'Nafn', 'Eftirnafn', 'reg-tx@example.com', 'not-a-hash', 1, '2033-03-15T12:00:00Z')`);
        expect((await tx.execute<{ n: number }>(month)).rows[0].n).toBe(1);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect((await t.database.db.execute<{ n: number }>(month)).rows[0].n).toBe(0);
  });
});
