import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  acceptRequest,
  askContact,
  expectForbidden,
  noticesOf,
  orgApi,
  organizationWorld,
  person,
  placesOf,
  userOrgApi,
  type OrganizationWorld,
} from './organizations.test-support';

/**
 * Decision 0022, as the independent test found it broken: a contact person of any organisation
 * named the host's administrator (or anyone) in CreateContactPerson, read their name and e-mail
 * address in the reply, and tied them to the organisation; an unknown name answered a 404 of its own.
 */

let t: TestApp;
let w: OrganizationWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await organizationWorld(t);
});
afterAll(() => t.close());

const createContact = (token: string, body: Record<string, unknown>) => t.call('POST', `${orgApi}/CreateContactPerson`, { token, body });
const requestsOf = (token: string | undefined, organizationId: unknown) =>
  t.call('GET', `${orgApi}/GetInvitationsByOrganizationId`, { token, query: { organizationId } as never });
const withdraw = (token: string | undefined, id: unknown) =>
  t.call('DELETE', `${orgApi}/DeleteInvitation`, { token, query: { id } as never });

describe('Nobody is tied to an organisation without their consent', () => {
  it('ties nobody, and shows nobody, when a contact person names the host’s administrator', async () => {
    const res = await createContact(w.contact.token, { organizationId: w.orgId, userName: 'admin' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body.result)).not.toMatch(/admin@|"userId"|"name"|"surname"/);
    const host = await t.database.pool.query(`select id from users where tenant_id is null and user_name = 'admin'`);
    const places = await placesOf(t, w.orgId);
    expect(places.some((p) => p.userId === host.rows[0].id)).toBe(false);
    // The host's administrator belongs to no tenant: the request reached nobody in this one.
    const request = await t.database.pool.query('select user_id from organization_invitations where id = $1', [res.body.result.id]);
    expect(request.rows).toEqual([{ user_id: null }]);
  });

  it('lists each waiting request as it was typed, to the organisation’s contact persons and administrators only', async () => {
    const asked = await person(t, w.tenant.tenantId);
    await askContact(t, w.main.token, w.orgId, asked);
    for (const token of [w.main.token, w.contact.token, w.tenant.admin]) {
      const res = await requestsOf(token, w.orgId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.items).toContainEqual(expect.objectContaining({ invitedAs: asked.emailAddress, organizationRoleId: 2 }));
      expect(JSON.stringify(res.body.result)).not.toContain(asked.fullName);
    }
    expectForbidden(await requestsOf(w.pilot.token, w.orgId));
    expectForbidden(await requestsOf(w.stranger.token, w.orgId));
    expect((await requestsOf(w.other.admin, w.orgId)).status).toBe(404);
    expect((await requestsOf(undefined, w.orgId)).status).toBe(401);
  });

  it('tells the person a request reached by e-mail, on their own pages, and nobody for a name that reaches no one', async () => {
    const asked = await person(t, w.tenant.tenantId);
    await askContact(t, w.main.token, w.orgId, asked, 4);
    const mails = async (template: string) =>
      (await t.database.pool.query('select user_id, to_address, subject from mail_outbox where template = $1 order by id', [template]))
        .rows;
    const sent = await mails('organizationRequest');
    expect(sent.filter((m) => m.user_id === asked.id)).toEqual([
      { user_id: asked.id, to_address: asked.emailAddress, subject: expect.stringMatching(/biður þig að vera aðaltengiliður$/) },
    ]);
    await createContact(w.main.token, { organizationId: w.orgId, emailAddress: 'enginn-annar@example.com' });
    expect(await mails('organizationRequest')).toHaveLength(sent.length);
  });

  it('lets the person decline: no place, and the organisation is told of it only as it typed them', async () => {
    const asked = await person(t, w.tenant.tenantId, { name: 'Hafdís', surname: 'Neitardóttir' });
    const id = await askContact(t, w.main.token, w.orgId, asked);
    const own = await t.call('GET', `${userOrgApi}/GetInvitationsOfCurrentUser`, { token: asked.token });
    expect(own.body.result.items).toMatchObject([{ id, organizationId: w.orgId, organizationRoleId: 2 }]);
    const res = await t.call('POST', `${userOrgApi}/DeclineInvitation`, { token: asked.token, body: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await placesOf(t, w.orgId)).some((p) => p.userId === asked.id)).toBe(false);
    expect(JSON.stringify(await noticesOf(t, w.main.id))).not.toContain('Neitardóttir');
    expect((await t.call('GET', `${userOrgApi}/GetInvitationsOfCurrentUser`, { token: asked.token })).body.result.items).toEqual([]);
  });

  it('lets a contact person withdraw a request, one for a main contact person only a main one, and nobody else', async () => {
    const asked = await person(t, w.tenant.tenantId);
    const ordinary = await askContact(t, w.main.token, w.orgId, asked);
    const main = await askContact(t, w.main.token, w.orgId, asked, 4);
    // Named by its id, a request the caller may not touch is one that does not exist for them.
    expect((await withdraw(w.contact.token, main)).status).toBe(404);
    for (const token of [w.pilot.token, w.stranger.token]) expect((await withdraw(token, ordinary)).status).toBe(404);
    expect((await withdraw(w.other.admin, ordinary)).status).toBe(404);
    expect((await withdraw(w.contact.token, ordinary)).status).toBe(200);
    expect((await withdraw(w.main.token, main)).status).toBe(200);
    expect((await withdraw(w.main.token, main)).status).toBe(404);
    expect((await t.call('POST', `${orgApi}/UpdateAcceptPilotRecruitment`, { token: asked.token, body: { id: main } })).status).toBe(404);
    expect((await withdraw(undefined, ordinary)).status).toBe(401);
  });

  it('makes the place when the person accepts, with their name shown from then on', async () => {
    const asked = await person(t, w.tenant.tenantId, { name: 'Jórunn', surname: 'Játardóttir' });
    const id = await askContact(t, w.main.token, w.orgId, asked);
    await acceptRequest(t, asked, id);
    const contacts = await t.call('GET', `${orgApi}/GetContactPersonFromOrganizationId`, { token: w.main.token, query: { Id: w.orgId } });
    expect(contacts.body.result.items).toContainEqual(expect.objectContaining({ userId: asked.id, fullName: 'Jórunn Játardóttir' }));
  });
});
