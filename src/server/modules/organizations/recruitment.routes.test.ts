import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addContact,
  approvedPilot,
  expectForbidden,
  getOrganization,
  invite,
  noticesOf,
  orgApi,
  organization,
  organizationWorld,
  person,
  placesOf,
  userOrgApi,
  type OrganizationWorld,
  type Person,
} from './organizations.test-support';

let t: TestApp;
let w: OrganizationWorld;
let orgName: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await organizationWorld(t, { members: ['contact'] });
  orgName = (await getOrganization(t, w.main.token, w.orgId)).name;
});
afterAll(() => t.close());

const recruit = (token: string | undefined, body: Record<string, unknown>) =>
  t.call('POST', `${userOrgApi}/Create`, { token, body, language: 'en' });
const answer = (what: 'Accept' | 'Reject', token: string | undefined, id: unknown) =>
  t.call('POST', `${orgApi}/Update${what}PilotRecruitment`, { token, body: { id } });
const disconnect = (token: string | undefined, id: unknown) =>
  t.call('POST', `${orgApi}/UpdateDisconnectPilotOrganization`, { token, body: { id } });
const leave = (token: string | undefined, organizationId: unknown) =>
  t.call('DELETE', `${userOrgApi}/RemoveCurrentUserFromOrganization`, { token, query: { organizationId } as never });

const params = (who: Person) => ({ personName: who.fullName, organizationName: orgName });

describe('UserOrganization/Create', () => {
  it('asks a pilot found by e-mail or ID number; the request shows what was typed, and the pilot is told (message 1)', async () => {
    const byEmail = await person(t, w.tenant.tenantId);
    const typed = byEmail.emailAddress.toUpperCase();
    const res = await recruit(w.contact.token, { organizationId: w.orgId, emailAddress: typed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      userId: null,
      organizationId: w.orgId,
      organizationName: orgName,
      // The address as typed, in the lower case every address is kept in.
      fullName: byEmail.emailAddress,
      emailAddress: byEmail.emailAddress,
      recruitmentStatusId: 1,
    });
    expect(await noticesOf(t, byEmail.id)).toEqual([{ messageId: 1, organizationId: w.orgId, params: params(byEmail) }]);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === byEmail.id)).toBe(false);

    const byIdNumber = await person(t, w.tenant.tenantId);
    const second = await recruit(w.tenant.admin, { organizationId: w.orgId, idNumber: byIdNumber.idNumber });
    expect(second.body.result).toMatchObject({ userId: null, fullName: byIdNumber.idNumber, emailAddress: '', recruitmentStatusId: 1 });
    const waiting = await t.call('GET', `${orgApi}/GetPilotsRecruitmentByOrganizationId`, {
      token: w.main.token,
      query: { orgId: w.orgId },
    });
    expect(waiting.body.result.items.map((r: { fullName: string }) => r.fullName)).toEqual([byEmail.emailAddress, byIdNumber.idNumber]);
    // Asked again, in another case: the same request, and nobody is told twice.
    const again = await recruit(w.main.token, { organizationId: w.orgId, emailAddress: byEmail.emailAddress });
    expect(again.body.result.id).toBe(res.body.result.id);
    expect(await noticesOf(t, byEmail.id)).toHaveLength(1);
  });

  it('refuses someone already its pilot by name (450), answers an unknown pilot as a known one, and 400 for bad input', async () => {
    const already = await person(t, w.tenant.tenantId, { name: 'Gunnar', surname: 'Tvíkvaddur' });
    await approvedPilot(t, w.contact.token, w.orgId, already);
    const twice = await recruit(w.main.token, { organizationId: w.orgId, emailAddress: already.emailAddress });
    expect(twice.body.error).toMatchObject({ code: 450 });
    expect(twice.body.error!.message).toContain('Gunnar Tvíkvaddur');
    const foreign = await person(t, w.other.tenantId);
    const noRecord = await t.userWith(['Pages.Pilot.Permission'], { tenantId: w.tenant.tenantId });
    for (const body of [
      { idNumber: '999999-9999' },
      { emailAddress: foreign.emailAddress },
      { emailAddress: `${noRecord.userName}@example.com` },
    ]) {
      const res = await recruit(w.main.token, { organizationId: w.orgId, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toMatchObject({ userId: null, recruitmentStatusId: 1 });
    }
    expect(await noticesOf(t, foreign.id)).toEqual([]);
    expect((await recruit(w.main.token, { organizationId: w.orgId })).status).toBe(400);
    expect(
      (await recruit(w.main.token, { organizationId: w.orgId, emailAddress: already.emailAddress, idNumber: already.idNumber })).status,
    ).toBe(400);
  });

  it('answers 403 to its pilots and strangers, 404 for another tenant’s organisation, and 401', async () => {
    const approved = await person(t, w.tenant.tenantId);
    await approvedPilot(t, w.contact.token, w.orgId, approved);
    const body = { organizationId: w.orgId, emailAddress: w.stranger.emailAddress };
    expectForbidden(await recruit(approved.token, body));
    expectForbidden(await recruit(w.stranger.token, body));
    expect((await recruit(w.other.admin, body)).status).toBe(404);
    expect((await recruit(undefined, body)).status).toBe(401);
  });
});

describe('Accepting and rejecting an invitation', () => {
  it('lets the pilot a request reached accept it; the place is made and the contact persons are told (message 2)', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = await invite(t, w.contact.token, w.orgId, pilot);
    for (const token of [w.stranger.token, w.main.token, w.tenant.admin]) expect((await answer('Accept', token, id)).status).toBe(404);
    const res = await answer('Accept', pilot.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ userId: pilot.id, fullName: pilot.fullName, recruitmentStatusId: 2 });
    expect((await placesOf(t, w.orgId)).find((p) => p.id === res.body.result.id)).toMatchObject({ userId: pilot.id, status: 2 });
    // Accepted once, there is no waiting request left to accept or reject.
    expect((await answer('Accept', pilot.token, id)).status).toBe(404);
    expect((await answer('Reject', pilot.token, id)).status).toBe(404);
    for (const who of [w.main, w.contact])
      expect(await noticesOf(t, who.id)).toContainEqual({ messageId: 2, organizationId: w.orgId, params: params(pilot) });
  });

  it('lets the pilot decline it: the request goes, and the contact persons are told of it as they typed it (message 3)', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = await invite(t, w.contact.token, w.orgId, pilot);
    expect((await answer('Reject', w.contact.token, id)).status).toBe(404);
    const res = await answer('Reject', pilot.token, id);
    expect(res.body.result).toBe(true);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === pilot.id)).toBe(false);
    const asTyped = { personName: pilot.emailAddress, organizationName: orgName };
    expect(await noticesOf(t, w.main.id)).toContainEqual({ messageId: 3, organizationId: w.orgId, params: asTyped });
    expect((await answer('Accept', pilot.token, id)).status).toBe(404);
  });

  it('answers 400 for a bad id, 401 without a session, and 404 for an invitation of another tenant', async () => {
    const foreignPilot = await person(t, w.other.tenantId);
    const foreignOrg = await organization(t, w.other.admin, await person(t, w.other.tenantId));
    const foreignId = await invite(t, w.other.admin, foreignOrg, foreignPilot);
    expect((await answer('Accept', w.main.token, foreignId)).status).toBe(404);
    expect((await answer('Accept', w.main.token, 'x')).status).toBe(400);
    expect((await answer('Reject', w.main.token, 0)).status).toBe(400);
    expect((await answer('Accept', undefined, foreignId)).status).toBe(401);
    expect((await answer('Reject', undefined, foreignId)).status).toBe(401);
  });
});

describe('Organization/UpdateDisconnectPilotOrganization', () => {
  it('lets a contact person end a pilot’s place; the pilot is told (message 5)', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = await approvedPilot(t, w.contact.token, w.orgId, pilot);
    const res = await disconnect(w.main.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await placesOf(t, w.orgId)).some((p) => p.id === id)).toBe(false);
    expect(await noticesOf(t, pilot.id)).toContainEqual({ messageId: 5, organizationId: w.orgId, params: params(pilot) });
  });

  it('answers 404 for a contact person’s place, another organisation’s or another tenant’s; 403 never, since the id names a record', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = await approvedPilot(t, w.contact.token, w.orgId, pilot);
    const contactPlace = (await placesOf(t, w.orgId)).find((p) => p.userId === w.contact.id)!.id;
    expect((await disconnect(w.main.token, contactPlace)).status).toBe(404);
    const elsewhere = await person(t, w.tenant.tenantId);
    await organization(t, w.tenant.admin, elsewhere);
    for (const token of [elsewhere.token, pilot.token, w.stranger.token, w.other.admin])
      expect((await disconnect(token, id)).status).toBe(404);
    expect((await disconnect(w.main.token, -3)).status).toBe(400);
    expect((await disconnect(undefined, id)).status).toBe(401);
    expect((await placesOf(t, w.orgId)).some((p) => p.id === id)).toBe(true);
  });
});

describe('UserOrganization/RemoveCurrentUserFromOrganization', () => {
  it('lets a pilot leave; the contact persons are told (message 5)', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    await approvedPilot(t, w.contact.token, w.orgId, pilot);
    const res = await leave(pilot.token, w.orgId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === pilot.id)).toBe(false);
    expect(await noticesOf(t, w.contact.id)).toContainEqual({ messageId: 5, organizationId: w.orgId, params: params(pilot) });
  });

  it('lets a contact person leave, and answers 404 to someone with no place, another tenant’s organisation, 400 and 401', async () => {
    const helper = await person(t, w.tenant.tenantId);
    await addContact(t, w.main.token, w.orgId, helper);
    expect((await leave(helper.token, w.orgId)).status).toBe(200);
    expect((await leave(helper.token, w.orgId)).status).toBe(404);
    expect((await leave(w.stranger.token, w.orgId)).status).toBe(404);
    const foreignOrg = await organization(t, w.other.admin, await person(t, w.other.tenantId));
    expect((await leave(w.main.token, foreignOrg)).status).toBe(404);
    expect((await leave(w.main.token, 'x')).status).toBe(400);
    expect((await leave(undefined, w.orgId)).status).toBe(401);
  });
});

describe('UserOrganization/GetAllPilotByOrganizationId and Organization/GetPilotsRecruitmentByOrganizationId', () => {
  it('list the pilot places to contact persons and administrators only', async () => {
    const id = await organization(t, w.tenant.admin, w.main);
    const a = await person(t, w.tenant.tenantId, { name: 'Ari', surname: 'Fyrstason' });
    const b = await person(t, w.tenant.tenantId, { name: 'Bára', surname: 'Önnudóttir' });
    await approvedPilot(t, w.main.token, id, a);
    await invite(t, w.main.token, id, b);
    const all = await t.call('GET', `${userOrgApi}/GetAllPilotByOrganizationId`, { token: w.main.token, query: { orgId: id } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    // Bára has not accepted: she holds no place, and the request shows only what was typed.
    expect(all.body.result.items).toEqual([{ userId: a.id, fullName: 'Ari Fyrstason', organizationRoleId: 1, recruitmentStatusId: 2 }]);
    const waiting = await t.call('GET', `${orgApi}/GetPilotsRecruitmentByOrganizationId`, { token: w.tenant.admin, query: { orgId: id } });
    expect(waiting.body.result.items).toMatchObject([{ userId: null, fullName: b.emailAddress, recruitmentStatusId: 1 }]);
    for (const path of [`${userOrgApi}/GetAllPilotByOrganizationId`, `${orgApi}/GetPilotsRecruitmentByOrganizationId`]) {
      expectForbidden(await t.call('GET', path, { token: a.token, query: { orgId: id } }));
      expectForbidden(await t.call('GET', path, { token: w.stranger.token, query: { orgId: id } }));
      expect((await t.call('GET', path, { token: w.other.admin, query: { orgId: id } })).status).toBe(404);
      expect((await t.call('GET', path, { token: w.main.token, query: { orgId: 'x' } })).status).toBe(400);
      expect((await t.call('GET', path, { query: { orgId: id } })).status).toBe(401);
    }
  });
});
