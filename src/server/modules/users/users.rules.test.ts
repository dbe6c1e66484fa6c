import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/factories/users';
import { userRoles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/User';
let t: TestApp;
let admin: string;
let hostAdminId: number;
let n = 0;

type User = { id: number; userName: string; emailAddress: string; roleNames: string[] } & Record<string, unknown>;
const newUser = (extra: Record<string, unknown> = {}) => {
  const userName = `regla${++n}`;
  return {
    userName,
    name: 'Anna',
    surname: 'Jónsdóttir',
    emailAddress: `${userName}@example.com`,
    password: 'Gott-lykilord-1',
    roleNames: [] as string[],
    ...extra,
  };
};
const createUser = async (token: string, body = newUser()) => {
  const res = await t.call('POST', `${api}/Create`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as User;
};
const update = (token: string, body: Record<string, unknown>, language: 'is' | 'en' = 'is') =>
  t.call('PUT', `${api}/Update`, { token, language, body });
const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const byName = async (userName: string) => t.database.db.select().from(users).where(eq(users.userName, userName));
const roleCount = async (id: number) => (await t.database.db.select().from(userRoles).where(eq(userRoles.userId, id))).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  [{ id: hostAdminId }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.tenantId), eq(users.userName, 'admin')));
});
afterAll(() => t.close());

describe('nobody gives a user a role granting more than they hold', () => {
  it('refuses to create a user with a role granting a permission the creator lacks, naming it', async () => {
    const clerk = await t.userWith(['Pages.Users']);
    const body = newUser({ roleNames: ['Pilot'] });
    const res = await t.call('POST', `${api}/Create`, { token: clerk.token, body });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      message: 'Þú hefur ekki heimild til þessarar aðgerðar.',
      details: 'Þú getur ekki veitt heimildina Pages.Pilot.Permission sem þú hefur ekki sjálf(ur).',
    });
    const en = await t.call('POST', `${api}/Create`, { token: clerk.token, language: 'en', body: newUser({ roleNames: ['Admin'] }) });
    expect(en.status).toBe(403);
    expect(en.body.error?.details).toMatch(/^You cannot grant the permission [\w.]+, which you do not hold yourself\.$/);
    expect(await byName(body.userName)).toEqual([]);
    // A role granting nothing, or only what the creator holds, is theirs to give.
    expect((await createUser(clerk.token)).roleNames).toEqual([]);
    const pilotClerk = await t.userWith(['Pages.Users', 'Pages.Pilot.Permission']);
    expect((await createUser(pilotClerk.token, newUser({ roleNames: ['Pilot'] }))).roleNames).toEqual(['PILOT']);
  });

  it('refuses a user administrator who gives themselves the Admin role', async () => {
    const clerk = await t.userWith(['Pages.Users']);
    const self = (await t.call('GET', `${api}/Get`, { token: clerk.token, query: { Id: clerk.id } })).body.result as User;
    const res = await update(clerk.token, { ...self, roleNames: [...self.roleNames, 'Admin'] }, 'en');
    expect(res.status).toBe(403);
    // Refused twice over: nobody gives themselves a role at all (decision 0027).
    expect(res.body.error?.details).toBe('Nobody grants themselves anything: another administrator must do this for your account.');
    expect(await roleCount(clerk.id)).toBe(1);
    expect((await t.call('GET', '/api/services/app/Role/GetAll', { token: clerk.token })).status).toBe(403);
  });

  it('lets an editor who holds all a user holds keep their roles, but add none beyond the editor', async () => {
    const target = await createUser(admin, newUser({ roleNames: ['Pilot'] }));
    const clerk = await t.userWith(['Pages.Users', 'Pages.Pilot.Permission']);
    const kept = await update(clerk.token, { ...target, roleNames: ['pilot'], name: 'Breytt' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.result).toMatchObject({ name: 'Breytt', roleNames: ['PILOT'] });
    const added = await update(clerk.token, { ...target, roleNames: ['Admin', 'Pilot'], name: 'Aftur' }, 'en');
    expect(added.status).toBe(403);
    expect(added.body.error?.details).toMatch(/^You cannot grant the permission [\w.]+, which you do not hold yourself\.$/);
    expect((await row(target.id)).name).toBe('Breytt');
    expect(await roleCount(target.id)).toBe(1);
  });

  it('holds within a tenant too, against the tenant’s own roles', async () => {
    const { id: tenantId } = await t.tenant();
    const clerk = await t.userWith(['Pages.Users'], { tenantId });
    const res = await t.call('POST', `${api}/Create`, { token: clerk.token, body: newUser({ roleNames: ['Organization'] }) });
    expect(res.status).toBe(403);
    expect(res.body.error?.details).toBe('Þú getur ekki veitt heimildina Pages.Pilot.Permission sem þú hefur ekki sjálf(ur).');
  });
});

describe('user names and e-mail addresses never cross', () => {
  it('answers 450 for a user name that is another user’s e-mail address, on create and update', async () => {
    const first = await createUser(admin);
    const clash = newUser({ userName: first.emailAddress.toUpperCase() });
    const created = await t.call('POST', `${api}/Create`, { token: admin, body: clash });
    expect(created.status).toBe(400);
    expect(created.body.error?.code).toBe(450);
    expect(await byName(clash.userName)).toEqual([]);
    const second = await createUser(admin);
    const renamed = await update(admin, { ...second, userName: first.emailAddress });
    expect(renamed.body.error?.code).toBe(450);
    expect((await row(second.id)).userName).toBe(second.userName);
  });

  it('answers 450 for an e-mail address that is another user’s name', async () => {
    // A user name with @ from before the rule, which is not its owner's address.
    await insertUser(t.database.db, {
      tenantId: null,
      userName: 'gamall@example.com',
      name: 'Gamall',
      surname: 'Notandi',
      emailAddress: 'annad@example.com',
      password: 'Test-Password-1',
      isEmailConfirmed: true,
    });
    const res = await t.call('POST', `${api}/Create`, {
      token: admin,
      language: 'en',
      body: newUser({ emailAddress: 'Gamall@Example.com' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 450, message: 'The e-mail address gamall@example.com is already in use.' });
  });

  it('allows a user name with @ only when it is the user’s own address', async () => {
    const foreign = await t.call('POST', `${api}/Create`, { token: admin, language: 'en', body: newUser({ userName: 'someone@else.is' }) });
    expect(foreign.status).toBe(400);
    expect(wordsOf(foreign.body)).toEqual([
      { members: ['userName'], message: "A user name with @ must be the user's own e-mail address." },
    ]);
    expect(await byName('someone@else.is')).toEqual([]);
    const body = newUser();
    const own = await createUser(admin, { ...body, userName: body.emailAddress.toUpperCase() });
    expect(await t.login(body.emailAddress, body.password)).toBeTruthy();
    // Changing the address alone would leave the name pointing elsewhere.
    const moved = await update(admin, { ...own, emailAddress: `nytt.${body.emailAddress}` });
    expect(moved.status).toBe(400);
    expect(wordsOf(moved.body)).toEqual([{ members: ['userName'], message: 'Notandanafn með @ verður að vera netfang notandans sjálfs.' }]);
    expect((await row(own.id)).emailAddress).toBe(body.emailAddress);
  });
});

describe('the host administrator', () => {
  it('is the only one kept from renaming: a tenant’s own “admin” can be renamed and deactivated', async () => {
    const { id: tenantId } = await t.tenant();
    const tenantAdmin = await t.userWith(['Pages.Users'], { tenantId });
    const named = await createUser(tenantAdmin.token, newUser({ userName: 'admin', emailAddress: 'admin@example.com' }));
    const res = await update(tenantAdmin.token, { ...named, userName: 'root', isActive: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ userName: 'root', isActive: false });
    expect(await row(hostAdminId)).toMatchObject({ userName: 'admin', isActive: true });
  });
});

describe('ids beyond a PostgreSQL integer', () => {
  const huge = 3_000_000_000;

  it('answer 400 naming the member, not 500', async () => {
    for (const method of ['Get', 'Delete']) {
      const res = await t.call(method === 'Get' ? 'GET' : 'DELETE', `${api}/${method}`, { token: admin, query: { Id: huge } });
      expect(res.status, method).toBe(400);
      expect(res.body.error?.validationErrors?.map((v) => v.members)).toEqual([['id']]);
    }
    const user = await createUser(admin);
    const updated = await update(admin, { ...user, id: huge });
    expect(updated.status).toBe(400);
    expect(updated.body.error?.validationErrors?.map((v) => v.members)).toEqual([['id']]);
    const reset = await t.call('POST', '/api/TokenAuth/ChangeNewPassword', {
      body: { userId: huge, passwordResetCode: 'x'.repeat(20), newPassword: 'Nytt-Lykilord-9' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error?.validationErrors?.map((v) => v.members)).toEqual([['userId']]);
  });

  it('the largest integer is still a well-formed id, answering 404', async () => {
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 2_147_483_647 } })).status).toBe(404);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 2_147_483_648 } })).status).toBe(400);
  });
});
