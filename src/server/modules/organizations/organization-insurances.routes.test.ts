import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addContact,
  approvedPilot,
  expectForbidden,
  orgApi,
  organization,
  person,
  tenantWithAdmin,
  type Person,
} from './organizations.test-support';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof tenantWithAdmin>>;
let other: Awaited<ReturnType<typeof tenantWithAdmin>>;
let main: Person;
let contact: Person;
let pilot: Person;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await tenantWithAdmin(t);
  other = await tenantWithAdmin(t);
  main = await person(t, tenant.tenantId);
  contact = await person(t, tenant.tenantId);
  pilot = await person(t, tenant.tenantId);
});
afterAll(() => t.close());

interface Insurance {
  id: number;
  insurancePolicyNumber: string;
  isMain: boolean;
}

async function freshOrganization() {
  const id = await organization(t, tenant.admin, main);
  await addContact(t, main.token, id, contact);
  return id;
}

const create = (token: string | undefined, organizationId: number, policy: string, isMain?: boolean) =>
  t.call('POST', `${orgApi}/CreateOrganizationInsurance`, {
    token,
    body: { organizationId, insurancePolicyNumber: policy, insuranceCompanyName: 'Vörður', ...(isMain === undefined ? {} : { isMain }) },
  });
const update = (token: string | undefined, id: number, policy: string, isMain?: boolean) =>
  t.call('PUT', `${orgApi}/UpdateOrganizationInsurance`, {
    token,
    body: { id, insurancePolicyNumber: policy, insuranceCompanyName: 'Sjóvá', ...(isMain === undefined ? {} : { isMain }) },
  });
const remove = (token: string | undefined, id: number) =>
  t.call('DELETE', `${orgApi}/DeleteOrganizationInsurance`, { token, query: { Id: id } });

const mains = (list: Insurance[]) => list.filter((i) => i.isMain).map((i) => i.insurancePolicyNumber);

describe('Organization insurances', () => {
  it('keeps exactly one main: making one main takes main from the other, and the main stays main until another is', async () => {
    const id = await freshOrganization();
    const added = await create(contact.token, id, 'POL-2');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(mains(added.body.result.insurance)).toEqual(['TR-88421']);

    const third = await create(tenant.admin, id, 'POL-3', true);
    expect(mains(third.body.result.insurance)).toEqual(['POL-3']);
    const [first, second, pol3] = third.body.result.insurance as Insurance[];

    const made = await update(main.token, second!.id, 'POL-2b', true);
    expect(mains(made.body.result.insurance)).toEqual(['POL-2b']);
    // Sent without isMain (or with false), the main one keeps main: un-maining would leave none.
    const kept = await update(contact.token, second!.id, 'POL-2c');
    expect(mains(kept.body.result.insurance)).toEqual(['POL-2c']);
    const notMain = await update(contact.token, pol3!.id, 'POL-3b', false);
    expect(notMain.body.result.insurance.map((i: Insurance) => [i.insurancePolicyNumber, i.isMain])).toEqual([
      [first!.insurancePolicyNumber, false],
      ['POL-2c', true],
      ['POL-3b', false],
    ]);
  });

  it('never deletes the last insurance, and deleting the main one makes the oldest remaining main', async () => {
    const id = await freshOrganization();
    const two = (await create(contact.token, id, 'POL-B')).body.result.insurance as Insurance[];
    const three = (await create(contact.token, id, 'POL-C')).body.result.insurance as Insurance[];
    expect(three).toHaveLength(3);
    const deleted = await remove(contact.token, two[0]!.id);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.result.insurance.map((i: Insurance) => [i.insurancePolicyNumber, i.isMain])).toEqual([
      ['POL-B', true],
      ['POL-C', false],
    ]);
    expect((await remove(contact.token, three[2]!.id)).status).toBe(200);
    const last = await remove(contact.token, two[1]!.id);
    expect(last.status).toBe(400);
    expect(last.body.error!.message).toMatch(/síðustu tryggingu/);
  });

  it('keeps one main when two requests make different insurances main at the same moment', async () => {
    const id = await freshOrganization();
    for (let i = 0; i < 4; i++) await create(contact.token, id, `SAM-${i}`);
    const list = (await t.call('GET', `${orgApi}/Get`, { token: contact.token, query: { Id: id } })).body.result.insurance as Insurance[];
    const replies = await Promise.all(list.map((i) => update(contact.token, i.id, i.insurancePolicyNumber, true)));
    expect(replies.map((r) => r.status)).toEqual(list.map(() => 200));
    const after = (await t.call('GET', `${orgApi}/Get`, { token: contact.token, query: { Id: id } })).body.result.insurance;
    expect(mains(after)).toHaveLength(1);
  });

  it('answers 403 to its pilots and strangers, 404 for another organisation’s insurance or another tenant’s, 400 and 401', async () => {
    const id = await freshOrganization();
    await approvedPilot(t, contact.token, id, pilot);
    const insuranceId = (await t.call('GET', `${orgApi}/Get`, { token: contact.token, query: { Id: id } })).body.result.insurance[0].id;
    const stranger = await person(t, tenant.tenantId);
    const strangersOrg = await organization(t, tenant.admin, stranger);

    expectForbidden(await create(pilot.token, id, 'POL-X'));
    expectForbidden(await create(stranger.token, id, 'POL-X'));
    expect((await create(other.admin, id, 'POL-X')).status).toBe(404);
    expect((await create(contact.token, id, 'X')).status).toBe(400);
    expect((await create(undefined, id, 'POL-X')).status).toBe(401);

    // Named by its own id, another organisation's insurance answers as missing, not forbidden.
    for (const token of [pilot.token, stranger.token, other.admin]) {
      expect((await update(token, insuranceId, 'POL-Y', true)).status).toBe(404);
      expect((await remove(token, insuranceId)).status).toBe(404);
    }
    const strangersInsurance = (await t.call('GET', `${orgApi}/Get`, { token: stranger.token, query: { Id: strangersOrg } })).body.result
      .insurance[0].id;
    expect((await update(contact.token, strangersInsurance, 'POL-Y', true)).status).toBe(404);
    expect((await update(contact.token, insuranceId, 'Y')).status).toBe(400);
    expect((await update(undefined, insuranceId, 'POL-Y')).status).toBe(401);
    expect((await remove(contact.token, 0)).status).toBe(400);
    expect((await remove(undefined, insuranceId)).status).toBe(401);
    expect((await remove(tenant.admin, 2_000_000_000)).status).toBe(404);
  });
});
