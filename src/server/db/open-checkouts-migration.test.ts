import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * Migrations 0018 and 0019 hold a fee to one open checkout. Before them a person could hold
 * several Pending ones; this migrates such a database and checks that each fee keeps its newest.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;

const q = (text: string, values: unknown[] = []) => pool.query(text, values);

async function newUser(userName: string): Promise<number> {
  const { rows } = await q(
    `insert into users (user_name, name, surname, email_address, password_hash) values ($1, 'M', 'M', $1 || '@example.test', '-') returning id`,
    [userName],
  );
  return rows[0].id as number;
}

async function checkout(userId: number, reference: string, status: number, minutesAgo: number): Promise<void> {
  await q(
    `insert into payments (checkout_id, user_id, kind, user_type_id, payer_name, payer_email, language, description, amount, provider, status, creation_time)
     values ($1, $2, 1, 3, 'M M', 'm@example.test', 'is', 'Fee', 5000, 'sandbox', $3, now() - make_interval(mins => $4))`,
    [reference, userId, status, minutesAgo],
  );
}

const statusOf = async (reference: string) =>
  (await q(`select status, error from payments where checkout_id = $1`, [reference])).rows[0] as { status: number; error: string | null };

beforeAll(async () => {
  database = await databaseMigratedTo('0017_user_role_ids');
  pool = database.pool;
  const twice = await newUser('twice');
  const once = await newUser('once');
  await checkout(twice, 'DP-OLD', 0, 90);
  await checkout(twice, 'DP-NEW', 0, 5);
  await checkout(twice, 'DP-PAID', 1, 120);
  await checkout(once, 'DP-ONLY', 0, 30);
  await database.migrateTheRest();
});
afterAll(() => database?.close());

describe('migrations 0018 and 0019: one open checkout per fee', () => {
  it('keeps each fee’s newest open checkout, gives way the older, and leaves the rest alone', async () => {
    expect(await statusOf('DP-NEW')).toEqual({ status: 0, error: null });
    expect(await statusOf('DP-OLD')).toEqual({ status: 4, error: 'superseded' });
    expect(await statusOf('DP-PAID')).toEqual({ status: 1, error: null });
    expect(await statusOf('DP-ONLY')).toEqual({ status: 0, error: null });
  });
});
