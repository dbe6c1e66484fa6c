import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { invite, organization, person, placesOf, tenantWithAdmin } from '../organizations/organizations.test-support';

/** Section 3's `userOrganizations` on User/Create and User/Update: administrators linking people to organisations. */

const api = '/api/services/app/User';
let t: TestApp;
let tenant: Awaited<ReturnType<typeof tenantWithAdmin>>;
let other: Awaited<ReturnType<typeof tenantWithAdmin>>;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await tenantWithAdmin(t);
  other = await tenantWithAdmin(t);
});
afterAll(() => t.close());

const newUser = (fields: Record<string, unknown> = {}) => ({
  userName: `tengdur${++n}`,
  name: 'Tengdur',
  surname: 'Notandason',
  emailAddress: `tengdur${n}@example.com`,
  password: 'Lykilord-Sterkt-1',
  userTypeId: 4,
  ...fields,
});

async function get(id: number, token = tenant.admin) {
  return (await t.call('GET', `${api}/Get`, { token, query: { Id: id } })).body.result;
}

describe('User/Create and User/Update with userOrganizations', () => {
  it('creates a user with approved places, which Get and the reply show; a contact role asked twice is main', async () => {
    const first = await organization(t, tenant.admin, await person(t, tenant.tenantId), { name: 'Fyrsta ehf.' });
    const second = await organization(t, tenant.admin, await person(t, tenant.tenantId), { name: 'Annað ehf.' });
    const res = await t.call('POST', `${api}/Create`, {
      token: tenant.admin,
      body: newUser({
        userOrganizations: [
          { organizationId: first, organizationRoleId: 1 },
          { organizationId: second, organizationRoleId: 2 },
          { organizationId: second, organizationRoleId: 4 },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const places = res.body.result.userOrganizations.map((l: Record<string, unknown>) => [
      l.organizationId,
      l.organizationName,
      l.organizationRoleId,
      l.recruitmentStatusId,
    ]);
    expect(places).toEqual([
      [first, 'Fyrsta ehf.', 1, 2],
      [second, 'Annað ehf.', 4, 2],
    ]);
    expect((await get(res.body.result.id)).userOrganizations).toEqual(res.body.result.userOrganizations);
  });

  it('sets the whole list on Update: adds, changes a role, removes; a place it adds answers a waiting request', async () => {
    const flyer = await person(t, tenant.tenantId);
    const owner = await person(t, tenant.tenantId);
    const a = await organization(t, tenant.admin, owner);
    const b = await organization(t, tenant.admin, owner);
    const c = await organization(t, tenant.admin, owner);
    await invite(t, owner.token, a, flyer);
    const record = await get(flyer.id);
    const update = (userOrganizations: { organizationId: number; organizationRoleId: number }[]) =>
      t.call('PUT', `${api}/Update`, { token: tenant.admin, body: { ...record, userOrganizations } });

    const first = await update([
      { organizationId: a, organizationRoleId: 1 },
      { organizationId: b, organizationRoleId: 2 },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(
      first.body.result.userOrganizations.map((l: { organizationId: number; recruitmentStatusId: number }) => [
        l.organizationId,
        l.recruitmentStatusId,
      ]),
    ).toEqual([
      [a, 2],
      [b, 2],
    ]);
    expect(await t.database.pool.query('select 1 from organization_invitations where user_id = $1', [flyer.id])).toMatchObject({
      rowCount: 0,
    });
    const second = await update([
      { organizationId: b, organizationRoleId: 4 },
      { organizationId: c, organizationRoleId: 1 },
    ]);
    expect(
      second.body.result.userOrganizations.map((l: { organizationId: number; organizationRoleId: number }) => [
        l.organizationId,
        l.organizationRoleId,
      ]),
    ).toEqual([
      [b, 4],
      [c, 1],
    ]);
    expect((await placesOf(t, a)).map((p) => p.userId)).toEqual([owner.id]);
    // Left out, the places stay as they are.
    const { userOrganizations: _left, ...withoutList } = record;
    const untouched = await t.call('PUT', `${api}/Update`, { token: tenant.admin, body: { ...withoutList, name: 'Annar' } });
    expect(untouched.body.result.userOrganizations).toHaveLength(2);
  });

  it('answers 404 for an organisation that is not a live one of the tenant, and 400 for a role that is none', async () => {
    const foreign = await organization(t, other.admin, await person(t, other.tenantId));
    const created = await t.call('POST', `${api}/Create`, {
      token: tenant.admin,
      body: newUser({ userOrganizations: [{ organizationId: foreign, organizationRoleId: 1 }] }),
    });
    expect(created.status).toBe(404);
    const bad = await t.call('POST', `${api}/Create`, {
      token: tenant.admin,
      body: newUser({ userOrganizations: [{ organizationId: foreign, organizationRoleId: 3 }] }),
    });
    expect(bad.status).toBe(400);
  });

  it('needs Pages.Organizations to change a person’s places, but not to send them back unchanged', async () => {
    const usersAdmin = await t.userWith([Permission.Users, Permission.Pilot], { tenantId: tenant.tenantId });
    const owner = await person(t, tenant.tenantId);
    const id = await organization(t, tenant.admin, owner);
    const flyer = await person(t, tenant.tenantId);
    const record = await get(flyer.id, usersAdmin.token);
    const linked = await t.call('PUT', `${api}/Update`, {
      token: usersAdmin.token,
      body: { ...record, userOrganizations: [{ organizationId: id, organizationRoleId: 1 }] },
    });
    expect(linked.status).toBe(403);
    expect(await placesOf(t, id)).toEqual([expect.objectContaining({ userId: owner.id })]);
    const plain = await t.call('PUT', `${api}/Update`, { token: usersAdmin.token, body: { ...record, surname: 'Breyttur' } });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const created = await t.call('POST', `${api}/Create`, {
      token: usersAdmin.token,
      body: newUser({ userOrganizations: [{ organizationId: id, organizationRoleId: 2 }] }),
    });
    expect(created.status).toBe(403);
  });
});
