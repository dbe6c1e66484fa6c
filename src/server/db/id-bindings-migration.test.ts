import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * Migration 0023 binds, from what was stored, only the accounts the provider opened: a live
 * provider session on an account whose kennitala was only typed may be the attack itself (the
 * victim's login opened the attacker's account), so that account is never bound to the victim.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;
const q = (text: string, values: unknown[] = []) => pool.query(text, values);

/** An account, its register record and a live provider session with `subject`, as the version before kept them. */
async function personWithSession(userName: string, idNumber: string, opened: boolean, subject: string): Promise<number> {
  const { rows } = await q(
    `insert into users (user_name, name, surname, email_address, password_hash) values ($1, 'M', 'M', $1 || '@example.test', '-') returning id`,
    [userName],
  );
  const userId = rows[0].id as number;
  await q(`insert into pilots (user_id, pilot_type_id, social_security_number, is_id_login) values ($1, 3, $2, $3)`, [
    userId,
    idNumber,
    opened,
  ]);
  const session = await q(`insert into user_sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id`, [userId]);
  await q(
    `insert into id_login_sessions (session_id, user_id, issuer, subject, id_token, access_token_expires_at)
     values ($1, $2, 'https://provider.example', $3, 'token', now() + interval '1 hour')`,
    [session.rows[0].id, userId, subject],
  );
  return userId;
}

let opened: number;
let typed: number;
beforeAll(async () => {
  database = await databaseMigratedTo('0022_link_token_revocation');
  pool = database.pool;
  opened = await personWithSession('opened', '010130-2989', true, 'subject-of-opened');
  typed = await personWithSession('typed', '010130-3019', false, 'subject-of-the-victim');
  await database.migrateTheRest();
});
afterAll(() => database?.close());

describe('migration 0023: bindings from what was stored', () => {
  it('binds an account the provider opened to its session’s subject, and never one whose kennitala was typed', async () => {
    const { rows } = await q(`select user_id, subject, id_number from id_bindings order by user_id`);
    expect(rows).toEqual([{ user_id: opened, subject: 'subject-of-opened', id_number: '0101302989' }]);
    expect(rows.map((r) => r.user_id)).not.toContain(typed);
  });
});
