import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../../shared/permissions';
import { settingDefinitions } from '../../../shared/settings';
import { settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/Setting';
type Setting = { settingId: number; name: string; value: string; lastModificationTime: string | null };
let t: TestApp;
let admin: string;
let adminId: number;

const update = (settingId: number, value: string, language: 'is' | 'en' = 'en') =>
  t.call('PUT', `${api}/Update`, { token: admin, language, body: { settingId, value } });
const stored = async (id: number) => (await t.database.db.select().from(settings).where(eq(settings.id, id)))[0];
const publicValues = async () => (await t.call('GET', '/AbpUserConfiguration/GetAll')).body.result.setting.values as Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  adminId = (await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: admin })).body.result.user.id;
});
afterAll(() => t.close());

describe('Setting/GetAll', () => {
  it('answers the 31 settings in order with their seeded defaults', async () => {
    const res = await t.call('GET', `${api}/GetAll`, { token: admin });
    expect(res.status).toBe(200);
    const items = res.body.result.items as Setting[];
    expect(items.map((s) => s.settingId)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(items.map((s) => s.name)).toEqual(settingDefinitions.map((d) => d.name));
    expect(items.find((s) => s.name === 'NumberQuestion')).toEqual({
      settingId: 6,
      name: 'NumberQuestion',
      value: '40',
      lastModificationTime: null,
    });
    expect(items.find((s) => s.name === 'SFTPPassword')?.value).toBe('');
  });

  it('answers 401 and 403', async () => {
    expect((await t.call('GET', `${api}/GetAll`)).status).toBe(401);
    const res = await t.call('GET', `${api}/GetAll`, { token: (await t.userWith(['Pages.Users'])).token, language: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('The permission Pages.DroneOperator.Settings is missing.');
  });
});

describe('Setting/Update', () => {
  it('stores a whole number, who changed it and when, and shows a public one to anonymous callers', async () => {
    const res = await update(5, ' 90 ');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ settingId: 5, name: 'ExamTimeLimit', value: '90', lastModificationTime: expect.any(String) });
    expect(await stored(5)).toMatchObject({ value: '90', lastModifierUserId: adminId });
    const all = await t.call('GET', `${api}/GetAll`, { token: admin });
    expect(all.body.result.items[4].value).toBe('90');
    expect((await publicValues()).ExamTimeLimit).toBe('90');
  });

  it.each([
    [5, '0', 'Enter 1 or more'],
    [5, '601', 'Enter 600 or less'],
    [7, '101', 'Enter 100 or less'],
    [1, '-1', 'Enter 0 or more'],
    [6, '4.5', 'The value must be a whole number.'],
    [6, 'fjörutíu', 'The value must be a whole number.'],
    [20, 'yes', 'The value must be true or false.'],
    [20, 'True', 'The value must be true or false.'],
    [6, '007', 'The value must be a whole number.'],
    [19, '00', 'The value must be a whole number.'],
    [21, 'ekki dagsetning', 'The value must be a date and time.'],
    [21, '1', 'The value must be a date and time.'],
    [21, 'Hello 2024', 'The value must be a date and time.'],
    [21, '2026-02-30T10:00', 'The value must be a date and time.'],
    [22, '2025-02-29T10:00', 'The value must be a date and time.'],
    [22, '2026-13-01T10:00', 'The value must be a date and time.'],
    [22, '2026-06-01', 'The value must be a date and time.'],
    [22, '2026-06-01 10:00', 'The value must be a date and time.'],
    [22, '2026-06-01T24:00', 'The value must be a date and time.'],
    [22, '2026-06-01T10:00+25:00', 'The value must be a date and time.'],
    [13, '24:00', 'The value must be a time as HH:MM.'],
    [13, '2:00', 'The value must be a time as HH:MM.'],
    [13, '12:60', 'The value must be a time as HH:MM.'],
  ])('refuses setting %i = %j with 400 on value', async (id, value, message) => {
    const before = await stored(id);
    const res = await update(id, value);
    expect(res.status).toBe(400);
    expect(wordsOf(res.body)).toEqual([{ message, members: ['value'] }]);
    expect((await stored(id)).value).toBe(before.value);
  });

  it('says it in Icelandic by default', async () => {
    const res = await update(19, '121', 'is');
    expect(wordsOf(res.body)).toEqual([{ message: 'Sláðu inn 120 eða minna', members: ['value'] }]);
  });

  it.each([
    [7, '100'],
    [19, '0'],
    [20, 'true'],
    [24, 'false'],
    [21, '2026-06-01T22:00:00.000Z'],
    [21, '2026-06-01T22:00'],
    [22, '2028-02-29T08:30:15'],
    [22, '2026-06-01T22:00:00.5+00:00'],
    [22, '2026-12-31T23:59-01:00'],
    [22, ''],
    [13, '23:59'],
    [13, '00:00'],
    [10, 'sftp.example.is'],
  ])('accepts setting %i = %j', async (id, value) => {
    const res = await update(id, value);
    expect(res.status).toBe(200);
    expect(res.body.result.value).toBe(value);
    expect((await stored(id)).value).toBe(value);
  });

  it('masks a secret, keeps it when the mask comes back and never shows it publicly', async () => {
    const set = await update(12, 'leyndo-Mál 1');
    expect(set.body.result).toMatchObject({ name: 'SFTPPassword', value: '********' });
    expect((await stored(12)).value).toBe('leyndo-Mál 1');
    const all = await t.call('GET', `${api}/GetAll`, { token: admin });
    expect(all.body.result.items[11].value).toBe('********');
    expect(JSON.stringify(all.body)).not.toContain('leyndo');
    const kept = await update(12, '********');
    expect(kept.body.result.value).toBe('********');
    expect((await stored(12)).value).toBe('leyndo-Mál 1');
    const config = await t.call('GET', '/AbpUserConfiguration/GetAll', { token: admin });
    expect(JSON.stringify(config.body)).not.toContain('leyndo');
    expect(config.body.result.setting.values).not.toHaveProperty('SFTPPassword');
  });

  it('answers 400 for an unknown setting, a missing value or a value too long', async () => {
    const unknown = await t.call('PUT', `${api}/Update`, { token: admin, body: { settingId: settingDefinitions.length + 1, value: '1' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.validationErrors?.[0].members).toEqual(['settingId']);
    const missing = await t.call('PUT', `${api}/Update`, { token: admin, body: { settingId: 10 } });
    expect(missing.body.error?.validationErrors?.[0].members).toEqual(['value']);
    const long = await update(11, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.error?.validationErrors?.[0].members).toEqual(['value']);
  });

  it('answers 401 and 403, changing nothing', async () => {
    expect((await t.call('PUT', `${api}/Update`, { body: { settingId: 6, value: '41' } })).status).toBe(401);
    for (const permissions of [[], ['Pages.Users']]) {
      const res = await t.call('PUT', `${api}/Update`, {
        token: (await t.userWith(permissions)).token,
        body: { settingId: 6, value: '41' },
      });
      expect(res.status).toBe(403);
    }
    expect((await stored(6)).value).toBe('40');
  });

  it('lets an exam manager (Pages.Exam.GeneralSettings) read and change the exam’s settings, and nothing else', async () => {
    const { token } = await t.userWith(['Pages.Exam.GeneralSettings']);
    const all = await t.call('GET', `${api}/GetAll`, { token });
    expect(all.status).toBe(200);
    expect(all.body.result.items.map((s: { settingId: number }) => s.settingId)).toEqual([5, 6, 7, 14, 15, 16, 17, 18, 19, 24]);
    const price = await t.call('PUT', `${api}/Update`, { token, body: { settingId: 1, value: '1' }, language: 'en' });
    expect(price.status).toBe(403);
    expect(price.body.error?.details).toBe('The permission Pages.DroneOperator.Settings is missing.');
    const limit = await t.call('PUT', `${api}/Update`, { token, body: { settingId: 5, value: '61' } });
    expect(limit.status).toBe(200);
    expect((await stored(5)).value).toBe('61');
    expect((await t.call('PUT', `${api}/Update`, { token, body: { settingId: 5, value: '60' } })).status).toBe(200);
    const tenantManager = await t.userWith(['Pages.Exam.GeneralSettings'], { tenantId: (await t.tenant()).id });
    expect((await t.call('PUT', `${api}/Update`, { token: tenantManager.token, body: { settingId: 5, value: '1' } })).status).toBe(403);
  });
});

describe('public settings in AbpUserConfiguration/GetAll', () => {
  it('shows exactly the client-visible keys to anonymous callers, prices and accounting never', async () => {
    const values = await publicValues();
    // Beside them, ABP's own two that its clients read at start-up.
    const abpOwn = ['Abp.Localization.DefaultLanguageName', 'Abp.Timing.TimeZone'];
    expect(Object.keys(values).sort()).toEqual([...abpOwn, ...settingDefinitions.filter((d) => d.clientVisible).map((d) => d.name)].sort());
    expect(Object.keys(values)).toHaveLength(17);
    for (const hidden of ['Under250Price', 'SFTPAccountingHost', 'SFTPUsername', 'SFTPPassword', 'AccountingTimeOfDateExport']) {
      expect(values).not.toHaveProperty(hidden);
    }
  });

  it('follows an update at once', async () => {
    expect((await update(23, 'true')).status).toBe(200);
    expect((await publicValues()).IsWarning).toBe('true');
    await update(23, 'false');
    expect((await publicValues()).IsWarning).toBe('false');
  });
});

describe('settings are the portal’s, so only the host’s users manage them', () => {
  it('answers 403 to a tenant’s user holding Pages.DroneOperator.Settings, or every permission, changing nothing', async () => {
    const { id: tenantId } = await t.tenant();
    await update(12, 'leyndo-Mál 2');
    for (const permissions of [['Pages.DroneOperator.Settings'], allPermissionNames]) {
      const { token } = await t.userWith(permissions, { tenantId });
      const read = await t.call('GET', `${api}/GetAll`, { token });
      expect(read.status).toBe(403);
      expect(read.body.result).toBeNull();
      expect(JSON.stringify(read.body)).not.toContain('leyndo');
      const write = await t.call('PUT', `${api}/Update`, { token, body: { settingId: 6, value: '41' } });
      expect(write.status).toBe(403);
      expect((await t.call('PUT', `${api}/Update`, { token, body: { settingId: 12, value: 'annad' } })).status).toBe(403);
    }
    expect((await stored(6)).value).toBe('40');
    expect((await stored(12)).value).toBe('leyndo-Mál 2');
  });

  it('lets a host user holding Pages.DroneOperator.Settings read and change them', async () => {
    const { id: userId, token } = await t.userWith(['Pages.DroneOperator.Settings']);
    const read = await t.call('GET', `${api}/GetAll`, { token });
    expect(read.status).toBe(200);
    expect(read.body.result.items).toEqual((await t.call('GET', `${api}/GetAll`, { token: admin })).body.result.items);
    const res = await t.call('PUT', `${api}/Update`, { token, body: { settingId: 9, value: '6' } });
    expect(res.status).toBe(200);
    expect(await stored(9)).toMatchObject({ value: '6', lastModifierUserId: userId });
  });
});
