import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addContact,
  mainContactsOf,
  orgApi,
  organizationWithPeople,
  person,
  placesOf,
  tenantWithAdmin,
  userOrgApi,
  type AdminTenant,
  type Person,
} from './organizations.test-support';

/**
 * Section 4: an organisation never loses its last main contact person, whichever way a place
 * changes: a role change, a removal, leaving, an administrator's user edit, a user's deletion.
 */

let t: TestApp;
let tenant: AdminTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await tenantWithAdmin(t);
});
afterAll(() => t.close());

/** An organisation whose only main contact person is `main`, with an ordinary contact person and a pilot. */
const world = () => organizationWithPeople(t, tenant);

function expectRefused(res: { status: number; body: any }) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toMatchObject({
    code: 449,
    message: 'An organisation must always have at least one main contact person. Make another contact person main first.',
  });
}

const userApi = '/api/services/app/User';
const english = { language: 'en' as const };

async function userRecord(id: number) {
  const res = await t.call('GET', `${userApi}/Get`, { token: tenant.admin, query: { Id: id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

describe('The last main contact person', () => {
  it('cannot be made an ordinary contact person or lose the role, by themselves or an administrator', async () => {
    const { orgId: id, main } = await world();
    for (const token of [main.token, tenant.admin]) {
      const body = { userId: main.id, organizationId: id };
      expectRefused(await t.call('POST', `${userOrgApi}/UpdateContactPersonRoleByUserID`, { token, body, ...english }));
      expectRefused(await t.call('POST', `${userOrgApi}/RemoveContactPersonRoleByUserID`, { token, body, ...english }));
    }
    expect(await mainContactsOf(t, id)).toEqual([main.id]);
  });

  it('cannot leave, though an ordinary contact person and a second main one can', async () => {
    const { orgId: id, main, contact } = await world();
    const leave = (who: Person) =>
      t.call('DELETE', `${userOrgApi}/RemoveCurrentUserFromOrganization`, { token: who.token, query: { organizationId: id }, ...english });
    expectRefused(await leave(main));
    expect((await leave(contact)).status).toBe(200);
    const second = await person(t, tenant.tenantId);
    await addContact(t, main.token, id, second, 4);
    expect((await leave(main)).status).toBe(200);
    expectRefused(await leave(second));
    expect(await mainContactsOf(t, id)).toEqual([second.id]);
  });

  it('is kept when an administrator edits the person’s organisations on User/Update', async () => {
    const { orgId: id, main } = await world();
    const before = await userRecord(main.id);
    expect(before.userOrganizations).toEqual([expect.objectContaining({ organizationId: id, organizationRoleId: 4 })]);
    const emptied = await t.call('PUT', `${userApi}/Update`, {
      token: tenant.admin,
      body: { ...before, userOrganizations: [] },
      ...english,
    });
    expectRefused(emptied);
    const demoted = await t.call('PUT', `${userApi}/Update`, {
      token: tenant.admin,
      body: { ...before, userOrganizations: [{ organizationId: id, organizationRoleId: 2 }] },
      ...english,
    });
    expectRefused(demoted);
    expect(await mainContactsOf(t, id)).toEqual([main.id]);
    // Sent back unchanged, the places stay and the edit goes through.
    const same = await t.call('PUT', `${userApi}/Update`, { token: tenant.admin, body: { ...before, name: 'Nýnefndur' } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it('cannot be deleted as a user, by User/Delete or with their pilot record; another can once there is a second', async () => {
    const { orgId: id, main } = await world();
    expectRefused(await t.call('DELETE', `${userApi}/Delete`, { token: tenant.admin, query: { Id: main.id }, ...english }));
    expectRefused(
      await t.call('DELETE', '/api/services/app/Pilot/DeletePilotAndUserFromPilotId', {
        token: tenant.admin,
        query: { pilotId: main.pilotId },
        ...english,
      }),
    );
    const second = await person(t, tenant.tenantId);
    await addContact(t, main.token, id, second, 4);
    expect((await t.call('DELETE', `${userApi}/Delete`, { token: tenant.admin, query: { Id: main.id } })).status).toBe(200);
    expect((await placesOf(t, id)).some((p) => p.userId === main.id)).toBe(false);
    expect(await mainContactsOf(t, id)).toEqual([second.id]);
  });

  it('stays when two main contact persons make each other ordinary at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const { orgId: id, main } = await world();
      const second = await person(t, tenant.tenantId);
      await addContact(t, main.token, id, second, 4);
      const [a, b] = await Promise.all([
        t.call('POST', `${userOrgApi}/UpdateContactPersonRoleByUserID`, {
          token: main.token,
          body: { userId: second.id, organizationId: id },
        }),
        t.call('POST', `${userOrgApi}/UpdateContactPersonRoleByUserID`, {
          token: second.token,
          body: { userId: main.id, organizationId: id },
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 403]);
      expect(await mainContactsOf(t, id)).toHaveLength(1);
    }
  });

  it('goes with the organisation when an administrator deletes it', async () => {
    const { orgId: id } = await world();
    expect((await t.call('DELETE', `${orgApi}/Delete`, { token: tenant.admin, query: { Id: id } })).status).toBe(200);
    expect(await placesOf(t, id)).toEqual([]);
  });
});
