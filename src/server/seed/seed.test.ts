import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingDefinitions } from '../../shared/settings';
import { allPermissionNames } from '../../shared/permissions';
import { createTestApp, type TestApp } from '../test/harness';
import { seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seed', () => {
  it('gives the host admin every permission, the static roles and all 24 settings', async () => {
    const settings = await t.database.pool.query(`select id, name, value from settings order by id`);
    expect(settings.rows.map((r) => r.name)).toEqual(settingDefinitions.map((d) => d.name));
    const roles = await t.database.pool.query(`select name from roles where tenant_id is null order by name`);
    expect(roles.rows.map((r) => r.name)).toEqual(['Admin', 'ContactPerson', 'Organization', 'Pilot']);
    const grants = await t.database.pool.query(
      `select rp.name from role_permissions rp join roles r on r.id = rp.role_id where r.tenant_id is null and r.name = 'Admin' order by 1`,
    );
    expect(grants.rows.map((r) => r.name)).toEqual([...allPermissionNames].sort());
    const tenant = await t.database.pool.query(`select tenancy_name from tenants`);
    expect(tenant.rows).toEqual([{ tenancy_name: 'Default' }]);
  });

  it('runs again without duplicating anything or undoing an administrator’s edits', async () => {
    await t.database.pool.query(`update settings set value = '55' where name = 'ExamTimeLimit'`);
    const count = async () =>
      (
        await t.database.pool.query(
          `select (select count(*) from users) u, (select count(*) from roles) r, (select count(*) from tenants) t, (select count(*) from settings) s`,
        )
      ).rows[0];
    const before = await count();
    const result = await seed(t.database.db, { adminPassword: 'Another-Password-1' });
    expect(result.generatedAdminPassword).toBeUndefined();
    expect(await count()).toEqual(before);
    const exam = await t.database.pool.query(`select value from settings where name = 'ExamTimeLimit'`);
    expect(exam.rows[0].value).toBe('55');
    // The admin's password is only set on the first seed.
    expect(
      (await t.call('POST', '/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress: 'admin', password: 'Another-Password-1' } }))
        .status,
    ).toBe(400);
  });

  it('keeps the permissions table equal to the code’s list, so a grant can only name a real permission', async () => {
    const { rows } = await t.database.pool.query(`select name, is_page from permissions order by name`);
    expect(rows.map((r) => r.name)).toEqual([...allPermissionNames].sort());
    expect(rows.find((r) => r.name === 'Audit.Log')?.is_page).toBe(false);
    const role = await t.database.pool.query(`select id from roles where name = 'Pilot' and tenant_id is null`);
    await expect(
      t.database.pool.query(`insert into role_permissions (role_id, name) values ($1, 'Pages.Nothing')`, [role.rows[0].id]),
    ).rejects.toThrow(/foreign key/);
    await t.database.pool.query(`insert into permissions (name, is_page) values ('Pages.Retired', true)`);
    await t.database.pool.query(`insert into role_permissions (role_id, name) values ($1, 'Pages.Retired')`, [role.rows[0].id]);
    await seed(t.database.db);
    const left = await t.database.pool.query(`select 1 from role_permissions where name = 'Pages.Retired'`);
    expect(left.rowCount).toBe(0);
  });

  it('gives a static role a permission added in a later release', async () => {
    const { rows } = await t.database.pool.query(`select id from roles where tenant_id is null and name = 'Admin'`);
    await t.database.pool.query(`delete from role_permissions where role_id = $1 and name = 'Pages.Tenants'`, [rows[0].id]);
    await seed(t.database.db);
    const after = await t.database.pool.query(`select 1 from role_permissions where role_id = $1 and name = 'Pages.Tenants'`, [rows[0].id]);
    expect(after.rowCount).toBe(1);
  });
});
