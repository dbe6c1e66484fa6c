import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionNames } from '../../../shared/permissions';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { wordsOf } from '../../test/validation-words';

const api = '/api/services/app/User';
let t: TestApp;
let admin: string;
let hostAdminId: number;
let tenantId: number;
let tenantAdmin: { id: number; token: string; userName: string };
let n = 0;

const newUser = (extra: Record<string, unknown> = {}) => {
  const userName = `nyr${++n}`;
  return {
    userName,
    name: 'Anna',
    surname: 'Jónsdóttir',
    emailAddress: `${userName}@Example.com`,
    password: 'Gott-lykilord-1',
    roleNames: ['Pilot'],
    ...extra,
  };
};
const createUser = async (token: string, body = newUser()) => {
  const res = await t.call('POST', `${api}/Create`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: number; userName: string; emailAddress: string; roleNames: string[] } & Record<string, unknown>;
};
const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const statusOf = async (token: string) => (await t.call('GET', `${api}/GetUserStatusIdByCurrentUser`, { token })).status;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  [{ id: hostAdminId }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.tenantId), eq(users.userName, 'admin')));
  tenantId = (await t.tenant()).id;
  // Giving the Pilot role takes holding what it grants (decision 0003).
  tenantAdmin = await t.userWith(['Pages.Users', 'Pages.Pilot.Permission'], { tenantId });
});
afterAll(() => t.close());

describe('User/Create', () => {
  it('creates a confirmed, active user of the caller’s tenant who can sign in', async () => {
    const body = newUser({ countryCode: 'is', dateOfBirth: '1990-05-17' });
    const user = await createUser(admin, body);
    expect(user).toMatchObject({
      userName: body.userName,
      fullName: 'Anna Jónsdóttir',
      emailAddress: `${body.userName}@example.com`,
      isActive: true,
      isEmailConfirmed: true,
      roleNames: ['PILOT'],
      countryCode: 'IS',
      dateOfBirth: '1990-05-17',
      language: 'is',
      isLockedOut: false,
      lastLoginTime: null,
    });
    expect((await row(user.id)).tenantId).toBeNull();
    expect(await t.login(body.userName, body.password)).toBeTruthy();
  });

  it('puts a tenant administrator’s user in that tenant, where the host’s user names are free', async () => {
    const user = await createUser(tenantAdmin.token, newUser({ userName: 'admin', emailAddress: 'admin@example.com' }));
    expect((await row(user.id)).tenantId).toBe(tenantId);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: user.id } })).status).toBe(404);
  });

  it('answers 400 naming the camelCase members of invalid fields', async () => {
    const res = await t.call('POST', `${api}/Create`, {
      token: admin,
      language: 'en',
      body: { ...newUser(), name: '', emailAddress: 'no-at', password: 'short' },
    });
    expect(res.status).toBe(400);
    const errors = wordsOf(res.body)!;
    expect(new Set(errors.map((v) => v.members[0]))).toEqual(new Set(['name', 'emailAddress', 'password']));
    expect(errors).toContainEqual({ members: ['name'], message: 'Enter your first name' });
    expect(errors).toContainEqual({ members: ['emailAddress'], message: 'Enter a valid e-mail address.' });
    expect(errors).toContainEqual({ members: ['password'], message: 'A password must be at least 8 characters long.' });
  });

  it('answers 400 for a date of birth in the future and for a role of another tenant', async () => {
    const future = await t.call('POST', `${api}/Create`, { token: admin, body: newUser({ dateOfBirth: '2999-01-01' }) });
    expect(future.status).toBe(400);
    expect(future.body.error?.validationErrors?.[0].members).toEqual(['dateOfBirth']);
    const tenantRole = await t.call('POST', '/api/services/app/Role/Create', {
      token: (await t.userWith(['Pages.Roles'], { tenantId })).token,
      body: { name: 'TenantOnly', displayName: 'T' },
    });
    expect(tenantRole.status).toBe(200);
    const foreign = await t.call('POST', `${api}/Create`, { token: admin, language: 'en', body: newUser({ roleNames: ['TenantOnly'] }) });
    expect(foreign.status).toBe(400);
    expect(wordsOf(foreign.body)).toEqual([{ message: 'There is no role named TenantOnly.', members: ['roleNames'] }]);
  });

  it('answers 450 with a translated message for a taken user name or e-mail address', async () => {
    const first = await createUser(admin);
    const name = await t.call('POST', `${api}/Create`, { token: admin, body: newUser({ userName: first.userName.toUpperCase() }) });
    expect(name.status).toBe(400);
    expect(name.body.error).toMatchObject({ code: 450, message: `Notandanafnið ${first.userName.toUpperCase()} er þegar í notkun.` });
    const email = await t.call('POST', `${api}/Create`, {
      token: admin,
      language: 'en',
      body: newUser({ emailAddress: first.emailAddress.toUpperCase() }),
    });
    expect(email.body.error).toMatchObject({ code: 450, message: `The e-mail address ${first.emailAddress} is already in use.` });
  });

  it('answers 401 without a session and 403 without Pages.Users, creating nothing', async () => {
    const body = newUser();
    expect((await t.call('POST', `${api}/Create`, { body })).status).toBe(401);
    for (const permissions of [[], ['Pages.Roles']]) {
      const res = await t.call('POST', `${api}/Create`, { token: (await t.userWith(permissions)).token, body });
      expect(res.status).toBe(403);
    }
    expect(await t.database.db.select().from(users).where(eq(users.userName, body.userName))).toEqual([]);
  });
});

describe('User/Update', () => {
  it('keeps a user’s roles through an ABP client’s round trip: ticked by normalized name, sent back so', async () => {
    const user = await createUser(admin, newUser({ roleNames: ['Admin', 'pilot'] }));
    const roles = (await t.call('GET', `${api}/GetRoles`, { token: admin })).body.result.items as {
      name: string;
      normalizedName: string;
    }[];
    const got = (await t.call('GET', `${api}/Get`, { token: admin, query: { Id: user.id } })).body.result;
    // The template ticks each role whose normalizedName the user's roleNames include.
    const ticked = roles.filter((role) => got.roleNames.includes(role.normalizedName)).map((role) => role.normalizedName);
    expect(ticked.sort()).toEqual(['ADMIN', 'PILOT']);
    // Only the surname changed: the roles go back as the template holds them, and stay.
    const saved = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...got, surname: 'Breytt', roleNames: ticked } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toMatchObject({ surname: 'Breytt', roleNames: ['ADMIN', 'PILOT'] });
    // A role by its name, its normalized name or in any case: the same role.
    const mixed = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...got, roleNames: ['aDmIn', 'PILOT', 'Pilot'] } });
    expect(mixed.body.result.roleNames).toEqual(['ADMIN', 'PILOT']);
  });

  it('changes the fields and roles, which a later Get shows', async () => {
    const user = await createUser(admin);
    const res = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: {
        id: user.id,
        userName: user.userName,
        name: 'Björk',
        surname: 'Guðmundsdóttir',
        emailAddress: user.emailAddress,
        roleNames: ['Admin', 'Pilot'],
        language: 'en',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      id: user.id,
      fullName: 'Björk Guðmundsdóttir',
      roleNames: ['ADMIN', 'PILOT'],
      language: 'en',
      isActive: true,
    });
    const got = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: user.id } });
    expect(got.body.result).toEqual(res.body.result);
    expect((await row(user.id)).lastModificationTime).toBeInstanceOf(Date);
  });

  it('keeps the roles, the active flag, the status and the language a caller leaves out', async () => {
    const user = await createUser(admin, newUser({ roleNames: ['Pilot'], language: 'en', statusId: 1 }));
    const { id, userName, emailAddress } = user;
    const required = { id, userName, emailAddress, name: 'Björk', surname: 'Ýr' };
    const off = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...required, isActive: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.result).toMatchObject({ roleNames: ['PILOT'], language: 'en', statusId: 1, isActive: false });
    const renamed = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...required, surname: 'Sól' } });
    expect(renamed.body.result).toMatchObject({
      fullName: 'Björk Sól',
      roleNames: ['PILOT'],
      language: 'en',
      statusId: 1,
      isActive: false,
    });
  });

  it('lifts a lockout on unlock', async () => {
    const user = await createUser(admin);
    await t.database.db
      .update(users)
      .set({ lockoutEnd: new Date(Date.now() + 600_000), accessFailedCount: 3 })
      .where(eq(users.id, user.id));
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: user.id } })).body.result.isLockedOut).toBe(true);
    const res = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...newUser(), ...user, id: user.id, unlock: true } });
    expect(res.body.result.isLockedOut).toBe(false);
    expect(await row(user.id)).toMatchObject({ lockoutEnd: null, accessFailedCount: 0 });
  });

  it('deactivating a user ends their sessions and stops their sign-in', async () => {
    const body = newUser();
    const user = await createUser(admin, body);
    const token = await t.login(body.userName, body.password);
    expect(await statusOf(token)).toBe(200);
    const res = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...user, isActive: false } });
    expect(res.body.result.isActive).toBe(false);
    expect(await statusOf(token)).toBe(401);
    const login = await t.call('POST', '/api/TokenAuth/Authenticate', {
      language: 'en',
      body: { userNameOrEmailAddress: body.userName, password: body.password },
    });
    expect(login.body.error?.message).toBe('The account is inactive. Contact the Icelandic Transport Authority.');
  });

  it('refuses to deactivate oneself and to take another’s user name (450)', async () => {
    const self = await t.call('PUT', `${api}/Update`, {
      token: admin,
      body: {
        id: hostAdminId,
        userName: 'admin',
        name: 'Stjórnandi',
        surname: 'Drónagáttar',
        emailAddress: 'admin@example.com',
        roleNames: ['Admin'],
        isActive: false,
      },
    });
    expect(self.status).toBe(400);
    expect(self.body.error?.message).toBe('Þú getur ekki eytt eigin aðgangi.');
    expect((await row(hostAdminId)).isActive).toBe(true);
    const user = await createUser(admin);
    const taken = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...user, userName: 'Admin' } });
    expect(taken.body.error).toMatchObject({ code: 450, message: 'Notandanafnið Admin er þegar í notkun.' });
  });

  it('answers 400, 401 and 403', async () => {
    const user = await createUser(admin);
    const bad = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...user, id: undefined, surname: 'X1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['id', 'surname']);
    expect((await t.call('PUT', `${api}/Update`, { body: user })).status).toBe(401);
    expect((await t.call('PUT', `${api}/Update`, { token: (await t.userWith(['Pages.Roles'])).token, body: user })).status).toBe(403);
  });

  it('answers 404 for another tenant’s user, in both directions, and changes nothing', async () => {
    const hostUser = await createUser(admin);
    const tenantUser = await createUser(tenantAdmin.token);
    const a = await t.call('PUT', `${api}/Update`, { token: tenantAdmin.token, body: { ...hostUser, name: 'Breytt' } });
    const b = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...tenantUser, name: 'Breytt' } });
    expect([a.status, b.status]).toEqual([404, 404]);
    expect((await row(hostUser.id)).name).toBe('Anna');
    expect((await row(tenantUser.id)).name).toBe('Anna');
  });
});

describe('User/Delete', () => {
  it('deletes softly, ends the sessions and hides the user', async () => {
    const body = newUser();
    const user = await createUser(admin, body);
    const token = await t.login(body.userName, body.password);
    const res = await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: user.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(await row(user.id)).toMatchObject({ isDeleted: true, isActive: false });
    expect(await statusOf(token)).toBe(401);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: user.id } })).status).toBe(404);
    const list = await t.call('GET', `${api}/GetAll`, { token: admin, query: { Keyword: body.userName } });
    expect(list.body.result.totalCount).toBe(0);
    // The name is free again once the user is gone.
    await createUser(admin, { ...body, password: 'Annad-lykilord-2' });
  });

  it('refuses to delete oneself or the host administrator', async () => {
    const self = await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: hostAdminId }, language: 'en' });
    expect(self.status).toBe(400);
    expect(self.body.error?.message).toBe('You cannot delete your own account.');
    // Another holder of every permission meets the rule by name; anyone holding less is refused first (decision 0009).
    const peer = await t.userWith(allPermissionNames);
    const res = await t.call('DELETE', `${api}/Delete`, { token: peer.token, query: { Id: hostAdminId } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Ekki má eyða aðalstjórnanda.');
    expect((await row(hostAdminId)).isDeleted).toBe(false);
  });

  it('refuses to rename or deactivate the host administrator, which would get around that', async () => {
    const other = await t.userWith(allPermissionNames);
    const adminBody = {
      id: hostAdminId,
      userName: 'admin',
      name: 'Stjórnandi',
      surname: 'Drónagáttar',
      emailAddress: 'admin@example.com',
      roleNames: ['Admin'],
    };
    for (const change of [{ userName: 'root' }, { userName: 'Admin' }, { isActive: false }]) {
      const res = await t.call('PUT', `${api}/Update`, { token: other.token, body: { ...adminBody, ...change } });
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe('Ekki má endurnefna eða afvirkja aðalstjórnanda.');
    }
    const en = await t.call('PUT', `${api}/Update`, { token: other.token, language: 'en', body: { ...adminBody, userName: 'root' } });
    expect(en.body.error?.message).toBe('The main administrator cannot be renamed or deactivated.');
    // Not even the administrator may rename itself.
    const self = await t.call('PUT', `${api}/Update`, { token: admin, body: { ...adminBody, userName: 'root' } });
    expect(self.body.error?.message).toBe('Ekki má endurnefna eða afvirkja aðalstjórnanda.');
    expect(await row(hostAdminId)).toMatchObject({ userName: 'admin', isActive: true });
    // Another holder of every permission may change its other fields.
    const kept = await t.call('PUT', `${api}/Update`, { token: other.token, body: { ...adminBody, name: 'Kerfið' } });
    expect(kept.status).toBe(200);
    expect(kept.body.result).toMatchObject({ userName: 'admin', name: 'Kerfið', isActive: true, roleNames: ['ADMIN'] });
    expect((await t.call('PUT', `${api}/Update`, { token: other.token, body: adminBody })).status).toBe(200);
  });

  it('answers 400, 401, 403 and the foreign 404', async () => {
    const tenantUser = await createUser(tenantAdmin.token);
    const bad = await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
    expect((await t.call('DELETE', `${api}/Delete`, { query: { Id: tenantUser.id } })).status).toBe(401);
    expect((await t.call('DELETE', `${api}/Delete`, { token: (await t.userWith([])).token, query: { Id: tenantUser.id } })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `${api}/Delete`, { token: admin, query: { Id: tenantUser.id } })).status).toBe(404);
    expect((await t.call('DELETE', `${api}/Delete`, { token: tenantAdmin.token, query: { Id: hostAdminId } })).status).toBe(404);
    expect((await row(tenantUser.id)).isDeleted).toBe(false);
  });
});

describe('User/Get', () => {
  it('answers one user, 400 for a bad id, 401, 403 and 404 for a foreign or unknown id', async () => {
    const ok = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: hostAdminId } });
    expect(ok.body.result).toMatchObject({ id: hostAdminId, userName: 'admin', roleNames: ['ADMIN'], fullName: 'Stjórnandi Drónagáttar' });
    const bad = await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0].members).toEqual(['id']);
    expect((await t.call('GET', `${api}/Get`, { query: { Id: hostAdminId } })).status).toBe(401);
    expect(
      (await t.call('GET', `${api}/Get`, { token: (await t.userWith(['Pages.Tenants'])).token, query: { Id: hostAdminId } })).status,
    ).toBe(403);
    expect((await t.call('GET', `${api}/Get`, { token: tenantAdmin.token, query: { Id: hostAdminId } })).status).toBe(404);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: tenantAdmin.id } })).status).toBe(404);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: 99_999_999 } })).status).toBe(404);
  });
});

describe('User/GetAll and User/GetRoles', () => {
  it('lists only the caller’s tenant’s users', async () => {
    const host = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 1000 } });
    const tenant = await t.call('GET', `${api}/GetAll`, { token: tenantAdmin.token, query: { MaxResultCount: 1000 } });
    const hostRows = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(isNull(users.tenantId), eq(users.isDeleted, false)));
    expect(host.body.result.items.map((u: { id: number }) => u.id).sort()).toEqual(hostRows.map((r) => r.id).sort());
    expect(host.body.result.totalCount).toBe(hostRows.length);
    expect(host.body.result.items.map((u: { id: number }) => u.id)).not.toContain(tenantAdmin.id);
    expect(tenant.body.result.items.map((u: { id: number }) => u.id)).toContain(tenantAdmin.id);
    expect(tenant.body.result.items.map((u: { id: number }) => u.id)).not.toContain(hostAdminId);
  });

  it('GetAll answers 400, 401 and 403', async () => {
    const bad = await t.call('GET', `${api}/GetAll`, { token: admin, query: { MaxResultCount: 0, IsActive: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.map((v) => v.members[0]).sort()).toEqual(['isActive', 'maxResultCount']);
    expect((await t.call('GET', `${api}/GetAll`)).status).toBe(401);
    expect((await t.call('GET', `${api}/GetAll`, { token: (await t.userWith(['Pages.Roles'])).token })).status).toBe(403);
  });

  it('GetRoles lists the tenant’s own roles with their grants, not another tenant’s', async () => {
    await t.call('POST', '/api/services/app/Role/Create', {
      token: admin,
      body: { name: 'HostOnly', displayName: 'Host only', grantedPermissions: ['Pages.Log'] },
    });
    const host = await t.call('GET', `${api}/GetRoles`, { token: admin });
    expect(host.status).toBe(200);
    const hostNames = host.body.result.items.map((r: { name: string }) => r.name);
    expect(hostNames).toEqual(expect.arrayContaining(['Admin', 'Pilot', 'ContactPerson', 'Organization', 'HostOnly']));
    expect(host.body.result.items.find((r: { name: string }) => r.name === 'HostOnly')).toMatchObject({
      isStatic: false,
      grantedPermissions: ['Pages.Log'],
    });
    const tenant = await t.call('GET', `${api}/GetRoles`, { token: tenantAdmin.token });
    const tenantNames = tenant.body.result.items.map((r: { name: string }) => r.name);
    expect(tenantNames).toEqual(expect.arrayContaining(['Admin', 'Pilot']));
    expect(tenantNames).not.toContain('HostOnly');
    const ids = new Set(host.body.result.items.map((r: { id: number }) => r.id));
    expect(tenant.body.result.items.some((r: { id: number }) => ids.has(r.id))).toBe(false);
  });

  it('GetRoles answers 401 and 403', async () => {
    expect((await t.call('GET', `${api}/GetRoles`)).status).toBe(401);
    expect((await t.call('GET', `${api}/GetRoles`, { token: (await t.userWith(['Pages.Roles'])).token })).status).toBe(403);
  });
});
