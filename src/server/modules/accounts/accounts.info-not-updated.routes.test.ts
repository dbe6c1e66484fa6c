import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfoNotUpdated } from '../../../shared/contracts/accounts';
import { UserStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { settingDefinitions } from '../../../shared/settings';
import { createTestApp, type TestApp } from '../../test/harness';
import { soon } from '../../test/soon';

/**
 * Section 4's "info not updated" marker, as `Session/GetCurrentLoginInformations` answers it: what
 * the signed-in person's record lacks and where to mend it. The answer is kept in memory, so every
 * change below must reach it through the database's notification, on this portal at once and on
 * another within moments.
 */
const pilotApi = '/api/services/app/Pilot';
const requireSelfDeclaration = settingDefinitions.find((d) => d.name === 'RequireSelfDeclaration')!.id;
const requireMainAddress = settingDefinitions.find((d) => d.name === 'RequireMainAddress')!.id;

let t: TestApp;
let other: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.reopen();
  admin = await t.loginAsAdmin();
  await setSetting(requireMainAddress, 'true');
});
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await t?.close();
});

const infoNotUpdated = async (token: string, on: TestApp = t) => {
  const res = await on.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.infoNotUpdated as InfoNotUpdated | null;
};

/** A registered person of a type with the self-service pages, and their record. */
async function person(permissions: string[] = [Permission.Pilot], fields: Record<string, unknown> = {}) {
  const userTypeId = (fields.userTypeId as number | undefined) ?? UserType.Pilot;
  const user = await t.userWith(permissions, { fields: { surname: `Skráðsdóttir${++n}`, userTypeId, ...fields } });
  const res = await t.call('POST', `${pilotApi}/Create`, { token: admin, body: { userId: user.id, pilotTypeId: userTypeId, statusId: 1 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...user, pilotId: res.body.result.id as number };
}

const addAddress = async (token: string, pilotId: number, isMainAddress?: boolean) => {
  const body = { pilotId, streetAddress: 'Ármúli 2', postNumber: '108', postLocation: 'Reykjavík', isMainAddress };
  const res = await t.call('POST', `${pilotApi}/CreatePilotAddress`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id as number;
};

async function setSetting(settingId: number, value: 'true' | 'false') {
  const body = { settingId, value };
  expect((await t.call('PUT', '/api/services/app/Setting/Update', { token: admin, body })).status).toBe(200);
}
const setRequireSelfDeclaration = (value: 'true' | 'false') => setSetting(requireSelfDeclaration, value);

describe('the session’s “info not updated” marker', () => {
  it('asks for no main address while setting 30 does not require one', async () => {
    const pilot = await person();
    await setSetting(requireMainAddress, 'false');
    try {
      expect(await infoNotUpdated(pilot.token)).toBeNull();
    } finally {
      await setSetting(requireMainAddress, 'true');
    }
    expect(await infoNotUpdated(pilot.token)).toEqual({ path: '/my-site/information', missing: ['mainAddress'] });
  });

  it('sends a pilot without a main address to their information until they add one, on every portal', async () => {
    const pilot = await person();
    const lacking = { path: '/my-site/information', missing: ['mainAddress'] };
    expect(await infoNotUpdated(pilot.token)).toEqual(lacking);
    expect(await infoNotUpdated(pilot.token, other)).toEqual(lacking);

    const addressId = await addAddress(pilot.token, pilot.pilotId);
    expect(await infoNotUpdated(pilot.token)).toBeNull();
    expect(
      await soon(
        () => infoNotUpdated(pilot.token, other),
        (x) => x === null,
      ),
    ).toBeNull();

    // Un-maining the one address leaves none main: the marker is back.
    const unmain = { id: addressId, streetAddress: 'Ármúli 2', postNumber: '108', postLocation: 'Reykjavík', isMainAddress: false };
    expect((await t.call('PUT', `${pilotApi}/UpdatePilotAddress`, { token: pilot.token, body: unmain })).status).toBe(200);
    expect(await infoNotUpdated(pilot.token)).toEqual(lacking);
    expect(
      await soon(
        () => infoNotUpdated(pilot.token, other),
        (x) => x !== null,
      ),
    ).toEqual(lacking);
  });

  it('follows an address an administrator adds or removes for the person', async () => {
    const pilot = await person();
    expect(await infoNotUpdated(pilot.token)).not.toBeNull();
    const addressId = await addAddress(admin, pilot.pilotId);
    expect(await infoNotUpdated(pilot.token)).toBeNull();
    expect((await t.call('DELETE', `${pilotApi}/DeletePilotAddress`, { token: admin, query: { Id: addressId } })).status).toBe(200);
    expect(await infoNotUpdated(pilot.token)).toMatchObject({ missing: ['mainAddress'] });
  });

  it('asks for the self-declaration only while setting 29 requires it, until it is accepted', async () => {
    const pilot = await person();
    await addAddress(pilot.token, pilot.pilotId);
    expect(await infoNotUpdated(pilot.token)).toBeNull();

    await setRequireSelfDeclaration('true');
    try {
      const lacking = { path: '/my-site/self-declaration', missing: ['selfDeclaration'] };
      expect(await infoNotUpdated(pilot.token)).toEqual(lacking);
      expect(
        await soon(
          () => infoNotUpdated(pilot.token, other),
          (x) => x !== null,
        ),
      ).toEqual(lacking);

      // Both missing: the address comes first, and both are named.
      const newcomer = await person([Permission.Pilot], { userTypeId: UserType.ContactPerson });
      expect(await infoNotUpdated(newcomer.token)).toEqual({ path: '/my-site/information', missing: ['mainAddress', 'selfDeclaration'] });

      expect((await t.call('PUT', `${pilotApi}/AcceptSelfDeclaration`, { token: pilot.token })).status).toBe(200);
      expect(await infoNotUpdated(pilot.token)).toBeNull();
      expect(
        await soon(
          () => infoNotUpdated(pilot.token, other),
          (x) => x === null,
        ),
      ).toBeNull();
    } finally {
      await setRequireSelfDeclaration('false');
    }
    expect(await infoNotUpdated((await person()).token)).toMatchObject({ missing: ['mainAddress'] });
  });

  it('says nothing to an administrator, to a person who owes the fee, or to someone without a record', async () => {
    await setRequireSelfDeclaration('true');
    try {
      expect(await infoNotUpdated(admin)).toBeNull();
      const staff = await person([Permission.Pilot, Permission.Administrator, Permission.Pilots]);
      expect(await infoNotUpdated(staff.token)).toBeNull();
      const owing = await person([Permission.Pilot], { userTypeId: UserType.ContactPerson, statusId: UserStatus.NeedPaymentToLogin });
      expect(await infoNotUpdated(owing.token)).toBeNull();
      const noRecord = await t.userWith([Permission.Pilot], { fields: { userTypeId: UserType.Pilot } });
      expect(await infoNotUpdated(noRecord.token)).toBeNull();
      const noType = await t.userWith([Permission.Pilot]);
      expect(await infoNotUpdated(noType.token)).toBeNull();
      // Once the fee is paid, the record's turn comes.
      await t.database.pool.query(`update users set status_id = $2 where id = $1`, [owing.id, UserStatus.NoNeedPayment]);
      expect(
        await soon(
          () => infoNotUpdated(owing.token),
          (x) => x !== null,
        ),
      ).toEqual({
        path: '/my-site/information',
        missing: ['mainAddress', 'selfDeclaration'],
      });
    } finally {
      await setRequireSelfDeclaration('false');
    }
  });

  it('is null for an anonymous caller', async () => {
    const res = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations');
    expect(res.body.result.infoNotUpdated).toBeNull();
  });
});
