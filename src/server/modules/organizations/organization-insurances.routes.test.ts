import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addContact,
  expectForbidden,
  getOrganization,
  orgApi,
  organization,
  organizationWorld,
  person,
  type OrganizationWorld,
} from './organizations.test-support';

let t: TestApp;
let w: OrganizationWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await organizationWorld(t);
});
afterAll(() => t.close());

interface Insurance {
  id: number;
  insurancePolicyNumber: string;
  isMain: boolean;
}

async function freshOrganization() {
  const id = await organization(t, w.tenant.admin, w.main);
  await addContact(t, w.main.token, id, w.contact);
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
    const added = await create(w.contact.token, id, 'POL-2');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(mains(added.body.result.insurance)).toEqual(['TR-88421']);

    const third = await create(w.tenant.admin, id, 'POL-3', true);
    expect(mains(third.body.result.insurance)).toEqual(['POL-3']);
    const [first, second, pol3] = third.body.result.insurance as Insurance[];

    const made = await update(w.main.token, second!.id, 'POL-2b', true);
    expect(mains(made.body.result.insurance)).toEqual(['POL-2b']);
    // Sent without isMain (or with false), the main one keeps main: un-maining would leave none.
    const kept = await update(w.contact.token, second!.id, 'POL-2c');
    expect(mains(kept.body.result.insurance)).toEqual(['POL-2c']);
    const notMain = await update(w.contact.token, pol3!.id, 'POL-3b', false);
    expect(notMain.body.result.insurance.map((i: Insurance) => [i.insurancePolicyNumber, i.isMain])).toEqual([
      [first!.insurancePolicyNumber, false],
      ['POL-2c', true],
      ['POL-3b', false],
    ]);
  });

  it('never deletes the last insurance, and deleting the main one makes the oldest remaining main', async () => {
    const id = await freshOrganization();
    const two = (await create(w.contact.token, id, 'POL-B')).body.result.insurance as Insurance[];
    const three = (await create(w.contact.token, id, 'POL-C')).body.result.insurance as Insurance[];
    expect(three).toHaveLength(3);
    const deleted = await remove(w.contact.token, two[0]!.id);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.result.insurance.map((i: Insurance) => [i.insurancePolicyNumber, i.isMain])).toEqual([
      ['POL-B', true],
      ['POL-C', false],
    ]);
    expect((await remove(w.contact.token, three[2]!.id)).status).toBe(200);
    const last = await remove(w.contact.token, two[1]!.id);
    expect(last.status).toBe(400);
    expect(last.body.error!.message).toMatch(/síðustu tryggingu/);
  });

  it('keeps one main when two requests make different insurances main at the same moment', async () => {
    const id = await freshOrganization();
    for (let i = 0; i < 4; i++) await create(w.contact.token, id, `SAM-${i}`);
    const list = (await getOrganization(t, w.contact.token, id)).insurance as Insurance[];
    const replies = await Promise.all(list.map((i) => update(w.contact.token, i.id, i.insurancePolicyNumber, true)));
    expect(replies.map((r) => r.status)).toEqual(list.map(() => 200));
    const after = (await getOrganization(t, w.contact.token, id)).insurance;
    expect(mains(after)).toHaveLength(1);
  });

  it('answers 403 to its pilots and strangers, 404 for another organisation’s insurance or another tenant’s, 400 and 401', async () => {
    const id = w.orgId;
    const insuranceId = (await getOrganization(t, w.contact.token, id)).insurance[0].id;
    const stranger = await person(t, w.tenant.tenantId);
    const strangersOrg = await organization(t, w.tenant.admin, stranger);

    expectForbidden(await create(w.pilot.token, id, 'POL-X'));
    expectForbidden(await create(stranger.token, id, 'POL-X'));
    expect((await create(w.other.admin, id, 'POL-X')).status).toBe(404);
    expect((await create(w.contact.token, id, 'X')).status).toBe(400);
    expect((await create(undefined, id, 'POL-X')).status).toBe(401);

    // Named by its own id, another organisation's insurance answers as missing, not forbidden.
    for (const token of [w.pilot.token, stranger.token, w.other.admin]) {
      expect((await update(token, insuranceId, 'POL-Y', true)).status).toBe(404);
      expect((await remove(token, insuranceId)).status).toBe(404);
    }
    const strangersInsurance = (await getOrganization(t, stranger.token, strangersOrg)).insurance[0].id;
    expect((await update(w.contact.token, strangersInsurance, 'POL-Y', true)).status).toBe(404);
    expect((await update(w.contact.token, insuranceId, 'Y')).status).toBe(400);
    expect((await update(undefined, insuranceId, 'POL-Y')).status).toBe(401);
    expect((await remove(w.contact.token, 0)).status).toBe(400);
    expect((await remove(undefined, insuranceId)).status).toBe(401);
    expect((await remove(w.tenant.admin, 2_000_000_000)).status).toBe(404);
  });
});
