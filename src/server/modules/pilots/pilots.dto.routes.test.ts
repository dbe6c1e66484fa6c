import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganizationRole } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../test/harness';
import { organizationWorld } from '../organizations/organizations.test-support';

const fromUserId = '/api/services/app/Pilot/GetFromUserId';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a pilot as section 3 lists it', () => {
  it('carries its account, its role in its organisation and its course platform id', async () => {
    const { pilot, main, stranger } = await organizationWorld(t, { members: ['pilot'] });
    const res = await t.call('GET', fromUserId, { token: pilot.token, query: { userId: pilot.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      userId: pilot.id,
      orgRole: OrganizationRole.Pilot,
      moodleUserId: null,
      user: { id: pilot.id, userName: pilot.userName, emailAddress: pilot.emailAddress, isActive: true },
    });

    const speaker = await t.call('GET', fromUserId, { token: main.token, query: { userId: main.id } });
    expect(speaker.body.result.orgRole).toBe(OrganizationRole.MainContactPerson);
    const alone = await t.call('GET', fromUserId, { token: stranger.token, query: { userId: stranger.id } });
    expect(alone.body.result).toMatchObject({ orgRole: 0, user: { id: stranger.id } });
  });
});
