import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  approvedPilot,
  expectForbidden,
  getOrganization,
  invite,
  orgApi,
  organization,
  organizationDetails,
  organizationWorld,
  person,
  placesOf,
  type OrganizationWorld,
  type Person,
} from './organizations.test-support';

let t: TestApp;
let w: OrganizationWorld;
let foreignOrgId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await organizationWorld(t);
  foreignOrgId = await organization(t, w.other.admin, await person(t, w.other.tenantId));
});
afterAll(() => t.close());

const get = (token: string | undefined, id: number) => t.call('GET', `${orgApi}/Get`, { token, query: { Id: id } });

describe('Organization/Get', () => {
  it('shows the organisation to its approved pilots, contact persons and administrators', async () => {
    for (const token of [w.main.token, w.contact.token, w.pilot.token, w.tenant.admin]) {
      const res = await get(token, w.orgId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toMatchObject({ id: w.orgId, insurance: [expect.objectContaining({ isMain: true })] });
    }
  });

  it('answers 403 to someone of the tenant who does not belong, or only waits, and 404 for another tenant’s or a missing one', async () => {
    expectForbidden(await get(w.stranger.token, w.orgId));
    const waiting = await person(t, w.tenant.tenantId);
    await invite(t, w.contact.token, w.orgId, waiting);
    expectForbidden(await get(waiting.token, w.orgId));
    expect((await get(w.tenant.admin, foreignOrgId)).status).toBe(404);
    expect((await get(w.main.token, foreignOrgId)).status).toBe(404);
    expect((await get(w.tenant.admin, 2_000_000_000)).status).toBe(404);
    expect((await get(undefined, w.orgId)).status).toBe(401);
    expect((await get(w.main.token, 0)).status).toBe(400);
    const usersOnly = await t.userWith([Permission.Users], { tenantId: w.tenant.tenantId });
    expectForbidden(await get(usersOnly.token, w.orgId));
  });
});

describe('Organization/GetByNumber', () => {
  it('finds a live organisation of the tenant by number, for administrators only', async () => {
    const number = (await get(w.tenant.admin, w.orgId)).body.result.organizationNumber;
    const found = await t.call('GET', `${orgApi}/GetByNumber`, { token: w.tenant.admin, query: { number } });
    expect(found.body.result).toMatchObject({ id: w.orgId });
    const elsewhere = await t.call('GET', `${orgApi}/GetByNumber`, { token: w.other.admin, query: { number } });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.result).toBeNull();
    expect((await t.call('GET', `${orgApi}/GetByNumber`, { token: w.tenant.admin, query: { number: '12' } })).status).toBe(400);
    expect((await t.call('GET', `${orgApi}/GetByNumber`, { query: { number } })).status).toBe(401);
    expectForbidden(await t.call('GET', `${orgApi}/GetByNumber`, { token: w.main.token, query: { number } }));
  });
});

describe('Organization/Update', () => {
  const updateBody = async (fields: Record<string, unknown> = {}) => {
    const current = (await get(w.tenant.admin, w.orgId)).body.result;
    return {
      id: w.orgId,
      organizationNumber: current.organizationNumber,
      name: current.name,
      address: current.address,
      postCode: current.postCode,
      countryCode: current.countryCode,
      email: current.email,
      phoneNumber: current.phoneNumber,
      insurancePolicyNumber: 'NÝ-POLISA-1',
      insuranceCompanyName: 'Nýja tryggingafélagið',
      userTypeId: 2,
      operatingNumber: 'ISL-OP-12345',
      operatingNumberExpiry: '2031-04-30',
      ...fields,
    };
  };

  it('changes the details and the main insurance; the main contact person’s names follow contactPersonAdminInfo', async () => {
    const res = await t.call('PUT', `${orgApi}/Update`, {
      token: w.tenant.admin,
      body: await updateBody({ name: 'Endurnefnt ehf.', contactPersonAdminInfo: { emailAddress: 'adalmadur@example.com' } }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Endurnefnt ehf.',
      userTypeId: 2,
      operatingNumber: 'ISL-OP-12345',
      insurance: [{ insurancePolicyNumber: 'NÝ-POLISA-1', insuranceCompanyName: 'Nýja tryggingafélagið', isMain: true }],
    });
    expect(res.body.result.operatingNumberExpiry.slice(0, 10)).toBe('2031-04-30');
    const [account] = await t.database.db.select().from(users).where(eq(users.id, w.main.id));
    expect(account).toMatchObject({ emailAddress: 'adalmadur@example.com', userName: w.main.userName });
    w.main.emailAddress = 'adalmadur@example.com';

    const cleared = await t.call('PUT', `${orgApi}/Update`, { token: w.tenant.admin, body: await updateBody({ operatingNumber: null }) });
    expect(cleared.body.result.operatingNumber).toBeNull();
  });

  it('refuses a taken number or sign-in name by name (450), bad fields (400), and anyone but its administrators', async () => {
    const otherOrg = await organization(t, w.tenant.admin, await person(t, w.tenant.tenantId));
    const takenNumber = (await get(w.tenant.admin, otherOrg)).body.result.organizationNumber;
    const number = await t.call('PUT', `${orgApi}/Update`, {
      token: w.tenant.admin,
      body: await updateBody({ organizationNumber: takenNumber }),
      language: 'en',
    });
    expect(number.body.error).toMatchObject({
      code: 450,
      message: `An organisation with the number ${takenNumber} is already registered.`,
    });
    const name = await t.call('PUT', `${orgApi}/Update`, {
      token: w.tenant.admin,
      body: await updateBody({ contactPersonAdminInfo: { emailAddress: w.stranger.emailAddress } }),
      language: 'en',
    });
    expect(name.body.error).toMatchObject({ code: 450, message: `The e-mail address ${w.stranger.emailAddress} is already in use.` });
    expect((await t.call('PUT', `${orgApi}/Update`, { token: w.tenant.admin, body: await updateBody({ email: 'x' }) })).status).toBe(400);
    expect((await t.call('PUT', `${orgApi}/Update`, { body: await updateBody() })).status).toBe(401);
    expectForbidden(await t.call('PUT', `${orgApi}/Update`, { token: w.main.token, body: await updateBody() }));
    const foreign = await t.call('PUT', `${orgApi}/Update`, { token: w.other.admin, body: await updateBody() });
    expect(foreign.status).toBe(404);
  });

  it('does not let an administrator of organisations change the sign-in names of someone who holds more', async () => {
    const boss = await t.userWith([Permission.Pilot, Permission.Tenants], { tenantId: w.tenant.tenantId });
    const bossOrg = await organization(t, w.tenant.admin, { ...boss, emailAddress: `${boss.userName}@example.com` } as Person);
    const orgAdmin = await t.userWith([Permission.Organizations], { tenantId: w.tenant.tenantId });
    const current = (await get(w.tenant.admin, bossOrg)).body.result;
    const res = await t.call('PUT', `${orgApi}/Update`, {
      token: orgAdmin.token,
      body: {
        ...current,
        insurancePolicyNumber: 'P-1',
        insuranceCompanyName: 'Félag',
        contactPersonAdminInfo: { emailAddress: 'taka@example.com' },
      },
    });
    expectForbidden(res);
  });
});

describe('Organization/UpdateOrganizationRegister and UpdateAddress', () => {
  it('lets contact persons and administrators change the registered details and the address', async () => {
    for (const token of [w.contact.token, w.tenant.admin]) {
      const details = await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, {
        token,
        body: { id: w.orgId, name: 'Skráð nafn ehf.', email: 'skrifstofa@example.com', phoneNumber: '+354 555 0000' },
      });
      expect(details.status, JSON.stringify(details.body)).toBe(200);
      expect(details.body.result).toMatchObject({ name: 'Skráð nafn ehf.', email: 'skrifstofa@example.com' });
      const address = await t.call('PUT', `${orgApi}/UpdateAddress`, {
        token,
        body: { id: w.orgId, address: 'Laugavegur 1', postCode: '101', countryCode: 'is' },
      });
      expect(address.body.result).toMatchObject({ address: 'Laugavegur 1', countryCode: 'IS', country: 'Ísland' });
    }
  });

  it('names the country of its code in the reader’s language', async () => {
    const changed = await t.call('PUT', `${orgApi}/UpdateAddress`, {
      token: w.main.token,
      language: 'en',
      body: { id: w.orgId, address: 'Rue de Rivoli 1', postCode: '75001', countryCode: 'FR' },
    });
    expect(changed.body.result).toMatchObject({ countryCode: 'FR', country: 'France' });
    const read = async (language: 'is' | 'en') =>
      (await t.call('GET', `${orgApi}/Get`, { token: w.main.token, language, query: { Id: w.orgId } })).body.result;
    expect(await read('is')).toMatchObject({ countryCode: 'FR', country: 'Frakkland' });
    expect(await read('en')).toMatchObject({ countryCode: 'FR', country: 'France' });
  });

  it('keeps the name the company registry gave: a contact person changes the rest, not the name (decision 0023)', async () => {
    const main = await person(t, w.tenant.tenantId);
    const id = await organization(t, w.tenant.admin, main, { organizationNumber: '631208-1150', name: 'Jöklaskoðun sf.' });
    const registered = await getOrganization(t, main.token, id);
    expect(registered).toMatchObject({ name: 'Jöklaskoðun sf.', isManualRegistration: false });
    const body = { id, name: registered.name, email: 'jokull@example.com', phoneNumber: '+354 555 0001' };
    const kept = await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, { token: main.token, body });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.result).toMatchObject({ name: 'Jöklaskoðun sf.', email: 'jokull@example.com' });
    const renamed = await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, {
      token: main.token,
      body: { ...body, name: 'Annað nafn ehf.' },
      language: 'en',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error!.message).toBe(
      'The organisation’s name is the one the company registry gives, and only an administrator changes it.',
    );
    expect((await getOrganization(t, main.token, id)).name).toBe('Jöklaskoðun sf.');
  });

  it('answers 403 to its pilots and strangers, 404 for another tenant’s, 400 for bad fields and 401 without a session', async () => {
    const body = { id: w.orgId, name: 'Annað ehf.', email: 'a@example.com', phoneNumber: '+354 555 0000' };
    expectForbidden(await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, { token: w.pilot.token, body }));
    expectForbidden(await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, { token: w.stranger.token, body }));
    expect((await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, { token: w.other.admin, body })).status).toBe(404);
    expect(
      (await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, { token: w.main.token, body: { ...body, email: 'x' } })).status,
    ).toBe(400);
    expect((await t.call('PUT', `${orgApi}/UpdateOrganizationRegister`, { body })).status).toBe(401);
    const address = { id: w.orgId, address: 'Laugavegur 2', postCode: '101', countryCode: 'IS' };
    expectForbidden(await t.call('PUT', `${orgApi}/UpdateAddress`, { token: w.pilot.token, body: address }));
    expect((await t.call('PUT', `${orgApi}/UpdateAddress`, { token: w.other.admin, body: address })).status).toBe(404);
    expect((await t.call('PUT', `${orgApi}/UpdateAddress`, { token: w.main.token, body: { ...address, countryCode: 'ISL' } })).status).toBe(
      400,
    );
    expect((await t.call('PUT', `${orgApi}/UpdateAddress`, { body: address })).status).toBe(401);
  });
});

describe('Organization/RegisterOrganizationFromAdmin', () => {
  it('enters an organisation with an existing account as its main contact person', async () => {
    const newMain = await person(t, w.tenant.tenantId);
    const body = { ...organizationDetails(), userTypeId: 2, mainContactEmailAddress: newMain.emailAddress.toUpperCase() };
    const res = await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, { token: w.tenant.admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ name: body.name, userTypeId: 2, insurance: [expect.objectContaining({ isMain: true })] });
    expect(await placesOf(t, res.body.result.id)).toEqual([expect.objectContaining({ userId: newMain.id, role: 4, status: 2 })]);
  });

  it('answers 450 for a taken number, 404 for an account it does not know, 400, 401 and 403', async () => {
    const number = (await get(w.tenant.admin, w.orgId)).body.result.organizationNumber;
    const body = { ...organizationDetails({ organizationNumber: number }), userTypeId: 1, mainContactEmailAddress: w.main.emailAddress };
    const taken = await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, { token: w.tenant.admin, body, language: 'en' });
    expect(taken.body.error).toMatchObject({ code: 450, message: `An organisation with the number ${number} is already registered.` });
    const unknown = await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, {
      token: w.tenant.admin,
      body: { ...organizationDetails(), userTypeId: 1, mainContactEmailAddress: 'enginn@example.com' },
      language: 'en',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.message).toBe('No account with the e-mail address or user name enginn@example.com was found.');
    // Another tenant's account is no account here.
    const foreign = await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, {
      token: w.other.admin,
      body: { ...organizationDetails(), userTypeId: 1, mainContactEmailAddress: w.main.emailAddress },
    });
    expect(foreign.status).toBe(404);
    const bad = await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, {
      token: w.tenant.admin,
      body: { ...body, userTypeId: 3 },
    });
    expect(bad.status).toBe(400);
    expect((await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, { body })).status).toBe(401);
    expectForbidden(await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, { token: w.main.token, body }));
  });
});

describe('Organization/Delete', () => {
  it('deletes softly: the organisation answers 404 after, its people lose their places and its number is free', async () => {
    const owner = await person(t, w.tenant.tenantId);
    const id = await organization(t, w.tenant.admin, owner);
    const itsPilot = await person(t, w.tenant.tenantId);
    await approvedPilot(t, owner.token, id, itsPilot);
    const number = (await get(w.tenant.admin, id)).body.result.organizationNumber;

    expectForbidden(await t.call('DELETE', `${orgApi}/Delete`, { token: owner.token, query: { Id: id } }));
    expect((await t.call('DELETE', `${orgApi}/Delete`, { token: w.other.admin, query: { Id: id } })).status).toBe(404);
    expect((await t.call('DELETE', `${orgApi}/Delete`, { query: { Id: id } })).status).toBe(401);
    expect((await t.call('DELETE', `${orgApi}/Delete`, { token: w.tenant.admin, query: { Id: 'x' } })).status).toBe(400);

    const res = await t.call('DELETE', `${orgApi}/Delete`, { token: w.tenant.admin, query: { Id: id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await placesOf(t, id)).toEqual([]);
    expect((await get(w.tenant.admin, id)).status).toBe(404);
    expect((await get(owner.token, id)).status).toBe(404);
    const lists = await t.call('GET', `${orgApi}/GetListOrganizationByCurrentUser`, { token: itsPilot.token });
    expect(lists.body.result.pilotOrganizations).toEqual([]);
    const again = await t.call('POST', `${orgApi}/RegisterOrganizationFromAdmin`, {
      token: w.tenant.admin,
      body: { ...organizationDetails({ organizationNumber: number }), userTypeId: 1, mainContactEmailAddress: owner.emailAddress },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});
