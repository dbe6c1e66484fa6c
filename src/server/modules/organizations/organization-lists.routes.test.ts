import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '../../../shared/permissions';
import { composeOperatorNumber } from '../../../shared/operator-number';
import { organizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { changePilotRecord } from '../pilots';
import {
  addContact,
  approvedPilot,
  askToJoin,
  expectForbidden,
  getOrganization,
  invite,
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
  w = await organizationWorld(t, {
    names: { main: { name: 'Sigríður', surname: 'Aðaldóttir' } },
    fields: { name: 'Hvítá drónar ehf.', email: 'hvita@example.com' },
    members: [],
  });
});
afterAll(() => t.close());

const page = (token: string | undefined, query: Record<string, string | number> = {}) =>
  t.call('GET', `${orgApi}/GetPaggedList`, { token, query });

describe('Organization/GetPaggedList', () => {
  it('counts approved pilots and contact persons and names the main contact person', async () => {
    await addContact(t, w.main.token, w.orgId, await person(t, w.tenant.tenantId));
    await approvedPilot(t, w.main.token, w.orgId, await person(t, w.tenant.tenantId));
    await approvedPilot(t, w.main.token, w.orgId, await person(t, w.tenant.tenantId));
    await invite(t, w.main.token, w.orgId, await person(t, w.tenant.tenantId));
    const res = await page(w.tenant.admin, { keyword: 'hvítá' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({
      totalCount: 1,
      items: [
        expect.objectContaining({
          id: w.orgId,
          name: 'Hvítá drónar ehf.',
          pilotCount: 2,
          contactPersonCount: 2,
          mainContactName: 'Sigríður Aðaldóttir',
          userTypeId: 1,
        }),
      ],
    });
  });

  it('searches name, number and e-mail, filters by type, pages, and shows only the tenant’s live organisations', async () => {
    const second = await organization(t, w.tenant.admin, w.main, { name: 'Annar aðili hf.' });
    const third = await organization(t, w.tenant.admin, w.main, { name: 'Þriðji aðili hf.' });
    await t.database.db.update(organizations).set({ userTypeId: 2 }).where(eq(organizations.id, third));
    const number = (await getOrganization(t, w.tenant.admin, second)).organizationNumber;
    const ids = async (query: Record<string, string | number>) =>
      (await page(w.tenant.admin, query)).body.result.items.map((o: { id: number }) => o.id);
    expect(await ids({ keyword: number })).toEqual([second]);
    expect(await ids({ keyword: 'hvita@' })).toEqual([w.orgId]);
    expect(await ids({ userTypeId: 2 })).toEqual([third]);
    expect(await ids({ maxResultCount: 2 })).toEqual([second, w.orgId]);
    expect(await ids({ maxResultCount: 2, skipCount: 2 })).toEqual([third]);
    expect(await ids({ sorting: 'name desc', maxResultCount: 1 })).toEqual([third]);
    expect((await page(w.tenant.admin, { maxResultCount: 1 })).body.result.totalCount).toBe(3);
    expect((await page(w.other.admin)).body.result).toEqual({ items: [], totalCount: 0 });
    await t.call('DELETE', `${orgApi}/Delete`, { token: w.tenant.admin, query: { Id: third } });
    expect(await ids({})).toEqual([second, w.orgId]);
  });

  it('answers 403 to anyone without Pages.Organizations, 400 and 401', async () => {
    expectForbidden(await page(w.main.token));
    expect((await page(w.tenant.admin, { userTypeId: 3 })).status).toBe(400);
    expect((await page(undefined)).status).toBe(401);
  });
});

describe('Organization/GetPaggedList deep pages', () => {
  it('gives every page of each filter and order as the same slice of the whole list, read forward or from the end', async () => {
    const tenantId = (await t.tenant()).id;
    const admin = (await t.userWith([Permission.Organizations], { tenantId })).token;
    // Ties in the name and in the creation time, accents the collation orders, types and a deleted one.
    const names = [
      'Ás ehf.',
      'As ehf.',
      'Bára ehf.',
      'Ás ehf.',
      'Örn ehf.',
      'Dróni ehf.',
      'Bára ehf.',
      'Æsa ehf.',
      'Ás ehf.',
      'Ýr ehf.',
      'Cé ehf.',
    ];
    const at = new Date('2026-01-02T03:04:05Z');
    await t.database.db.insert(organizations).values(
      names.map((name, i) => ({
        tenantId,
        userTypeId: 1 + (i % 2),
        name,
        organizationNumber: String(5_500_000_000 + i),
        address: 'Gata 1',
        postCode: '101',
        email: `drone${i % 4}@example.com`,
        phoneNumber: '5551234',
        isDeleted: i === 6,
        creationTime: new Date(at.getTime() + (i % 3) * 60_000),
      })),
    );
    const ids = async (query: Record<string, string | number>) => {
      const res = await page(admin, query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: res.body.result.items.map((o: { id: number }) => o.id) as number[], total: res.body.result.totalCount as number };
    };
    const filters: Record<string, string | number>[] = [
      {},
      { userTypeId: 2 },
      { keyword: 'ás' },
      { sorting: 'name desc' },
      { sorting: 'creationTime desc' },
      { sorting: 'email asc' },
    ];
    for (const filter of filters) {
      const whole = await ids({ ...filter, maxResultCount: 100 });
      expect(whole.ids.length, JSON.stringify(filter)).toBe(whole.total);
      expect(whole.total).toBeGreaterThan(2);
      for (const take of [1, 3])
        for (let skip = 0; skip <= whole.total; skip += 1)
          expect(
            (await ids({ ...filter, skipCount: skip, maxResultCount: take })).ids,
            `${JSON.stringify(filter)} skip ${skip} take ${take}`,
          ).toEqual(whole.ids.slice(skip, skip + take));
    }
    // The whole list itself in the order asked for: names in Icelandic order, ties by id.
    const byName = await t.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.isDeleted, false)))
      .orderBy(sql`${organizations.name} collate "is-IS-x-icu"`, organizations.id);
    expect((await ids({ maxResultCount: 100 })).ids).toEqual(byName.map((row) => row.id));
  });
});

describe('Organization/GetDroneOperatorPagedList', () => {
  it('lists organisations with an operating number and pilots with an operator number, the public part only', async () => {
    const tenantId = (await t.tenant()).id;
    const admin = (await t.userWith(Object.values(Permission), { tenantId })).token;
    const owner = await person(t, tenantId, { name: 'Óli', surname: 'Rekstrarson' });
    const withNumber = await organization(t, admin, owner, { name: 'Flugrekstur ehf.' });
    await organization(t, admin, owner, { name: 'Númerslaust ehf.' });
    await t.database.db
      .update(organizations)
      .set({ operatingNumber: 'ISLORG-0001', operatingNumberExpiry: new Date(Date.now() - 86_400_000) })
      .where(eq(organizations.id, withNumber));
    const valid = await person(t, tenantId, { name: 'Gildur', surname: 'Flugmaður' });
    const number = composeOperatorNumber('abcdefghijkl', 'xyz');
    await changePilotRecord(
      t.database.db,
      valid.pilotId,
      { operatorRegistrationNumber: number.full, operatorRegistrationNumberExpiry: new Date(Date.now() + 86_400_000 * 365) },
      new Date(),
    );
    await person(t, tenantId);

    const list = async (query: Record<string, string> = {}) => {
      const res = await t.call('GET', `${orgApi}/GetDroneOperatorPagedList`, { token: admin, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result;
    };
    const all = await list();
    expect(all.totalCount).toBe(2);
    expect(all.items).toEqual([
      expect.objectContaining({
        kind: 'organization',
        id: withNumber,
        name: 'Flugrekstur ehf.',
        operatorRegistrationNumber: 'ISLORG-0001',
        isValid: false,
      }),
      expect.objectContaining({
        kind: 'pilot',
        id: valid.pilotId,
        name: 'Gildur Flugmaður',
        idNumber: valid.idNumber,
        operatorRegistrationNumber: number.publicPart,
        isValid: true,
      }),
    ]);
    expect(JSON.stringify(all)).not.toContain(number.full);
    expect((await list({ kind: 'pilot' })).items.map((o: { id: number }) => o.id)).toEqual([valid.pilotId]);
    expect((await list({ validity: 'expired' })).items.map((o: { id: number }) => o.id)).toEqual([withNumber]);
    expect((await list({ validity: 'valid' })).items.map((o: { id: number }) => o.id)).toEqual([valid.pilotId]);
    expect((await list({ keyword: number.publicPart.slice(3, 9) })).totalCount).toBe(1);
    expect((await list({ keyword: number.secret })).totalCount).toBe(0);
  });

  it('gives every page of each filter as the same slice of the whole list, read forward or from the end', async () => {
    const tenantId = (await t.tenant()).id;
    const admin = (await t.userWith(Object.values(Permission), { tenantId })).token;
    const day = 86_400_000;
    // Organisations and pilots whose names interleave and tie across the two kinds (an organisation
    // "Ás Bára" beside a pilot Ás Bára), accents the collation orders, expired and valid numbers,
    // a deleted organisation and a pilot without a number.
    const organizationNames = ['Ás Bára', 'Örn ehf.', 'As ehf.', 'Bára ehf.', 'Ás Bára', 'Ýr ehf.', 'Cé ehf.'];
    await t.database.db.insert(organizations).values(
      organizationNames.map((name, i) => ({
        tenantId,
        userTypeId: 1,
        name,
        organizationNumber: String(5_600_000_000 + i),
        address: 'Gata 1',
        postCode: '101',
        email: `operator${i}@example.com`,
        phoneNumber: '5551234',
        operatingNumber: `ISLDEEP${String(i).padStart(5, '0')}`,
        operatingNumberExpiry: new Date(Date.now() + (i % 2 ? -day : day)),
        isDeleted: i === 3,
      })),
    );
    const pilotNames = [
      { name: 'Ás', surname: 'Bára' },
      { name: 'Æsa', surname: 'Dóttir' },
      { name: 'Bára', surname: 'Ás' },
      { name: 'As', surname: 'Son' },
      { name: 'Ás', surname: 'Bára' },
      { name: 'Dóri', surname: 'Nolausi' },
    ];
    for (const [i, names] of pilotNames.entries()) {
      const pilot = await person(t, tenantId, names);
      if (names.surname === 'Nolausi') continue;
      const number = composeOperatorNumber(`deeppage${String(i).padStart(4, '0')}`, 'xyz');
      await changePilotRecord(
        t.database.db,
        pilot.pilotId,
        { operatorRegistrationNumber: number.full, operatorRegistrationNumberExpiry: new Date(Date.now() + (i % 2 ? day : -day)) },
        new Date(),
      );
    }
    const keysOf = async (query: Record<string, string | number>) => {
      const res = await t.call('GET', `${orgApi}/GetDroneOperatorPagedList`, { token: admin, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const items = res.body.result.items as { kind: string; id: number; name: string }[];
      return { keys: items.map((o) => `${o.kind}:${o.id}:${o.name}`), total: res.body.result.totalCount as number };
    };
    const filters: Record<string, string | number>[] = [
      {},
      { kind: 'pilot' },
      { kind: 'organization' },
      { validity: 'valid' },
      { keyword: 'bár' },
    ];
    for (const filter of filters) {
      const whole = await keysOf({ ...filter, maxResultCount: 100 });
      expect(whole.keys.length, JSON.stringify(filter)).toBe(whole.total);
      expect(whole.total, JSON.stringify(filter)).toBeGreaterThan(2);
      for (const take of [1, 3])
        for (let skip = 0; skip <= whole.total; skip += 1)
          expect(
            (await keysOf({ ...filter, skipCount: skip, maxResultCount: take })).keys,
            `${JSON.stringify(filter)} skip ${skip} take ${take}`,
          ).toEqual(whole.keys.slice(skip, skip + take));
    }
    // The whole list itself: names in Icelandic order, an organisation before a pilot of the same name, ties by id.
    const { rows } = await t.database.db.execute<{ key: string }>(sql`
      select kind || ':' || id || ':' || name as key from (
        select 'organization' as kind, id, name from organizations
         where tenant_id = ${tenantId} and not is_deleted and operating_number <> ''
        union all
        select 'pilot', p.id, u.name || ' ' || u.surname from pilots p join users u on u.id = p.user_id
         where p.tenant_id = ${tenantId} and not p.is_deleted and not u.is_deleted and p.operator_registration_number is not null
      ) o order by name collate "is-IS-x-icu", kind, id`);
    const whole = await keysOf({ maxResultCount: 100 });
    expect(whole.keys).toEqual(rows.map((row) => row.key));
    expect(whole.total).toBe(11);
  });

  it('answers 403 without Pages.DroneOperator or Pages.DroneRegister, 400 and 401', async () => {
    const path = `${orgApi}/GetDroneOperatorPagedList`;
    const organizationsOnly = await t.userWith([Permission.Organizations], { tenantId: w.tenant.tenantId });
    expectForbidden(await t.call('GET', path, { token: organizationsOnly.token }));
    // The register's readers read it, and nothing else of the operators.
    const reader = await t.userWith([Permission.DroneRegister], { tenantId: w.tenant.tenantId });
    expect((await t.call('GET', path, { token: reader.token })).status).toBe(200);
    expectForbidden(await t.call('GET', `${orgApi}/GetPaggedList`, { token: reader.token }));
    expect((await t.call('GET', path, { token: w.tenant.admin, query: { kind: 'drone' } })).status).toBe(400);
    expect((await t.call('GET', path, {})).status).toBe(401);
  });
});

describe('Organization/GetListOrganizationByCurrentUser and GetListOrganizationByPilotId', () => {
  it('give a person’s places in three lists, with names and recruitment states', async () => {
    const flyer = await person(t, w.tenant.tenantId);
    const first = await organization(t, w.tenant.admin, w.main, { name: 'Fyrsta ehf.' });
    const second = await organization(t, w.tenant.admin, flyer, { name: 'Annað ehf.' });
    const third = await organization(t, w.tenant.admin, w.main, { name: 'Þriðja ehf.' });
    await approvedPilot(t, w.main.token, first, flyer);
    await askToJoin(t, flyer, third);
    // An offer the flyer has not answered is no place of theirs.
    const fourth = await organization(t, w.tenant.admin, w.main, { name: 'Fjórða ehf.' });
    await invite(t, w.main.token, fourth, flyer);
    await addContact(t, w.main.token, third, flyer);
    const expected = {
      pilotOrganizations: [
        expect.objectContaining({ organizationId: first, organizationName: 'Fyrsta ehf.', organizationRoleId: 1, recruitmentStatusId: 2 }),
        expect.objectContaining({ organizationId: third, organizationRoleId: 1, recruitmentStatusId: 1 }),
      ],
      contactPersonOrganizations: [expect.objectContaining({ organizationId: third, organizationRoleId: 2 })],
      mainContactPersonOrganizations: [
        expect.objectContaining({ organizationId: second, organizationName: 'Annað ehf.', organizationRoleId: 4 }),
      ],
    };
    const own = await t.call('GET', `${orgApi}/GetListOrganizationByCurrentUser`, { token: flyer.token });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    // The three lists stay as ABP clients read them; the organisations with their abilities come beside them.
    const { organizations: ownOrganizations, ...ownLists } = own.body.result;
    expect(ownLists).toEqual(expected);
    // In the order the flyer took a place in each: main contact person of the second on its registration.
    expect(ownOrganizations.map((o: { organizationId: number }) => o.organizationId)).toEqual([second, first, third]);
    const byPilot = await t.call('GET', `${orgApi}/GetListOrganizationByPilotId`, {
      token: w.tenant.admin,
      query: { pilotId: flyer.pilotId },
    });
    expect(byPilot.body.result).toEqual(expected);
    const pilotsAdmin = await t.userWith([Permission.Pilots], { tenantId: w.tenant.tenantId });
    expect(
      (await t.call('GET', `${orgApi}/GetListOrganizationByPilotId`, { token: pilotsAdmin.token, query: { pilotId: flyer.pilotId } }))
        .status,
    ).toBe(200);
  });

  it('answers 401 without a session; the pilot lookup 403 without either permission, 404 for another tenant’s pilot, 400', async () => {
    expect((await t.call('GET', `${orgApi}/GetListOrganizationByCurrentUser`, {})).status).toBe(401);
    const path = `${orgApi}/GetListOrganizationByPilotId`;
    expectForbidden(await t.call('GET', path, { token: w.main.token, query: { pilotId: w.main.pilotId } }));
    expect((await t.call('GET', path, { token: w.other.admin, query: { pilotId: w.main.pilotId } })).status).toBe(404);
    expect((await t.call('GET', path, { token: w.tenant.admin, query: { pilotId: 'x' } })).status).toBe(400);
    expect((await t.call('GET', path, { query: { pilotId: w.main.pilotId } })).status).toBe(401);
  });
});
