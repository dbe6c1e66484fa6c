import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationAbilitiesDto, OwnOrganizationDto } from '../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { askToJoin, orgApi, organizationWorld, person, type OrganizationWorld, type Person } from './organizations.test-support';

/**
 * The abilities GetListOrganizationByCurrentUser sends are the policy's own answer: for each kind
 * of place, every ability it claims lets the call it stands for through, and every ability it
 * denies is refused by that call (requirements §6).
 */
let t: TestApp;
let w: OrganizationWorld;
let waiting: Person;

beforeAll(async () => {
  t = await createTestApp();
  w = await organizationWorld(t);
  waiting = await person(t, w.tenant.tenantId);
  await askToJoin(t, waiting, w.orgId);
});
afterAll(() => t.close());

async function abilitiesOf(who: Person): Promise<OrganizationAbilitiesDto | undefined> {
  const res = await t.call('GET', `${orgApi}/GetListOrganizationByCurrentUser`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const own = (res.body.result.organizations as OwnOrganizationDto[]).find((o) => o.organizationId === w.orgId);
  return own?.abilities;
}

/** A call each ability stands for: reading the details, a write for whoever acts for it, a write that changes who speaks for it. */
const callFor: Record<'viewDetails' | 'manageOrganization' | 'manageContactRoles', (who: Person) => Promise<number>> = {
  viewDetails: async (who) => (await t.call('GET', `${orgApi}/Get`, { token: who.token, query: { Id: w.orgId } })).status,
  manageOrganization: async (who) =>
    (
      await t.call('PUT', `${orgApi}/UpdateAddress`, {
        token: who.token,
        body: { id: w.orgId, address: 'Hafnarstræti 9', postCode: '101' },
      })
    ).status,
  manageContactRoles: async (who) => {
    const invited = await person(t, w.tenant.tenantId);
    const body = { organizationId: w.orgId, emailAddress: invited.emailAddress, organizationRoleId: OrganizationRole.MainContactPerson };
    return (await t.call('POST', `${orgApi}/CreateContactPerson`, { token: who.token, body })).status;
  },
};

describe('the abilities of GetListOrganizationByCurrentUser', () => {
  it('say what each place allows', async () => {
    const none = { viewDetails: false, manageOrganization: false, manageContactRoles: false, isPilot: false, isWaitingPilot: false };
    expect(await abilitiesOf(waiting)).toEqual({ ...none, isWaitingPilot: true });
    expect(await abilitiesOf(w.pilot)).toEqual({ ...none, viewDetails: true, isPilot: true });
    expect(await abilitiesOf(w.contact)).toEqual({ ...none, viewDetails: true, manageOrganization: true });
    expect(await abilitiesOf(w.main)).toEqual({ ...none, viewDetails: true, manageOrganization: true, manageContactRoles: true });
    expect(await abilitiesOf(w.stranger)).toBeUndefined();
  });

  it.each([
    ['a pilot waiting', () => waiting],
    ['an approved pilot', () => w.pilot],
    ['a contact person', () => w.contact],
    ['a main contact person', () => w.main],
  ])('are what the policy lets %s do, and refuses', async (_kind, who) => {
    const abilities = (await abilitiesOf(who()))!;
    for (const [ability, call] of Object.entries(callFor)) {
      const granted = abilities[ability as keyof typeof callFor];
      expect(await call(who()), `${ability} ${granted}`).toBe(granted ? 200 : 403);
    }
  });

  it('follow a change of place at once', async () => {
    const res = await t.call('POST', '/api/services/app/UserOrganization/UpdateMainContactPersonRoleByUserID', {
      token: w.main.token,
      body: { userId: w.contact.id, organizationId: w.orgId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await abilitiesOf(w.contact))?.manageContactRoles).toBe(true);
    expect(await callFor.manageContactRoles(w.contact)).toBe(200);
  });
});
