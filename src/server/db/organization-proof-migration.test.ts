import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * The migration of decision 0023: the organisations registered before proofs were kept hold their
 * numbers, the oldest of each number and tenant; a later host organisation of the same number (the
 * old index let null tenants repeat) waits in the administrators' queue instead.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;
const q = (text: string, values: unknown[] = []) => pool.query(text, values);

async function organization(number: string, deleted = false): Promise<number> {
  const { rows } = await q(
    `insert into organizations (user_type_id, name, organization_number, address, post_code, email, phone_number, is_deleted)
     values (1, 'Félag', $1, 'Gata 1', '101', 'f@example.test', '555 1234', $2) returning id`,
    [number, deleted],
  );
  return rows[0].id as number;
}

let held: number;
let repeated: number;
let deleted: number;
beforeAll(async () => {
  database = await databaseMigratedTo('0026_organization_invitations');
  pool = database.pool;
  held = await organization('700512-3340');
  repeated = await organization('700512-3340');
  deleted = await organization('410199-0119', true);
  await database.migrateTheRest();
});
afterAll(() => database?.close());

describe('migration: organisations registered before proofs were kept', () => {
  it('marks the oldest of each number proved, queues a repeated host number, and leaves deleted ones out of the queue', async () => {
    const { rows } = await q(`select id, proof from organizations order by id`);
    expect(rows).toEqual([
      { id: held, proof: 'proved' },
      { id: repeated, proof: 'pending' },
      { id: deleted, proof: 'proved' },
    ]);
  });

  it('holds one proved organisation per number, the host included', async () => {
    await expect(q(`update organizations set proof = 'proved' where id = $1`, [repeated])).rejects.toThrow(/organizations_number_key/);
    await expect(q(`update organizations set proof = 'maybe' where id = $1`, [repeated])).rejects.toThrow(/organizations_proof_check/);
  });
});
