import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  approvedPilot,
  certificate,
  expectForbidden,
  invite,
  orgApi,
  organizationWorld,
  person,
  type OrganizationWorld,
  type Person,
} from './organizations.test-support';

let t: TestApp;
let w: OrganizationWorld;
/** Renews first (A1A3 in one year); then the one whose earliest is in two years; one with only an expired one; one asked who has not answered. */
let soon: Person;
let later: Person;
let expired: Person;
let waiting: Person;

/** The day `years` whole years from today, as YYYY-MM-DD. */
const inYears = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  w = await organizationWorld(t, { members: [] });
  later = await person(t, w.tenant.tenantId, { name: 'Ari', surname: 'Seinnason' });
  soon = await person(t, w.tenant.tenantId, { name: 'Björk', surname: 'Fljótsdóttir' });
  expired = await person(t, w.tenant.tenantId, { name: 'Daði', surname: 'Útrunnason' });
  waiting = await person(t, w.tenant.tenantId, { name: 'Edda', surname: 'Biðdóttir' });
  for (const p of [later, soon, expired]) await approvedPilot(t, w.main.token, w.orgId, p);
  await invite(t, w.main.token, w.orgId, waiting);
  await certificate(t, w.tenant.tenantId, later.id, 1, inYears(2));
  await certificate(t, w.tenant.tenantId, later.id, 2, inYears(4));
  await certificate(t, w.tenant.tenantId, soon.id, 1, inYears(1));
  await certificate(t, w.tenant.tenantId, expired.id, 1, inYears(-1));
  await certificate(t, w.tenant.tenantId, waiting.id, 1, inYears(1));
});
afterAll(() => t.close());

const pilots = (token: string | undefined, query: Record<string, string | number>) =>
  t.call('GET', `${orgApi}/GetPilotByOrganizationId`, { token, query: { organizationId: w.orgId, ...query } });

describe('Organization/GetPilotByOrganizationId', () => {
  it('sorts by the earliest expiry of a valid certificate, those without one last, in either direction', async () => {
    const asc = await pilots(w.main.token, {});
    expect(asc.status, JSON.stringify(asc.body)).toBe(200);
    expect(asc.body.result.items.map((p: { userId: number; nextExpiry: string | null }) => [p.userId, p.nextExpiry])).toEqual([
      [soon.id, inYears(1)],
      [later.id, inYears(2)],
      [expired.id, null],
    ]);
    const desc = await pilots(w.tenant.admin, { sortDirection: 'Desc' });
    expect(desc.body.result.items.map((p: { userId: number }) => p.userId)).toEqual([later.id, soon.id, expired.id]);
  });

  it('shows approved pilots’ certificates, and nothing of a pilot who has not accepted (decision 0022)', async () => {
    const items = (await pilots(w.main.token, {})).body.result.items;
    const byUser = (id: number) => items.find((p: { userId: number }) => p.userId === id);
    expect(byUser(later.id)).toMatchObject({
      fullName: 'Ari Seinnason',
      emailAddress: later.emailAddress,
      pilotId: later.pilotId,
      recruitmentStatusId: 2,
      certificates: [
        expect.objectContaining({ certificateId: 1, expiredDate: inYears(2), isValid: true }),
        expect.objectContaining({ certificateId: 2, expiredDate: inYears(4), isValid: true }),
      ],
    });
    expect(byUser(expired.id).certificates).toEqual([expect.objectContaining({ expiredDate: inYears(-1), isValid: false })]);
    expect(byUser(waiting.id)).toBeUndefined();
  });

  it('searches by name, e-mail address or ID number', async () => {
    const ids = async (keyword: string) =>
      (await pilots(w.main.token, { keyword })).body.result.items.map((p: { userId: number }) => p.userId);
    expect(await ids('björk')).toEqual([soon.id]);
    expect(await ids(later.emailAddress)).toEqual([later.id]);
    expect(await ids(expired.idNumber)).toEqual([expired.id]);
    expect(await ids('%')).toEqual([]);
  });

  it('answers 403 to its pilots and strangers, 404 for another tenant’s, 400 and 401', async () => {
    expectForbidden(await pilots(soon.token, {}));
    expectForbidden(await pilots((await person(t, w.tenant.tenantId)).token, {}));
    expect((await pilots(w.other.admin, {})).status).toBe(404);
    expect((await pilots(w.main.token, { sortDirection: 'sideways' })).status).toBe(400);
    expect((await pilots(undefined, {})).status).toBe(401);
  });
});

describe('Organization/GetPilotsExaminationByOrganizationId', () => {
  it('gives each approved pilot a record per certificate type, passed while a certificate of it is valid', async () => {
    const res = await t.call('GET', `${orgApi}/GetPilotsExaminationByOrganizationId`, { token: w.main.token, query: { orgId: w.orgId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.result.items.map((r: Record<string, unknown>) => [r.userId, r.certificateId, r.passedExamination, r.expiredDate]);
    expect(rows).toEqual([
      [later.id, 1, true, inYears(2)],
      [later.id, 2, true, inYears(4)],
      [soon.id, 1, true, inYears(1)],
      [soon.id, 2, false, null],
      [expired.id, 1, false, inYears(-1)],
      [expired.id, 2, false, null],
    ]);
  });

  it('answers 403 to its pilots and strangers, 404 for another tenant’s, 400 and 401', async () => {
    const path = `${orgApi}/GetPilotsExaminationByOrganizationId`;
    expectForbidden(await t.call('GET', path, { token: later.token, query: { orgId: w.orgId } }));
    expect((await t.call('GET', path, { token: w.other.admin, query: { orgId: w.orgId } })).status).toBe(404);
    expect((await t.call('GET', path, { token: w.main.token, query: { orgId: 'x' } })).status).toBe(400);
    expect((await t.call('GET', path, { query: { orgId: w.orgId } })).status).toBe(401);
  });
});
