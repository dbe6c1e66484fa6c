import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addContact,
  approvedPilot,
  expectForbidden,
  mainContactsOf,
  noticesOf,
  orgApi,
  organization,
  person,
  placesOf,
  tenantWithAdmin,
  userOrgApi,
  type Person,
} from './organizations.test-support';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof tenantWithAdmin>>;
let other: Awaited<ReturnType<typeof tenantWithAdmin>>;
let main: Person;
let contact: Person;
let pilot: Person;
let stranger: Person;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await tenantWithAdmin(t);
  other = await tenantWithAdmin(t);
  main = await person(t, tenant.tenantId, { name: 'Anna', surname: 'Aðalsdóttir' });
  contact = await person(t, tenant.tenantId, { name: 'Bjarni', surname: 'Tengilsson' });
  pilot = await person(t, tenant.tenantId, { name: 'Dóra', surname: 'Flugdóttir' });
  stranger = await person(t, tenant.tenantId);
  orgId = await organization(t, tenant.admin, main);
  await addContact(t, main.token, orgId, contact);
  await approvedPilot(t, contact.token, orgId, pilot);
});
afterAll(() => t.close());

const createContact = (token: string | undefined, body: Record<string, unknown>, admin = false) =>
  t.call('POST', `${orgApi}/${admin ? 'CreateContactPersonAdmin' : 'CreateContactPerson'}`, { token, body, language: 'en' });

describe('Organization/GetContactPersonFromOrganizationId', () => {
  it('lists the contact persons, main ones first, to its pilots, contact persons and administrators', async () => {
    for (const token of [pilot.token, contact.token, tenant.admin]) {
      const res = await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token, query: { Id: orgId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.items.map((c: { userId: number; organizationRoleId: number }) => [c.userId, c.organizationRoleId])).toEqual([
        [main.id, 4],
        [contact.id, 2],
      ]);
      expect(res.body.result.items[0]).toMatchObject({
        fullName: 'Anna Aðalsdóttir',
        userName: main.userName,
        emailAddress: main.emailAddress,
      });
    }
  });

  it('answers 403 to strangers, 404 for another tenant’s, 400 and 401', async () => {
    expectForbidden(await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token: stranger.token, query: { Id: orgId } }));
    expect((await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token: other.admin, query: { Id: orgId } })).status).toBe(
      404,
    );
    expect((await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token: main.token, query: { Id: -1 } })).status).toBe(
      400,
    );
    expect((await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { query: { Id: orgId } })).status).toBe(401);
  });
});

describe('Organization/GetMemberContactByOrganizationId', () => {
  it('lists the contact persons with every role they hold, searched and sorted by name', async () => {
    const both = await person(t, tenant.tenantId, { name: 'Cecilía', surname: 'Báðsdóttir' });
    const id = await organization(t, tenant.admin, main);
    await addContact(t, main.token, id, both);
    await approvedPilot(t, main.token, id, both);
    const res = await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, {
      token: both.token,
      query: { organizationId: id, sortDirection: 'DESC' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.result.items.map((m: { fullName: string; organizationRoleIds: number[] }) => [m.fullName, m.organizationRoleIds]),
    ).toEqual([
      ['Cecilía Báðsdóttir', [1, 2]],
      ['Anna Aðalsdóttir', [4]],
    ]);
    const searched = await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, {
      token: tenant.admin,
      query: { organizationId: id, keyword: both.idNumber },
    });
    expect(searched.body.result.items.map((m: { userId: number }) => m.userId)).toEqual([both.id]);
  });

  it('answers 403 to its pilots and strangers, 404 for another tenant’s, 400 and 401', async () => {
    const q = { organizationId: orgId };
    expectForbidden(await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: pilot.token, query: q }));
    expectForbidden(await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: stranger.token, query: q }));
    expect((await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: other.admin, query: q })).status).toBe(404);
    expect(
      (await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: main.token, query: { ...q, sortDirection: 'up' } }))
        .status,
    ).toBe(400);
    expect((await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { query: q })).status).toBe(401);
  });
});

describe('Organization/CreateContactPerson and CreateContactPersonAdmin', () => {
  it('makes an existing account a contact person, by e-mail address or user name; only a main one adds a main one', async () => {
    const id = await organization(t, tenant.admin, main);
    await addContact(t, main.token, id, contact);
    const byName = await person(t, tenant.tenantId);
    const res = await createContact(contact.token, { organizationId: id, userName: byName.userName });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ userId: byName.id, organizationRoleId: 2, department: null });

    const wantsMain = await person(t, tenant.tenantId);
    expectForbidden(
      await createContact(contact.token, { organizationId: id, emailAddress: wantsMain.emailAddress, organizationRoleId: 4 }),
    );
    const made = await createContact(main.token, { organizationId: id, emailAddress: wantsMain.emailAddress, organizationRoleId: 4 });
    expect(made.body.result).toMatchObject({ userId: wantsMain.id, organizationRoleId: 4 });
    const byAdmin = await person(t, tenant.tenantId);
    const admins = await createContact(
      tenant.admin,
      { organizationId: id, emailAddress: byAdmin.emailAddress, organizationRoleId: 4 },
      true,
    );
    expect(admins.body.result).toMatchObject({ userId: byAdmin.id, organizationRoleId: 4 });
    expect((await mainContactsOf(t, id)).sort()).toEqual([main.id, wantsMain.id, byAdmin.id].sort());
  });

  it('refuses someone who already speaks for it by name (450), an unknown account (404), and bad input (400)', async () => {
    const again = await createContact(main.token, { organizationId: orgId, emailAddress: contact.emailAddress });
    expect(again.body.error).toMatchObject({ code: 450, message: 'Bjarni Tengilsson is already a contact person of the organisation.' });
    const unknown = await createContact(main.token, { organizationId: orgId, emailAddress: 'enginn@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.message).toBe('No account with the e-mail address or user name enginn@example.com was found.');
    const foreignPerson = await person(t, other.tenantId);
    expect((await createContact(main.token, { organizationId: orgId, emailAddress: foreignPerson.emailAddress })).status).toBe(404);
    expect((await createContact(main.token, { organizationId: orgId })).status).toBe(400);
    expect(
      (await createContact(main.token, { organizationId: orgId, emailAddress: stranger.emailAddress, organizationRoleId: 1 })).status,
    ).toBe(400);
  });

  it('answers 403 to its pilots, strangers and, for the administrators’ call, contact persons; 404 for another tenant’s; 401', async () => {
    const body = { organizationId: orgId, emailAddress: stranger.emailAddress };
    expectForbidden(await createContact(pilot.token, body));
    expectForbidden(await createContact(stranger.token, body));
    expectForbidden(await createContact(main.token, body, true));
    expect((await createContact(other.admin, body)).status).toBe(404);
    expect((await createContact(other.admin, body, true)).status).toBe(404);
    expect((await createContact(undefined, body)).status).toBe(401);
    expect((await createContact(undefined, body, true)).status).toBe(401);
  });
});

describe('Organization/UpdateContactPersonDepartmentAndTitle', () => {
  const update = (token: string | undefined, body: Record<string, unknown>) =>
    t.call('PUT', `${orgApi}/UpdateContactPersonDepartmentAndTitle`, { token, body });

  it('sets and clears a contact person’s department and title', async () => {
    const res = await update(contact.token, { organizationId: orgId, userId: main.id, department: 'Flugdeild', title: 'Yfirflugmaður' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ userId: main.id, department: 'Flugdeild', title: 'Yfirflugmaður', organizationRoleId: 4 });
    const cleared = await update(tenant.admin, { organizationId: orgId, userId: main.id, department: '', title: null });
    expect(cleared.body.result).toMatchObject({ department: null, title: null });
  });

  it('answers 404 for someone who is not its contact person, 403 to pilots and strangers, 404 for another tenant’s, 400 and 401', async () => {
    expect((await update(main.token, { organizationId: orgId, userId: pilot.id, department: 'X' })).status).toBe(404);
    expect((await update(main.token, { organizationId: orgId, userId: stranger.id, department: 'X' })).status).toBe(404);
    expectForbidden(await update(pilot.token, { organizationId: orgId, userId: main.id, department: 'X' }));
    expectForbidden(await update(stranger.token, { organizationId: orgId, userId: main.id, department: 'X' }));
    expect((await update(other.admin, { organizationId: orgId, userId: main.id, department: 'X' })).status).toBe(404);
    expect((await update(main.token, { organizationId: orgId, userId: main.id, department: 'X'.repeat(200) })).status).toBe(400);
    expect((await update(undefined, { organizationId: orgId, userId: main.id })).status).toBe(401);
  });
});

describe('UserOrganization contact roles', () => {
  const call = (method: string, token: string | undefined, body: Record<string, unknown>) =>
    t.call('POST', `${userOrgApi}/${method}`, { token, body, language: 'en' });

  it('makes a contact person main and back, and takes the role away with a notice to the person', async () => {
    const owner = await person(t, tenant.tenantId);
    const id = await organization(t, tenant.admin, owner);
    const helper = await person(t, tenant.tenantId, { name: 'Eva', surname: 'Hjálpardóttir' });
    await addContact(t, owner.token, id, helper);

    const promoted = await call('UpdateMainContactPersonRoleByUserID', owner.token, { userId: helper.id, organizationId: id });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.result).toMatchObject({ userId: helper.id, organizationRoleId: 4 });
    const demoted = await call('UpdateContactPersonRoleByUserID', helper.token, { userId: owner.id, organizationId: id });
    expect(demoted.body.result).toMatchObject({ userId: owner.id, organizationRoleId: 2 });
    expect(await mainContactsOf(t, id)).toEqual([helper.id]);

    const removed = await call('RemoveContactPersonRoleByUserID', tenant.admin, { userId: owner.id, organizationId: id });
    expect(removed.body.result).toBe(true);
    expect((await placesOf(t, id)).map((p) => p.userId)).toEqual([helper.id]);
    const organizationName = (await t.call('GET', `${orgApi}/Get`, { token: helper.token, query: { Id: id } })).body.result.name;
    expect(await noticesOf(t, owner.id)).toEqual([
      { messageId: 4, organizationId: id, params: { personName: owner.fullName, organizationName } },
    ]);
  });

  it('answers 403 to ordinary contact persons, pilots and strangers; 404 for someone not its contact person or another tenant’s', async () => {
    const body = { userId: contact.id, organizationId: orgId };
    for (const method of ['UpdateMainContactPersonRoleByUserID', 'UpdateContactPersonRoleByUserID', 'RemoveContactPersonRoleByUserID']) {
      for (const token of [contact.token, pilot.token, stranger.token]) expectForbidden(await call(method, token, body));
      expect((await call(method, main.token, { userId: pilot.id, organizationId: orgId })).status).toBe(404);
      expect((await call(method, other.admin, body)).status).toBe(404);
      expect((await call(method, main.token, { userId: 'x', organizationId: orgId })).status).toBe(400);
      expect((await call(method, undefined, body)).status).toBe(401);
    }
    expect((await placesOf(t, orgId)).filter((p) => p.role !== 1).map((p) => [p.userId, p.role])).toEqual([
      [main.id, 4],
      [contact.id, 2],
    ]);
  });
});
