import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * Migration 0026 (decision 0022): an invitation that was a waiting place becomes a request, and
 * nobody is left holding a place they did not accept; approved places stay as they are.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;
let waiting: number;
let approved: number;
let organizationId: number;

const q = (text: string, values: unknown[] = []) => pool.query(text, values);

async function newUser(userName: string): Promise<number> {
  const { rows } = await q(
    `insert into users (user_name, name, surname, email_address, password_hash) values ($1, 'M', 'M', $1 || '@example.test', '-') returning id`,
    [userName],
  );
  return rows[0].id as number;
}

beforeAll(async () => {
  database = await databaseMigratedTo('0025_id_logout_tickets');
  pool = database.pool;
  waiting = await newUser('waiting');
  approved = await newUser('approved');
  const { rows } = await q(
    `insert into organizations (user_type_id, name, organization_number, address, post_code, email, phone_number)
     values (1, 'Félag', '410199-0119', 'Gata 1', '101', 'f@example.test', '5551234') returning id`,
  );
  organizationId = rows[0].id as number;
  await q(
    `insert into user_organizations (user_id, organization_id, organization_role_id, recruitment_status_id, creation_time)
     values ($1, $3, 1, 1, '2026-01-02T03:04:05Z'), ($2, $3, 1, 2, now())`,
    [waiting, approved, organizationId],
  );
  await database.migrateTheRest();
});
afterAll(() => database?.close());

describe('migration 0026: requests to join', () => {
  it('turns a waiting place into a request named by the pilot’s address, and keeps the approved place', async () => {
    const places = await q('select user_id, recruitment_status_id from user_organizations where organization_id = $1', [organizationId]);
    expect(places.rows).toEqual([{ user_id: approved, recruitment_status_id: 2 }]);
    const requests = await q(
      'select organization_id, organization_role_id, invited_as, user_id, creation_time from organization_invitations',
    );
    expect(requests.rows).toEqual([
      {
        organization_id: organizationId,
        organization_role_id: 1,
        invited_as: 'waiting@example.test',
        user_id: waiting,
        creation_time: new Date('2026-01-02T03:04:05Z'),
      },
    ]);
  });
});
