import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, pilots, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

const api = '/api/services/app/Pilot';
let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t.close());

/** Names take letters only, so each person's number is spelt in them. */
const lettersOf = (k: number) => [...String(k)].map((d) => 'abcdefghij'[Number(d)]).join('');
const person = (fields: Record<string, unknown> = {}) => ({
  name: 'Hrafn',
  surname: `Skráðsson${lettersOf(++n)}`,
  emailAddress: `hrafn${n}@example.com`,
  dateOfBirth: '1990-05-17',
  countryCode: 'is',
  socialSecurityNumber: '170590-2939',
  pilotTypeId: 3,
  ...fields,
});

/** A user with the given permissions and a record in the register, which an administrator made. */
async function registered(permissions: string[], tenantId?: number) {
  const user = await t.userWith(permissions, { tenantId, fields: { userTypeId: 3 } });
  const token = tenantId === undefined ? admin : (await t.userWith(['Pages.Pilots'], { tenantId })).token;
  const res = await t.call('POST', `${api}/Create`, { token, body: { userId: user.id, pilotTypeId: 3, statusId: 1 }, tenantId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...user, pilotId: res.body.result.id as number };
}

async function newestMail(to: string) {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

describe('Pilot/AdminCreateUser', () => {
  it('enters a person with their record and the type’s role, and mails a link that sets the password and confirms the address', async () => {
    const body = person({ language: 'en', pilotTypeId: 4 });
    const res = await t.call('POST', `${api}/AdminCreateUser`, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      fullName: `Hrafn ${body.surname}`,
      userName: body.emailAddress,
      email: body.emailAddress,
      pilotTypeId: 4,
      statusId: 1,
      countryCode: 'IS',
      socialSecurityNumber: '170590-2939',
      dateOfBirth: '1990-05-17',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, res.body.result.userId));
    expect(user).toMatchObject({ isEmailConfirmed: false, userTypeId: 4, language: 'en' });
    const roles = await t.call('GET', '/api/services/app/User/Get', { token: admin, query: { Id: user.id } });
    expect(roles.body.result.roleNames).toEqual(['CONTACTPERSON']);

    const mail = await newestMail(body.emailAddress);
    expect(mail).toMatchObject({ template: 'accountCreated', language: 'en', subject: 'An account has been made for you' });
    const token = decodeURIComponent(/\/register-user\?token=(\S+)/.exec(mail.text)![1]);
    expect(mail.text).toContain('valid for 7 days');

    // Nobody knows the made-up password, so nobody signs in until the person chooses one.
    const verified = await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const changed = await t.call('POST', '/api/TokenAuth/ChangeNewPassword', {
      body: { userId: user.id, passwordResetCode: verified.body.result.passwordResetCode, newPassword: 'Valid-Lykilord-9' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.isEmailConfirmed).toBe(true);
    expect(await t.login(body.emailAddress, 'Valid-Lykilord-9')).toEqual(expect.any(String));
    const again = await t.call('POST', '/api/TokenAuth/VerifyTokenForResetPassword', { body: { token } });
    expect(again.status).toBe(400);
  });

  it('answers 400 for bad fields, 450 for a taken address, 401 without a token and 403 without Pages.Pilots', async () => {
    const bad = await t.call('POST', `${api}/AdminCreateUser`, {
      token: admin,
      body: person({ emailAddress: 'not-an-address', pilotTypeId: 9, socialSecurityNumber: '1705902939', name: 'H4x' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.validationErrors!.map((v) => v.members[0]).sort()).toEqual([
      'emailAddress',
      'name',
      'pilotTypeId',
      'socialSecurityNumber',
    ]);
    const future = await t.call('POST', `${api}/AdminCreateUser`, { token: admin, body: person({ dateOfBirth: '2999-01-01' }) });
    expect(future.status).toBe(400);

    const first = person();
    expect((await t.call('POST', `${api}/AdminCreateUser`, { token: admin, body: first })).status).toBe(200);
    const taken = await t.call('POST', `${api}/AdminCreateUser`, {
      token: admin,
      body: person({ emailAddress: first.emailAddress.toUpperCase() }),
      language: 'en',
    });
    expect(taken.body.error).toMatchObject({ code: 450 });
    expect(taken.body.error!.message).toBe(`The e-mail address ${first.emailAddress} is already in use.`);

    expect((await t.call('POST', `${api}/AdminCreateUser`, { body: person() })).status).toBe(401);
    const pilot = await t.userWith(['Pages.Pilot.Permission', 'Pages.Users']);
    expect((await t.call('POST', `${api}/AdminCreateUser`, { token: pilot.token, body: person() })).status).toBe(403);
  });
});

describe('Pilot/UpdateUserByAdmin', () => {
  it('changes the account and the record together; a user name that was the address follows it', async () => {
    const created = (await t.call('POST', `${api}/AdminCreateUser`, { token: admin, body: person() })).body.result;
    const change = person({ name: 'Hrefna', pilotTypeId: 4, socialSecurityNumber: '010190-2939', countryCode: 'NO' });
    const res = await t.call('PUT', `${api}/UpdateUserByAdmin`, { token: admin, body: { ...change, userId: created.userId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      id: created.id,
      fullName: `Hrefna ${change.surname}`,
      userName: change.emailAddress,
      pilotTypeId: 4,
      socialSecurityNumber: '010190-2939',
      countryCode: 'NO',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ emailAddress: change.emailAddress, userName: change.emailAddress, userTypeId: 4 });

    // A user name of its own stays when the address changes.
    const named = await registered(['Pages.Pilot.Permission']);
    const renamed = await t.call('PUT', `${api}/UpdateUserByAdmin`, { token: admin, body: { ...person(), userId: named.id } });
    expect(renamed.body.result.userName).toBe(named.userName);
  });

  it('refuses another user’s address, a user who holds more than the caller, another tenant’s user, and callers without Pages.Pilots', async () => {
    const a = await registered(['Pages.Pilot.Permission']);
    const b = await registered(['Pages.Pilot.Permission']);
    const [bUser] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    const clash = await t.call('PUT', `${api}/UpdateUserByAdmin`, {
      token: admin,
      body: { ...person({ emailAddress: bUser.emailAddress }), userId: a.id },
    });
    expect(clash.body.error).toMatchObject({ code: 450 });

    // An administrator of pilots must not take over a user administrator's account by its address.
    const clerk = await t.userWith(['Pages.Pilots']);
    const strong = await registered(['Pages.Pilot.Permission', 'Pages.Users']);
    const takeover = await t.call('PUT', `${api}/UpdateUserByAdmin`, {
      token: clerk.token,
      body: { ...person({ emailAddress: 'attacker@example.com' }), userId: strong.id },
      language: 'en',
    });
    expect(takeover.status).toBe(403);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, strong.id));
    expect(unchanged.emailAddress).not.toBe('attacker@example.com');

    const tenant = await t.tenant();
    const foreign = await registered(['Pages.Pilot.Permission'], tenant.id);
    expect((await t.call('PUT', `${api}/UpdateUserByAdmin`, { token: admin, body: { ...person(), userId: foreign.id } })).status).toBe(404);
    expect((await t.call('PUT', `${api}/UpdateUserByAdmin`, { token: a.token, body: { ...person(), userId: a.id } })).status).toBe(403);
    expect((await t.call('PUT', `${api}/UpdateUserByAdmin`, { body: { ...person(), userId: a.id } })).status).toBe(401);
    const missing = await t.call('PUT', `${api}/UpdateUserByAdmin`, { token: admin, body: { ...person(), userId: 999_999 } });
    expect(missing.status).toBe(404);
  });
});

describe('Pilot/DeletePilotAndUserFromPilotId', () => {
  it('removes the record and deletes the account, which is signed out at once', async () => {
    const p = await registered(['Pages.Pilot.Permission']);
    const res = await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, { token: admin, query: { PilotId: p.pilotId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(user).toMatchObject({ isDeleted: true, isActive: false });
    const [record] = await t.database.db
      .select()
      .from(pilots)
      .where(and(eq(pilots.id, p.pilotId)));
    expect(record.isDeleted).toBe(true);
    expect((await t.call('GET', `${api}/GetHomePagePilotByCurrentUser`, { token: p.token })).status).toBe(401);
    expect((await t.call('GET', `${api}/Get`, { token: admin, query: { Id: p.pilotId } })).status).toBe(404);
    const twice = await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, { token: admin, query: { PilotId: p.pilotId } });
    expect(twice.status).toBe(404);
  });

  it('refuses oneself, a user who holds more, another tenant’s pilot and callers without Pages.Pilots', async () => {
    const clerk = await registered(['Pages.Pilots', 'Pages.Pilot.Permission']);
    const self = await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, {
      token: clerk.token,
      query: { PilotId: clerk.pilotId },
      language: 'en',
    });
    expect(self.body.error).toMatchObject({ message: 'You cannot delete your own account.' });
    const strong = await registered(['Pages.Pilot.Permission', 'Pages.Roles']);
    const up = await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, { token: clerk.token, query: { PilotId: strong.pilotId } });
    expect(up.status).toBe(403);
    const [kept] = await t.database.db.select().from(pilots).where(eq(pilots.id, strong.pilotId));
    expect(kept.isDeleted).toBe(false);

    const tenant = await t.tenant();
    const foreign = await registered(['Pages.Pilot.Permission'], tenant.id);
    const across = await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, { token: admin, query: { PilotId: foreign.pilotId } });
    expect(across.status).toBe(404);
    const pilot = await registered(['Pages.Pilot.Permission']);
    const own = await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, { token: pilot.token, query: { PilotId: strong.pilotId } });
    expect(own.status).toBe(403);
    expect((await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, { query: { PilotId: strong.pilotId } })).status).toBe(401);
    expect((await t.call('DELETE', `${api}/DeletePilotAndUserFromPilotId`, { token: admin, query: { PilotId: 'x' } })).status).toBe(400);
  });
});

describe('Pilot/GetUserFromUserIdAsync and GetAllByOrganizationId', () => {
  it('shows the account behind a record to its owner and administrators, and to nobody else', async () => {
    const p = await registered(['Pages.Pilot.Permission']);
    const other = await registered(['Pages.Pilot.Permission']);
    const own = await t.call('GET', `${api}/GetUserFromUserIdAsync`, { token: p.token, query: { UserId: p.id } });
    expect(own.body.result).toMatchObject({ id: p.id, userName: p.userName, isEmailConfirmed: true, userTypeId: 3 });
    expect((await t.call('GET', `${api}/GetUserFromUserIdAsync`, { token: admin, query: { UserId: p.id } })).status).toBe(200);
    expect((await t.call('GET', `${api}/GetUserFromUserIdAsync`, { token: other.token, query: { UserId: p.id } })).status).toBe(404);
    expect((await t.call('GET', `${api}/GetUserFromUserIdAsync`, { query: { UserId: p.id } })).status).toBe(401);
    expect((await t.call('GET', `${api}/GetUserFromUserIdAsync`, { token: admin, query: {} })).status).toBe(400);
  });

  it('lists every pilot of one organisation of the tenant to administrators of pilots', async () => {
    const a = await registered(['Pages.Pilot.Permission']);
    const b = await registered(['Pages.Pilot.Permission']);
    await registered(['Pages.Pilot.Permission']);
    // Organisations come with their own calls; here the link is set as they will set it.
    await t.database.db.update(pilots).set({ organizationId: 4242 }).where(eq(pilots.id, a.pilotId));
    await t.database.db.update(pilots).set({ organizationId: 4242 }).where(eq(pilots.id, b.pilotId));
    const res = await t.call('GET', `${api}/GetAllByOrganizationId`, { token: admin, query: { OrganizationId: 4242 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.items.map((p: { id: number }) => p.id).sort()).toEqual([a.pilotId, b.pilotId].sort());
    expect((await t.call('GET', `${api}/GetAllByOrganizationId`, { token: a.token, query: { OrganizationId: 4242 } })).status).toBe(403);
    expect((await t.call('GET', `${api}/GetAllByOrganizationId`, { token: admin, query: { OrganizationId: 0 } })).status).toBe(400);
  });
});
