import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { hashPassword } from './kernel/passwords';
import { startRuntime, type Runtime } from './runtime';
import { capturedLog, type LogLine } from './test/log-lines';
import { databaseMigratedTo } from './test/migrated-to';

/**
 * An upgrade across the last thirteen migrations: a database as the release before them left it, with
 * a person and an organisation written as that release wrote them, then this release started on it.
 * The start applies the thirteen, says so line by line, and the person signs in to their data.
 */

const olderRelease = '0028_second_factor';
const applied = [
  '0029_organization_join_requests',
  '0030_organization_operator_numbers',
  '0031_pilot_email_confirmation',
  '0032_installation_secrets',
  '0033_user_name_skeleton_lookup',
  '0034_host_admin_name',
  '0035_mailing_drafts',
  '0036_dashboard_summaries',
  '0037_operator_lookup_clients',
  '0038_wallet_credentials',
  '0039_search_indexes',
  '0040_credential_offers_tenant_index',
  '0041_deep_pages',
  '0042_dashboard_visits',
  '0043_people_list_orders',
  '0044_dashboard_registrations',
  '0045_list_indexes',
  '0046_drone_operator_order',
  '0047_audit_user_calls',
  '0048_folded_search_text',
];
const password = 'Uppfaersla-Flug-26';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upgrade-'));
let database: Awaited<ReturnType<typeof databaseMigratedTo>>;
let runtime: Runtime;
const log = capturedLog('info');

beforeAll(async () => {
  database = await databaseMigratedTo(olderRelease);
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const {
    rows: [user],
  } = await q(
    `insert into users (user_name, name, surname, email_address, password_hash, is_email_confirmed, is_active)
     values ('eldri', 'Guðrún', 'Eldri', 'eldri@example.test', $1, true, true) returning id`,
    [await hashPassword(password)],
  );
  await q(`insert into pilots (user_id, pilot_type_id) values ($1, 1)`, [user.id]);
  // The host's administrator as the older release seeded it, "Kerfisstjórnandi" cut in two.
  await q(
    `insert into users (user_name, name, surname, email_address, password_hash, is_email_confirmed, is_active)
     values ('admin', 'Kerfis', 'Stjórnandi', 'admin@example.test', $1, true, true)`,
    [await hashPassword(password)],
  );
  await q(
    `insert into organizations (user_type_id, name, organization_number, address, post_code, email, phone_number)
     values (5, 'Eldri drónar ehf.', '5501692829', 'Ármúli 2', '108', 'drónar@example.test', '5551234')`,
  );
  const url = (database.pool.options as { connectionString: string }).connectionString;
  const config = readConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: '',
    ADMIN_PASSWORD: 'Upgrade-Admin-1',
    DEMO_CONTENT: 'false',
  });
  runtime = await startRuntime(config, { log: log.log });
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an upgrade across thirteen migrations', () => {
  it('applies each, in order, and logs it by name at info', () => {
    const lines = log.lines().filter((line: LogLine) => line.msg === 'migration applied');
    expect(lines.map((line) => line.migration)).toEqual(applied);
    expect(lines.every((line) => line.level === 30)).toBe(true);
  });

  it('keeps what the older release wrote: the person signs in and finds their record and the organisation', async () => {
    const signIn = await runtime.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'eldri@example.test', password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json().result.accessToken as string;
    const session = await runtime.app.inject({
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().result.user).toMatchObject({ userName: 'eldri', name: 'Guðrún', surname: 'Eldri' });
    const { rows } = await database.pool.query(`select name from organizations where organization_number = '5501692829'`);
    expect(rows).toEqual([{ name: 'Eldri drónar ehf.' }]);
    // The administrator is greeted by a whole word, no longer "Welcome, Kerfis".
    const admin = await database.pool.query(`select name, surname from users where user_name = 'admin' and tenant_id is null`);
    expect(admin.rows).toEqual([{ name: 'Stjórnandi', surname: 'Drónagáttar' }]);
    // The record carries its person's names for the register's orders (migration people_list_orders).
    const record = await database.pool.query(
      `select p.person_name, p.person_surname from pilots p join users u on u.id = p.user_id where u.user_name = 'eldri'`,
    );
    expect(record.rows).toEqual([{ person_name: 'Guðrún', person_surname: 'Eldri' }]);
    // Its backups are the database provider's: the start took none of its own.
    expect((await database.pool.query('select count(*)::int n from backup_runs')).rows).toEqual([{ n: 0 }]);
  });

  it('starts again with nothing to apply, and says the schema is up to date', async () => {
    await runtime.stop();
    const before = log.raw.length;
    const url = (database.pool.options as { connectionString: string }).connectionString;
    runtime = await startRuntime(readConfig({ DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: '', DEMO_CONTENT: 'false' }), {
      log: log.log,
    });
    const after = log.since(before);
    expect(after.filter((line) => line.msg === 'migration applied')).toEqual([]);
    expect(after.some((line) => line.msg === 'database schema up to date')).toBe(true);
  });
});
