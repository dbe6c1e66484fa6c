import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOperatorNumber } from '../../shared/operator-number';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * The migration of decision 0030: every live organisation whose fee was paid, and that holds no
 * operator registration number, gets one as the payment would have given it.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;
const q = (text: string, values: unknown[] = []) => pool.query(text, values);

let k = 0;
async function organization({ deleted = false, number = null as string | null } = {}): Promise<number> {
  const { rows } = await q(
    `insert into organizations (user_type_id, name, organization_number, address, post_code, email, phone_number, is_deleted, proof, operating_number)
     values (1, 'Félag', $1, 'Gata 1', '101', 'f@example.test', '555 1234', $2, 'proved', $3) returning id`,
    [`5${String(++k).padStart(5, '0')}-1234`, deleted, number],
  );
  return rows[0].id as number;
}

async function fee(organizationId: number, status: number, validFrom: string | null) {
  await q(
    `insert into payments (checkout_id, organization_id, kind, user_type_id, payer_name, payer_email, language, description, amount, provider, status, valid_from, valid_until)
     values ($1, $2, 2, 1, 'Jón', 'j@example.test', 'is', 'Gjald', 15000, 'sandbox', $3, $4::date, ($4::date + interval '5 years' - interval '1 day')::date)`,
    [`DP-M${++k}`, organizationId, status, validFrom],
  );
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  database = await databaseMigratedTo('0029_organization_join_requests');
  pool = database.pool;
  await q(
    `insert into settings (id, name, value) values (8, 'ValidityPeriodOperatorRegistrationNumberYear', '3') on conflict (id) do update set value = '3'`,
  );
  ids.paid = await organization();
  await fee(ids.paid, 1, '2021-02-01');
  await fee(ids.paid, 1, '2024-03-01');
  await fee(ids.paid, 2, '2025-01-01');
  ids.paidToo = await organization();
  await fee(ids.paidToo, 1, '2024-02-29');
  ids.declined = await organization();
  await fee(ids.declined, 2, null);
  ids.unpaid = await organization();
  ids.deleted = await organization({ deleted: true });
  await fee(ids.deleted, 1, '2024-03-01');
  ids.numbered = await organization({ number: 'ISL-OP-12345' });
  await fee(ids.numbered, 1, '2024-03-01');
  await database.migrateTheRest();
});
afterAll(() => database?.close());

describe('migration: organisations that paid before they were given numbers', () => {
  it('gives each live paid one a number in the standard’s form, valid for setting 8’s years from its latest fee', async () => {
    const { rows } = await q(`select id, operating_number as number, operating_number_expiry as expiry from organizations order by id`);
    const byId = new Map(rows.map((r) => [r.id as number, r as { number: string | null; expiry: Date | null }]));
    for (const id of [ids.paid, ids.paidToo]) expect(isValidOperatorNumber(byId.get(id)!.number!)).toBe(true);
    expect(byId.get(ids.paid)!.number).not.toBe(byId.get(ids.paidToo)!.number);
    expect(byId.get(ids.paid)!.expiry!.toISOString()).toBe('2027-02-28T23:59:59.999Z');
    expect(byId.get(ids.paidToo)!.expiry!.toISOString()).toBe('2027-02-28T23:59:59.999Z');
    for (const id of [ids.declined, ids.unpaid, ids.deleted]) expect(byId.get(id)).toMatchObject({ number: null, expiry: null });
    expect(byId.get(ids.numbered)).toMatchObject({ number: 'ISL-OP-12345', expiry: null });
  });

  it('keeps a number one operator’s from then on', async () => {
    const { rows } = await q(`select operating_number from organizations where id = $1`, [ids.paid]);
    await expect(q(`update organizations set operating_number = $1 where id = $2`, [rows[0].operating_number, ids.unpaid])).rejects.toThrow(
      /is taken/,
    );
  });
});
