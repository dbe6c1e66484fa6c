import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addContact,
  approvedPilot,
  askToJoin,
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

const answerOffer = (what: 'Accept' | 'Decline', token: string | undefined, id: unknown) =>
  t.call('POST', `${userOrgApi}/${what}Invitation`, { token, body: { id } });
const recruitments = async (token: string, orgId = w.orgId) =>
  (await t.call('GET', `${orgApi}/GetPilotsRecruitmentByOrganizationId`, { token, query: { orgId } })).body.result.items;
const mails = async (template: string) =>
  (await t.database.pool.query('select user_id, subject from mail_outbox where template = $1 order by id', [template])).rows as {
    user_id: number;
    subject: string;
  }[];

describe('A pilot asks to join (section 4, decision 0028)', () => {
  it('keeps the place waiting (1), tells the contact persons with the answer asked (message 1), and lists it as a recruitment', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const res = await recruit(pilot.token, { organizationId: w.orgId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ userId: pilot.id, fullName: pilot.fullName, organizationId: w.orgId, recruitmentStatusId: 1 });
    const id = res.body.result.id as number;
    expect((await placesOf(t, w.orgId)).find((p) => p.id === id)).toMatchObject({ userId: pilot.id, role: 1, status: 1 });
    for (const who of [w.main, w.contact]) {
      expect(await noticesOf(t, who.id)).toContainEqual({
        messageId: 1,
        organizationId: w.orgId,
        params: { ...params(pilot), wording: 'asked', request: `recruitment:${id}` },
      });
    }
    expect((await recruitments(w.main.token)).map((r: { id: number }) => r.id)).toContain(id);
    // The bell reads it to the contact person in their words, with the answer it asks.
    const bell = await t.call('GET', '/api/services/app/Notification/GetNotificationByCurrentUser', {
      token: w.contact.token,
      query: { pageNumber: 0, pageSize: 5 },
      language: 'en',
    });
    expect(bell.body.result.items[0]).toMatchObject({
      message: `${pilot.fullName} asks to join ${orgName} as a pilot. Accept or decline the request.`,
      action: { kind: 'recruitment', id },
      isDone: false,
    });
    // A waiting pilot holds no right in the organisation yet.
    expectForbidden(await t.call('GET', `${orgApi}/Get`, { token: pilot.token, query: { id: w.orgId } }));
  });

  it('lets the organisation accept: approved, the pilot told in words for them (message 2), the request done in every bell', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = (await recruit(pilot.token, { organizationId: w.orgId })).body.result.id;
    // The pilot, strangers and other tenants cannot answer the organisation's request.
    expect((await answer('Accept', pilot.token, id)).status).toBe(404);
    expect((await answer('Accept', w.stranger.token, id)).status).toBe(404);
    expect((await answer('Accept', w.other.admin, id)).status).toBe(404);
    const res = await answer('Accept', w.contact.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ id, userId: pilot.id, fullName: pilot.fullName, recruitmentStatusId: 2 });
    expect(await noticesOf(t, pilot.id)).toContainEqual({
      messageId: 2,
      organizationId: w.orgId,
      params: { ...params(pilot), wording: 'toPilot' },
    });
    const bell = await t.call('GET', '/api/services/app/Notification/GetNotificationByCurrentUser', {
      token: w.main.token,
      query: { pageNumber: 0, pageSize: 20 },
    });
    const asked = bell.body.result.items.find((n: { action: { id: number } | null }) => n.action?.id === id);
    expect(asked).toMatchObject({ isDone: true, isRead: true });
    expect((await answer('Accept', w.contact.token, id)).status).toBe(404);
    expect((await answer('Reject', w.contact.token, id)).status).toBe(404);
  });

  it('lets the organisation reject: the place goes and the pilot is told (message 3)', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = (await recruit(pilot.token, { organizationId: w.orgId })).body.result.id;
    const res = await answer('Reject', w.tenant.admin, id);
    expect(res.body.result).toBe(true);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === pilot.id)).toBe(false);
    expect(await noticesOf(t, pilot.id)).toContainEqual({
      messageId: 3,
      organizationId: w.orgId,
      params: { ...params(pilot), wording: 'toPilot' },
    });
    const bell = await t.call('GET', '/api/services/app/Notification/GetNotificationByCurrentUser', {
      token: pilot.token,
      query: { pageNumber: 0, pageSize: 5 },
      language: 'is',
    });
    expect(bell.body.result.items[0].message).toBe(`${orgName} hefur hafnað beiðni þinni um að gerast fjarflugmaður.`);
  });

  it('refuses a second request (450), takes an offer already made at once, and answers 404 for another tenant’s organisation', async () => {
    const pilot = await person(t, w.tenant.tenantId, { name: 'Gunnar', surname: 'Tvíbeðinn' });
    await recruit(pilot.token, { organizationId: w.orgId });
    const twice = await recruit(pilot.token, { organizationId: w.orgId });
    expect(twice.body.error).toMatchObject({ code: 450 });
    const offered = await person(t, w.tenant.tenantId);
    await invite(t, w.contact.token, w.orgId, offered);
    const both = await recruit(offered.token, { organizationId: w.orgId });
    expect(both.body.result).toMatchObject({ userId: offered.id, recruitmentStatusId: 2 });
    const foreignOrg = await organization(t, w.other.admin, await person(t, w.other.tenantId));
    expect((await recruit(pilot.token, { organizationId: foreignOrg })).status).toBe(404);
    // Only a person with a record in the register flies for an organisation.
    const noRecord = await t.userWith(['Pages.Pilot.Permission'], { tenantId: w.tenant.tenantId });
    expect((await recruit(noRecord.token, { organizationId: w.orgId })).status).toBe(404);
    expect((await recruit(undefined, { organizationId: w.orgId })).status).toBe(401);
  });

  it('lets the pilot withdraw a request still waiting, which settles it without telling the organisation', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = (await recruit(pilot.token, { organizationId: w.orgId })).body.result.id;
    const before = (await noticesOf(t, w.main.id)).length;
    expect((await leave(pilot.token, w.orgId)).status).toBe(200);
    expect((await placesOf(t, w.orgId)).some((p) => p.id === id)).toBe(false);
    const after = await noticesOf(t, w.main.id);
    expect(after).toHaveLength(before);
    expect(after.find((n) => n.params.request === `recruitment:${id}`)?.params.done).toBe('1');
  });
});

describe('The organisation offers a pilot a place (decision 0022)', () => {
  it('reaches a pilot by a confirmed or registered e-mail address or ID number; the offer shows what was typed, and the pilot is told (message 1)', async () => {
    const byEmail = await person(t, w.tenant.tenantId);
    const typed = byEmail.emailAddress.toUpperCase();
    const res = await recruit(w.contact.token, { organizationId: w.orgId, emailAddress: typed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      userId: null,
      organizationId: w.orgId,
      fullName: byEmail.emailAddress,
      emailAddress: byEmail.emailAddress,
      recruitmentStatusId: 1,
    });
    const offerId = res.body.result.id as number;
    expect(await noticesOf(t, byEmail.id)).toEqual([
      { messageId: 1, organizationId: w.orgId, params: { ...params(byEmail), wording: 'invited', request: `invitation:${offerId}` } },
    ]);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === byEmail.id)).toBe(false);
    // Offers are not recruitments: those are the pilots who asked.
    expect((await recruitments(w.main.token)).some((r: { fullName: string }) => r.fullName === byEmail.emailAddress)).toBe(false);
    const again = await recruit(w.main.token, { organizationId: w.orgId, emailAddress: byEmail.emailAddress });
    expect(again.body.result.id).toBe(offerId);
    expect(await noticesOf(t, byEmail.id)).toHaveLength(1);

    // An address the national register gave the record reaches its pilot; one only typed onto it does not.
    const registered = await person(t, w.tenant.tenantId);
    await t.database.pool.query('insert into pilot_emails (pilot_id, email, is_krr) values ($1, $2, true), ($1, $3, false)', [
      registered.pilotId,
      'skrad@island.example',
      'slegid@example.com',
    ]);
    await recruit(w.main.token, { organizationId: w.orgId, emailAddress: 'skrad@island.example' });
    await recruit(w.main.token, { organizationId: w.orgId, emailAddress: 'slegid@example.com' });
    expect((await noticesOf(t, registered.id)).map((n) => n.params.wording)).toEqual(['invited']);
    // One typed and confirmed by its link reaches its pilot too (decision 0033).
    const confirmed = await person(t, w.tenant.tenantId);
    await t.database.pool.query('insert into pilot_emails (pilot_id, email, confirmed_time) values ($1, $2, now())', [
      confirmed.pilotId,
      'stadfest@example.com',
    ]);
    await recruit(w.main.token, { organizationId: w.orgId, emailAddress: 'Stadfest@example.com' });
    expect((await noticesOf(t, confirmed.id)).map((n) => n.params.wording)).toEqual(['invited']);

    const byIdNumber = await person(t, w.tenant.tenantId);
    const second = await recruit(w.tenant.admin, { organizationId: w.orgId, idNumber: byIdNumber.idNumber });
    expect(second.body.result).toMatchObject({ userId: null, fullName: byIdNumber.idNumber, emailAddress: '', recruitmentStatusId: 1 });
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
    expect(
      (await recruit(w.main.token, { organizationId: w.orgId, emailAddress: already.emailAddress, idNumber: already.idNumber })).status,
    ).toBe(400);
    expect(
      (await recruit(w.main.token, { organizationId: w.orgId, emailAddress: already.emailAddress, organizationRoleId: 2 })).status,
    ).toBe(400);
  });

  it('answers 403 to its pilots and strangers who offer, 404 for another tenant’s organisation, and 401', async () => {
    const approved = await person(t, w.tenant.tenantId);
    await approvedPilot(t, w.contact.token, w.orgId, approved);
    const body = { organizationId: w.orgId, emailAddress: w.stranger.emailAddress };
    expectForbidden(await recruit(approved.token, body));
    expectForbidden(await recruit(w.stranger.token, body));
    expect((await recruit(w.other.admin, body)).status).toBe(404);
    expect((await recruit(undefined, body)).status).toBe(401);
  });

  it('lets the pilot it reached accept: the place is made, the contact persons told (message 2), the offer done', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = await invite(t, w.contact.token, w.orgId, pilot);
    for (const token of [w.stranger.token, w.main.token, w.tenant.admin]) expect((await answerOffer('Accept', token, id)).status).toBe(404);
    const res = await answerOffer('Accept', pilot.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ organizationId: w.orgId, organizationRoleId: 1, recruitmentStatusId: 2 });
    expect((await placesOf(t, w.orgId)).find((p) => p.id === res.body.result.id)).toMatchObject({ userId: pilot.id, status: 2 });
    expect((await answerOffer('Accept', pilot.token, id)).status).toBe(404);
    expect((await answerOffer('Decline', pilot.token, id)).status).toBe(404);
    for (const who of [w.main, w.contact])
      expect(await noticesOf(t, who.id)).toContainEqual({ messageId: 2, organizationId: w.orgId, params: params(pilot) });
    expect((await noticesOf(t, pilot.id))[0]!.params.done).toBe('1');
  });

  it('lets the pilot decline: the offer goes, and the contact persons are told of it as they typed it (message 3)', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = await invite(t, w.contact.token, w.orgId, pilot);
    expect((await answerOffer('Decline', w.contact.token, id)).status).toBe(404);
    const res = await answerOffer('Decline', pilot.token, id);
    expect(res.body.result).toBe(true);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === pilot.id)).toBe(false);
    const asTyped = { personName: pilot.emailAddress, organizationName: orgName };
    expect(await noticesOf(t, w.main.id)).toContainEqual({ messageId: 3, organizationId: w.orgId, params: asTyped });
    expect((await answerOffer('Accept', pilot.token, id)).status).toBe(404);
  });

  it('settles the offer’s notification when an administrator links the pilot directly, by whichever path the place was taken', async () => {
    const pilot = await person(t, w.tenant.tenantId);
    const id = await invite(t, w.contact.token, w.orgId, pilot);
    const record = await t.call('GET', '/api/services/app/User/Get', { token: w.tenant.admin, query: { Id: pilot.id } });
    const linked = await t.call('PUT', '/api/services/app/User/Update', {
      token: w.tenant.admin,
      body: { ...record.body.result, userOrganizations: [{ organizationId: w.orgId, organizationRoleId: 1 }] },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect((await answerOffer('Accept', pilot.token, id)).status).toBe(404);
    expect((await noticesOf(t, pilot.id)).find((n) => n.params.request === `invitation:${id}`)?.params.done).toBe('1');
  });

  it('answers 400 for a bad id, 401 without a session, and 404 for an offer of another tenant', async () => {
    const foreignPilot = await person(t, w.other.tenantId);
    const foreignOrg = await organization(t, w.other.admin, await person(t, w.other.tenantId));
    const foreignId = await invite(t, w.other.admin, foreignOrg, foreignPilot);
    expect((await answerOffer('Accept', w.main.token, foreignId)).status).toBe(404);
    expect((await answerOffer('Accept', w.main.token, 'x')).status).toBe(400);
    expect((await answerOffer('Decline', w.main.token, 0)).status).toBe(400);
    expect((await answerOffer('Accept', undefined, foreignId)).status).toBe(401);
    expect((await answer('Accept', w.main.token, 'x')).status).toBe(400);
    expect((await answer('Reject', undefined, 1)).status).toBe(401);
  });
});

describe('A person asks to speak for the organisation (decision 0028)', () => {
  it('mails its main contact persons, whom alone it waits for; accepting makes a contact person, who is mailed', async () => {
    const asker = await person(t, w.tenant.tenantId, { name: 'Sigrún', surname: 'Spyrjandi' });
    const res = await recruit(asker.token, { organizationId: w.orgId, organizationRoleId: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const requests = await t.call('GET', `${orgApi}/GetInvitationsByOrganizationId`, {
      token: w.main.token,
      query: { organizationId: w.orgId },
    });
    const asked = requests.body.result.items.find((r: { askedByUser: boolean; invitedAs: string }) => r.askedByUser);
    expect(asked).toMatchObject({ invitedAs: 'Sigrún Spyrjandi', organizationRoleId: 2, askedByUser: true });
    expect((await mails('organizationJoinRequest')).filter((m) => m.user_id === w.main.id)).toHaveLength(1);
    expect((await mails('organizationJoinRequest')).some((m) => m.user_id === w.contact.id)).toBe(false);
    // The asker answers no request of their own, and an ordinary contact person cannot answer it.
    expect((await answerOffer('Accept', asker.token, asked.id)).status).toBe(404);
    // Named by the request alone, it reads as missing to anyone who cannot answer it.
    expect((await t.call('POST', `${orgApi}/AcceptJoinRequest`, { token: w.contact.token, body: { id: asked.id } })).status).toBe(404);
    const accepted = await t.call('POST', `${orgApi}/AcceptJoinRequest`, { token: w.main.token, body: { id: asked.id } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await placesOf(t, w.orgId)).find((p) => p.userId === asker.id)).toMatchObject({ role: 2, status: 2 });
    expect((await mails('organizationJoinAccepted')).map((m) => m.user_id)).toContain(asker.id);
    expect((await recruit(asker.token, { organizationId: w.orgId, organizationRoleId: 2 })).body.error).toMatchObject({ code: 450 });
  });

  it('lets a main contact person decline, and the asker withdraw their own', async () => {
    const declined = await person(t, w.tenant.tenantId);
    const first = (await recruit(declined.token, { organizationId: w.orgId, organizationRoleId: 2 })).body.result.id;
    expect((await t.call('POST', `${orgApi}/DeclineJoinRequest`, { token: w.main.token, body: { id: first } })).status).toBe(200);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === declined.id)).toBe(false);
    expect((await mails('organizationJoinDeclined')).map((m) => m.user_id)).toContain(declined.id);
    const withdrawing = await person(t, w.tenant.tenantId);
    const second = (await recruit(withdrawing.token, { organizationId: w.orgId, organizationRoleId: 2 })).body.result.id;
    const own = await t.call('GET', `${userOrgApi}/GetInvitationsOfCurrentUser`, { token: withdrawing.token });
    expect(own.body.result.items).toMatchObject([{ id: second, askedByUser: true, organizationName: orgName }]);
    expect(
      (await t.call('DELETE', `${orgApi}/DeleteInvitation`, { token: w.stranger.token, query: { id: second } as never })).status,
    ).not.toBe(200);
    expect(
      (await t.call('DELETE', `${orgApi}/DeleteInvitation`, { token: withdrawing.token, query: { id: second } as never })).status,
    ).toBe(200);
    expect((await t.call('POST', `${orgApi}/AcceptJoinRequest`, { token: w.main.token, body: { id: second } })).status).toBe(404);
  });
});

describe('Organization/FindToJoin', () => {
  it('finds live organisations of the tenant by a part of the name or the whole number, for anyone signed in', async () => {
    const organizationNumber = (await getOrganization(t, w.main.token, w.orgId)).organizationNumber as string;
    const find = (token: string | undefined, keyword: string) => t.call('GET', `${orgApi}/FindToJoin`, { token, query: { keyword } });
    const byName = await find(w.stranger.token, orgName.slice(1, 6));
    expect(byName.status, JSON.stringify(byName.body)).toBe(200);
    expect(byName.body.result.items).toContainEqual({ id: w.orgId, name: orgName, organizationNumber });
    const byNumber = await find(w.stranger.token, organizationNumber.replace('-', ''));
    expect(byNumber.body.result.items).toEqual([{ id: w.orgId, name: orgName, organizationNumber }]);
    expect((await find(w.other.admin, organizationNumber)).body.result.items).toEqual([]);
    expect((await find(undefined, orgName)).status).toBe(401);
    expect((await find(w.stranger.token, 'x')).status).toBe(400);
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
    await askToJoin(t, b, id);
    await invite(t, w.main.token, id, await person(t, w.tenant.tenantId));
    const all = await t.call('GET', `${userOrgApi}/GetAllPilotByOrganizationId`, { token: w.main.token, query: { orgId: id } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    // Bára asked and waits; the pilot offered a place holds none until accepting.
    expect(all.body.result.items).toEqual([
      { userId: a.id, fullName: 'Ari Fyrstason', organizationRoleId: 1, recruitmentStatusId: 2 },
      { userId: b.id, fullName: 'Bára Önnudóttir', organizationRoleId: 1, recruitmentStatusId: 1 },
    ]);
    const waiting = await t.call('GET', `${orgApi}/GetPilotsRecruitmentByOrganizationId`, { token: w.tenant.admin, query: { orgId: id } });
    expect(waiting.body.result.items).toMatchObject([{ userId: b.id, fullName: 'Bára Önnudóttir', recruitmentStatusId: 1 }]);
    for (const path of [`${userOrgApi}/GetAllPilotByOrganizationId`, `${orgApi}/GetPilotsRecruitmentByOrganizationId`]) {
      expectForbidden(await t.call('GET', path, { token: a.token, query: { orgId: id } }));
      expectForbidden(await t.call('GET', path, { token: w.stranger.token, query: { orgId: id } }));
      expect((await t.call('GET', path, { token: w.other.admin, query: { orgId: id } })).status).toBe(404);
      expect((await t.call('GET', path, { token: w.main.token, query: { orgId: 'x' } })).status).toBe(400);
      expect((await t.call('GET', path, { query: { orgId: id } })).status).toBe(401);
    }
  });
});
