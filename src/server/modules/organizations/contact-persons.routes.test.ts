import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  acceptRequest,
  addContact,
  approvedPilot,
  expectForbidden,
  getOrganization,
  mainContactsOf,
  noticesOf,
  orgApi,
  organization,
  organizationWorld,
  person,
  placesOf,
  userOrgApi,
  type OrganizationWorld,
} from './organizations.test-support';

let t: TestApp;
let w: OrganizationWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await organizationWorld(t, {
    names: {
      main: { name: 'Anna', surname: 'Aðalsdóttir' },
      contact: { name: 'Bjarni', surname: 'Tengilsson' },
      pilot: { name: 'Dóra', surname: 'Flugdóttir' },
    },
  });
});
afterAll(() => t.close());

const createContact = (token: string | undefined, body: Record<string, unknown>, admin = false) =>
  t.call('POST', `${orgApi}/${admin ? 'CreateContactPersonAdmin' : 'CreateContactPerson'}`, { token, body, language: 'en' });

describe('Organization/GetContactPersonFromOrganizationId', () => {
  it('lists the contact persons, main ones first, to its pilots, contact persons and administrators', async () => {
    for (const token of [w.pilot.token, w.contact.token, w.tenant.admin]) {
      const res = await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token, query: { Id: w.orgId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.items.map((c: { userId: number; organizationRoleId: number }) => [c.userId, c.organizationRoleId])).toEqual([
        [w.main.id, 4],
        [w.contact.id, 2],
      ]);
      expect(res.body.result.items[0]).toMatchObject({
        fullName: 'Anna Aðalsdóttir',
        userName: w.main.userName,
        emailAddress: w.main.emailAddress,
      });
    }
  });

  it('answers 403 to strangers, 404 for another tenant’s, 400 and 401', async () => {
    expectForbidden(
      await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token: w.stranger.token, query: { Id: w.orgId } }),
    );
    expect(
      (await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token: w.other.admin, query: { Id: w.orgId } })).status,
    ).toBe(404);
    expect((await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token: w.main.token, query: { Id: -1 } })).status).toBe(
      400,
    );
    expect((await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { query: { Id: w.orgId } })).status).toBe(401);
  });
});

describe('Organization/GetMemberContactByOrganizationId', () => {
  it('lists the contact persons with every role they hold, searched and sorted by name', async () => {
    const both = await person(t, w.tenant.tenantId, { name: 'Cecilía', surname: 'Báðsdóttir' });
    const id = await organization(t, w.tenant.admin, w.main);
    await addContact(t, w.main.token, id, both);
    await approvedPilot(t, w.main.token, id, both);
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
      token: w.tenant.admin,
      query: { organizationId: id, keyword: both.idNumber },
    });
    expect(searched.body.result.items.map((m: { userId: number }) => m.userId)).toEqual([both.id]);
  });

  it('answers 403 to its pilots and strangers, 404 for another tenant’s, 400 and 401', async () => {
    const q = { organizationId: w.orgId };
    expectForbidden(await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: w.pilot.token, query: q }));
    expectForbidden(await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: w.stranger.token, query: q }));
    expect((await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: w.other.admin, query: q })).status).toBe(404);
    expect(
      (await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { token: w.main.token, query: { ...q, sortDirection: 'up' } }))
        .status,
    ).toBe(400);
    expect((await t.call('GET', `${orgApi}/GetMemberContactByOrganizationId`, { query: q })).status).toBe(401);
  });
});

describe('Organization/CreateContactPerson and CreateContactPersonAdmin', () => {
  it('asks an existing account, by e-mail address or user name, who joins on accepting; only a main one asks for a main one', async () => {
    const id = await organization(t, w.tenant.admin, w.main);
    await addContact(t, w.main.token, id, w.contact);
    const byName = await person(t, w.tenant.tenantId);
    const res = await createContact(w.contact.token, { organizationId: id, userName: byName.userName });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The organisation sees what it typed, never the account's name or address.
    expect(res.body.result).toEqual({
      id: expect.any(Number),
      organizationId: id,
      organizationName: expect.any(String),
      organizationRoleId: 2,
      invitedAs: byName.userName,
      askedByUser: false,
      creationTime: expect.any(String),
    });
    expect((await placesOf(t, id)).some((p) => p.userId === byName.id)).toBe(false);
    const waiting = await t.call('GET', `${userOrgApi}/GetInvitationsOfCurrentUser`, { token: byName.token });
    expect(waiting.body.result.items).toMatchObject([{ id: res.body.result.id, organizationId: id, organizationRoleId: 2 }]);
    await acceptRequest(t, byName, res.body.result.id);
    expect((await placesOf(t, id)).find((p) => p.userId === byName.id)).toMatchObject({ role: 2, status: 2 });

    const wantsMain = await person(t, w.tenant.tenantId);
    expectForbidden(
      await createContact(w.contact.token, { organizationId: id, emailAddress: wantsMain.emailAddress, organizationRoleId: 4 }),
    );
    const asked = await createContact(w.main.token, { organizationId: id, emailAddress: wantsMain.emailAddress, organizationRoleId: 4 });
    expect(asked.body.result).toMatchObject({ invitedAs: wantsMain.emailAddress, organizationRoleId: 4 });
    await acceptRequest(t, wantsMain, asked.body.result.id);
    const byAdmin = await person(t, w.tenant.tenantId);
    const admins = await createContact(
      w.tenant.admin,
      { organizationId: id, emailAddress: byAdmin.emailAddress, organizationRoleId: 4 },
      true,
    );
    expect(admins.body.result).toMatchObject({ userId: byAdmin.id, organizationRoleId: 4 });
    expect((await mainContactsOf(t, id)).sort()).toEqual([w.main.id, wantsMain.id, byAdmin.id].sort());
  });

  it('refuses someone who already speaks for it by name (450) and bad input (400); answers an unknown name as a known one', async () => {
    const again = await createContact(w.main.token, { organizationId: w.orgId, emailAddress: w.contact.emailAddress });
    expect(again.body.error).toMatchObject({ code: 450, message: 'Bjarni Tengilsson is already a contact person of the organisation.' });
    const foreignPerson = await person(t, w.other.tenantId);
    const known = await createContact(w.main.token, { organizationId: w.orgId, emailAddress: w.stranger.emailAddress });
    for (const emailAddress of ['enginn@example.com', foreignPerson.emailAddress]) {
      const unknown = await createContact(w.main.token, { organizationId: w.orgId, emailAddress });
      expect(unknown.status, JSON.stringify(unknown.body)).toBe(200);
      expect(Object.keys(unknown.body.result).sort()).toEqual(Object.keys(known.body.result).sort());
      expect(unknown.body.result).toMatchObject({ invitedAs: emailAddress, organizationRoleId: 2 });
    }
    expect((await createContact(w.main.token, { organizationId: w.orgId })).status).toBe(400);
    expect(
      (await createContact(w.main.token, { organizationId: w.orgId, emailAddress: w.stranger.emailAddress, organizationRoleId: 1 })).status,
    ).toBe(400);
  });

  it('lets administrators link an existing account at once, and answers 404 for an unknown one on their call', async () => {
    const unknown = await createContact(w.tenant.admin, { organizationId: w.orgId, emailAddress: 'enginn@example.com' }, true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.message).toBe('No account with the e-mail address or user name enginn@example.com was found.');
  });

  it('answers 403 to its pilots, strangers and, for the administrators’ call, contact persons; 404 for another tenant’s; 401', async () => {
    const body = { organizationId: w.orgId, emailAddress: w.stranger.emailAddress };
    expectForbidden(await createContact(w.pilot.token, body));
    expectForbidden(await createContact(w.stranger.token, body));
    expectForbidden(await createContact(w.main.token, body, true));
    expect((await createContact(w.other.admin, body)).status).toBe(404);
    expect((await createContact(w.other.admin, body, true)).status).toBe(404);
    expect((await createContact(undefined, body)).status).toBe(401);
    expect((await createContact(undefined, body, true)).status).toBe(401);
  });
});

describe('Organization/UpdateContactPersonDepartmentAndTitle', () => {
  const update = (token: string | undefined, body: Record<string, unknown>) =>
    t.call('PUT', `${orgApi}/UpdateContactPersonDepartmentAndTitle`, { token, body });

  it('sets and clears a contact person’s department and title', async () => {
    const res = await update(w.contact.token, {
      organizationId: w.orgId,
      userId: w.main.id,
      department: 'Flugdeild',
      title: 'Yfirflugmaður',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ userId: w.main.id, department: 'Flugdeild', title: 'Yfirflugmaður', organizationRoleId: 4 });
    const cleared = await update(w.tenant.admin, { organizationId: w.orgId, userId: w.main.id, department: '', title: null });
    expect(cleared.body.result).toMatchObject({ department: null, title: null });
  });

  it('answers 404 for someone who is not its contact person, 403 to pilots and strangers, 404 for another tenant’s, 400 and 401', async () => {
    expect((await update(w.main.token, { organizationId: w.orgId, userId: w.pilot.id, department: 'X' })).status).toBe(404);
    expect((await update(w.main.token, { organizationId: w.orgId, userId: w.stranger.id, department: 'X' })).status).toBe(404);
    expectForbidden(await update(w.pilot.token, { organizationId: w.orgId, userId: w.main.id, department: 'X' }));
    expectForbidden(await update(w.stranger.token, { organizationId: w.orgId, userId: w.main.id, department: 'X' }));
    expect((await update(w.other.admin, { organizationId: w.orgId, userId: w.main.id, department: 'X' })).status).toBe(404);
    expect((await update(w.main.token, { organizationId: w.orgId, userId: w.main.id, department: 'X'.repeat(200) })).status).toBe(400);
    expect((await update(undefined, { organizationId: w.orgId, userId: w.main.id })).status).toBe(401);
  });
});

describe('UserOrganization contact roles', () => {
  const call = (method: string, token: string | undefined, body: Record<string, unknown>) =>
    t.call('POST', `${userOrgApi}/${method}`, { token, body, language: 'en' });

  it('makes a contact person main and back, and takes the role away with a notice to the person', async () => {
    const owner = await person(t, w.tenant.tenantId);
    const id = await organization(t, w.tenant.admin, owner);
    const helper = await person(t, w.tenant.tenantId, { name: 'Eva', surname: 'Hjálpardóttir' });
    await addContact(t, owner.token, id, helper);

    const promoted = await call('UpdateMainContactPersonRoleByUserID', owner.token, { userId: helper.id, organizationId: id });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.result).toMatchObject({ userId: helper.id, organizationRoleId: 4 });
    const demoted = await call('UpdateContactPersonRoleByUserID', helper.token, { userId: owner.id, organizationId: id });
    expect(demoted.body.result).toMatchObject({ userId: owner.id, organizationRoleId: 2 });
    expect(await mainContactsOf(t, id)).toEqual([helper.id]);

    const removed = await call('RemoveContactPersonRoleByUserID', w.tenant.admin, { userId: owner.id, organizationId: id });
    expect(removed.body.result).toBe(true);
    expect((await placesOf(t, id)).map((p) => p.userId)).toEqual([helper.id]);
    const organizationName = (await getOrganization(t, helper.token, id)).name;
    expect(await noticesOf(t, owner.id)).toEqual([
      { messageId: 4, organizationId: id, params: { personName: owner.fullName, organizationName } },
    ]);
  });

  it('answers 403 to ordinary contact persons, pilots and strangers; 404 for someone not its contact person or another tenant’s', async () => {
    const body = { userId: w.contact.id, organizationId: w.orgId };
    for (const method of ['UpdateMainContactPersonRoleByUserID', 'UpdateContactPersonRoleByUserID', 'RemoveContactPersonRoleByUserID']) {
      for (const token of [w.contact.token, w.pilot.token, w.stranger.token]) expectForbidden(await call(method, token, body));
      expect((await call(method, w.main.token, { userId: w.pilot.id, organizationId: w.orgId })).status).toBe(404);
      expect((await call(method, w.other.admin, body)).status).toBe(404);
      expect((await call(method, w.main.token, { userId: 'x', organizationId: w.orgId })).status).toBe(400);
      expect((await call(method, undefined, body)).status).toBe(401);
    }
    expect((await placesOf(t, w.orgId)).filter((p) => p.role !== 1).map((p) => [p.userId, p.role])).toEqual([
      [w.main.id, 4],
      [w.contact.id, 2],
    ]);
  });
});
