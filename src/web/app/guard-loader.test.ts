// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrganizationListsDto } from '../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus, UserType } from '../../shared/enums';
import { Permission } from '../../shared/permissions';
import { routeById } from '../lib/routes';
import { api, callsTo } from '../test/calls';
import { fake, installFakeServer } from '../test/harness';
import { guardLoader } from './guard-loader';
import { createQueryClient } from './query-client';

installFakeServer();

const lists = (pilot: number | null, contact: number | null): OrganizationListsDto => ({
  pilotOrganizations: pilot
    ? [{ id: 1, organizationId: 5, organizationName: 'Org', organizationRoleId: OrganizationRole.Pilot, recruitmentStatusId: pilot }]
    : [],
  contactPersonOrganizations: contact
    ? [{ id: 2, organizationId: 5, organizationName: 'Org', organizationRoleId: contact, recruitmentStatusId: RecruitmentStatus.Approved }]
    : [],
  mainContactPersonOrganizations: [],
});

function signIn(userTypeId: number, ...answers: OrganizationListsDto[]) {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', String(userTypeId));
  let call = 0;
  fake.overrides[api('Organization/GetListOrganizationByCurrentUser')] = () => answers[Math.min(call++, answers.length - 1)];
}

/** The loader's answer: null to go on, else where it sends the visitor. */
async function visit(routeId: string, path: string, queryClient = createQueryClient()): Promise<string | null> {
  const loader = guardLoader(routeById(routeId), { queryClient });
  try {
    await loader({ request: new Request(`http://localhost${path}`), params: { orgId: '5' } } as unknown as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const memberCalls = () => callsTo('Organization/GetListOrganizationByCurrentUser').length;

describe('the route guard’s organisation check', () => {
  it('lets a pilot whose invitation waits open the organisation, but not its contact persons', async () => {
    signIn(UserType.Pilot, lists(RecruitmentStatus.WaitingForApprove, null));
    const queryClient = createQueryClient();
    expect(await visit('mySiteOrganization', '/my-site/organization/5', queryClient)).toBeNull();
    expect(await visit('mySiteContactPerson', '/my-site/contact-person/5', queryClient)).toBe('/exception?type=401');
  });

  it('asks a contact role for the information and pilot management', async () => {
    signIn(UserType.Pilot, lists(RecruitmentStatus.Approved, null));
    expect(await visit('mySiteContactPerson', '/my-site/contact-person/5')).toBeNull();
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBe('/exception?type=401');
    expect(await visit('mySiteOrganizationInformation', '/my-site/organization-information/5')).toBe('/exception?type=401');

    signIn(UserType.ContactPerson, lists(null, OrganizationRole.ContactPerson));
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBeNull();
    expect(await visit('mySiteOrganizationInformation', '/my-site/organization-information/5')).toBeNull();
  });

  it('keeps the roles it has read, and reads them again before it refuses', async () => {
    // Invited while signed in: the copy at hand does not know it yet.
    signIn(UserType.ContactPerson, lists(null, null), lists(null, OrganizationRole.ContactPerson));
    const queryClient = createQueryClient();
    expect(await visit('mySiteOrganization', '/my-site/organization/5', queryClient)).toBe('/exception?type=401');
    expect(memberCalls()).toBe(0);
    // The first read refuses, and was just made: it stands.
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5', queryClient)).toBe('/exception?type=401');
    expect(memberCalls()).toBe(1);
    // The next refusal would rest on the earlier copy: read again, the new role lets the person in.
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5', queryClient)).toBeNull();
    expect(memberCalls()).toBe(2);
    expect(await visit('mySiteOrganizationInformation', '/my-site/organization-information/5', queryClient)).toBeNull();
    expect(memberCalls()).toBe(2);
  });

  it('reads no roles for a visitor without a session or without the permission', async () => {
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBe(
      '/account/login?returnUrl=%2Fmy-site%2Fpilot-management%2F5',
    );
    fake.signedIn = true;
    fake.granted = {};
    localStorage.setItem('auth.accessToken', 'token');
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBe('/exception?type=401');
    expect(memberCalls()).toBe(0);
  });
});
