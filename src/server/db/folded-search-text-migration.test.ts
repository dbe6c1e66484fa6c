import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../test/log-lines';
import { databaseMigratedTo } from '../test/migrated-to';

/**
 * Migration 0048 keeps each searched row's folded text in a column the database computes (decision
 * 0053), which rewrites the tables. This writes rows as the version before it did, runs the rest,
 * and reads the texts back, how the pilot's is kept by triggers, and the state the rewritten tables
 * are left in.
 */
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let pool: pg.Pool;
const log = capturedLog('info');
let userId: number;

beforeAll(async () => {
  database = await databaseMigratedTo('0047_audit_user_calls');
  pool = database.pool;
  const { rows } = await pool.query<{ id: number }>(
    `insert into users (user_name, name, surname, email_address, password_hash)
     values ('thordis', 'Þórdís', 'Ægisdóttir', 'Thordis@Dæmi.is', '-') returning id`,
  );
  userId = rows[0].id;
  const pilot = await pool.query<{ id: number }>(
    `insert into pilots (user_id, social_security_number, pilot_type_id, operator_registration_number)
     values ($1, '120160-3389', 1, 'ISLabcdefghijklm-xyz') returning id`,
    [userId],
  );
  await pool.query(`insert into pilot_emails (pilot_id, email) values ($1, 'Önnur@Póstur.is')`, [pilot.rows[0].id]);
  await pool.query(`insert into pilot_phone_numbers (pilot_id, phone_number) values ($1, '+354 555 1234')`, [pilot.rows[0].id]);
  await pool.query(
    `insert into payments (checkout_id, user_id, kind, user_type_id, payer_name, payer_email, organization_name, language, description, amount, provider)
     values ('DP-00AB12', $1, 1, 1, 'Þórdís Ægisdóttir', 'thordis@daemi.is', 'Flugfélagið Örn', 'is', 'Gjald', 5000, 'test')`,
    [userId],
  );
  await database.migrateTheRest(log.log);
});
afterAll(() => database?.close());

const pilotText = async () =>
  (await pool.query<{ text: string }>(`select search_text as text from pilots where user_id = $1`, [userId])).rows[0]!.text;

describe('migration 0048: the searched text folded on the row', () => {
  it('folds the rows written before it as the search folds a keyword', async () => {
    const texts = await pool.query<{ users: string; payments: string }>(
      `select (select search_text from users where id = $1) as users, (select search_text from payments where user_id = $1) as payments`,
      [userId],
    );
    expect(texts.rows[0]).toEqual({
      users: 'thordis aegisdottir thordis thordis@daemi.is',
      payments: 'thordis aegisdottir thordis@daemi.is flugfelagid orn  dp-00ab12',
    });
    // The record's text holds its account's and its addresses and numbers; the operator number's
    // public part only: a search must not confirm a guess at the secret.
    expect(await pilotText()).toBe(
      '120160-3389 islabcdefghijklm thordis aegisdottir thordis thordis@daemi.is onnur@postur.is +354 555 1234',
    );
  });

  it('keeps the record’s text in the transaction that writes any of its rows, whoever writes it', async () => {
    const pilotId = (await pool.query<{ id: number }>(`select id from pilots where user_id = $1`, [userId])).rows[0]!.id;
    await pool.query(`update users set surname = 'Ósvífursdóttir', email_address = 'gudrun@laugar.is' where id = $1`, [userId]);
    expect(await pilotText()).toContain('thordis osvifursdottir thordis gudrun@laugar.is');
    await pool.query(`update pilot_emails set email = 'Þriðja@Póstur.is' where pilot_id = $1`, [pilotId]);
    await pool.query(`insert into pilot_phone_numbers (pilot_id, phone_number) values ($1, '+354 777 0000')`, [pilotId]);
    expect(await pilotText()).toMatch(/ thridja@postur\.is \+354 555 1234 \+354 777 0000$/);
    await pool.query(`delete from pilot_emails where pilot_id = $1`, [pilotId]);
    await pool.query(`delete from pilot_phone_numbers where pilot_id = $1 and phone_number like '+354 555%'`, [pilotId]);
    await pool.query(`update pilots set social_security_number = '010203-4569', search_text = 'written by hand' where id = $1`, [pilotId]);
    expect(await pilotText()).toBe('010203-4569 islabcdefghijklm thordis osvifursdottir thordis gudrun@laugar.is +354 777 0000');
  });

  it('leaves the rewritten tables vacuumed and analysed, so their index-only reads and plans hold', async () => {
    const vacuumed = log.lines().find((line) => line.msg === 'tables rewritten by the migrations vacuumed and analysed');
    expect((vacuumed as unknown as { tables: string[] }).tables.sort()).toEqual(['payments', 'user_certificates', 'users']);
    const { rows } = await pool.query<{ relname: string; visible: number; pages: number; analysed: boolean }>(
      `select c.relname, c.relallvisible as visible, c.relpages as pages, s.last_analyze is not null as analysed
         from pg_class c join pg_stat_user_tables s on s.relid = c.oid
        where c.relname in ('users', 'payments', 'user_certificates') order by c.relname`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row, row.relname).toMatchObject({ visible: row.pages, analysed: true });
  });
});
