import { describe, expect, it } from 'vitest';
import type { OrganizationLinkDto, OrganizationListsDto } from '../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus, UserStatus, UserType } from '../../shared/enums';
import { Permission } from '../../shared/permissions';
import { evaluateGuard, type GuardSession } from './guard';
import { membershipIn, membershipsOf, organizationCheckOf, organizationPagesOf } from './organization-access';
import { routeById } from './routes';

const link = (
  organizationId: number,
  organizationRoleId: number,
  recruitmentStatusId: number = RecruitmentStatus.Approved,
): OrganizationLinkDto => ({
  id: organizationId * 10 + organizationRoleId,
  organizationId,
  organizationName: `Org ${organizationId}`,
  organizationRoleId,
  recruitmentStatusId,
});

/** Flies for 1, invited by 2, contact person of 3, main contact person of 4 and a pilot there too. */
const lists: OrganizationListsDto = {
  pilotOrganizations: [
    link(1, OrganizationRole.Pilot),
    link(2, OrganizationRole.Pilot, RecruitmentStatus.WaitingForApprove),
    link(4, OrganizationRole.Pilot),
  ],
  contactPersonOrganizations: [link(3, OrganizationRole.ContactPerson)],
  mainContactPersonOrganizations: [link(4, OrganizationRole.MainContactPerson)],
};

const session = (userTypeId: number): GuardSession => ({
  userId: 7,
  grantedPermissions: new Set([Permission.Pilot]),
  userTypeId,
  userStatus: UserStatus.NoNeedPayment,
  isIdLogin: false,
  infoNotUpdatedPath: null,
});

/** The guard's answer for a route of the table, with the check the route loader builds from the lists. */
function opens(routeId: string, organizationId: number, userTypeId: number = UserType.Pilot): boolean {
  const route = routeById(routeId);
  return evaluateGuard(route, {
    session: session(userTypeId),
    pathname: '/my-site',
    params: { orgId: String(organizationId) },
    hasOrganizationPermission: organizationCheckOf(lists, route.organizationAccess ?? 'member'),
  }).allow;
}

describe('membershipsOf', () => {
  it('folds the three lists into one entry per organisation', () => {
    const memberships = membershipsOf(lists);
    expect(memberships.map((m) => m.organizationId).sort()).toEqual([1, 2, 3, 4]);
    expect(membershipIn(lists, 4)).toMatchObject({ contactRole: OrganizationRole.MainContactPerson, pilotLink: { id: 41 } });
    expect(membershipIn(lists, 3)).toMatchObject({ contactRole: OrganizationRole.ContactPerson, pilotLink: null });
    expect(membershipIn(lists, 9)).toBeNull();
  });

  it('keeps the main role when the person is listed as an ordinary contact person too', () => {
    const both = { ...lists, contactPersonOrganizations: [...lists.contactPersonOrganizations, link(4, OrganizationRole.ContactPerson)] };
    expect(membershipIn(both, 4)?.contactRole).toBe(OrganizationRole.MainContactPerson);
  });
});

describe('the guard’s organisation check from the person’s roles', () => {
  it('opens the organisation’s page to its pilots, an invited one too, and to no one else', () => {
    expect(opens('mySiteOrganization', 1)).toBe(true);
    expect(opens('mySiteOrganization', 2)).toBe(true);
    expect(opens('mySiteOrganization', 3)).toBe(false);
    expect(opens('mySiteOrganization', 9)).toBe(false);
  });

  it('opens the contact persons to contact persons and accepted pilots, not to an invited one', () => {
    expect(opens('mySiteContactPerson', 1)).toBe(true);
    expect(opens('mySiteContactPerson', 2)).toBe(false);
    expect(opens('mySiteContactPerson', 3, UserType.ContactPerson)).toBe(true);
    expect(opens('mySiteContactPerson', 9, UserType.ContactPerson)).toBe(false);
  });

  it('opens the information and pilot management only to contact persons', () => {
    for (const routeId of ['mySiteOrganizationInformation', 'mySitePilotManagement', 'mySitePaymentOrganization']) {
      expect(opens(routeId, 1), `${routeId} 1`).toBe(false);
      expect(opens(routeId, 2), `${routeId} 2`).toBe(false);
      expect(opens(routeId, 3, UserType.ContactPerson), `${routeId} 3`).toBe(true);
      expect(opens(routeId, 4), `${routeId} 4`).toBe(true);
    }
  });
});

describe('organizationPagesOf', () => {
  const paths = (organizationId: number, userTypeId: number) =>
    organizationPagesOf(membershipIn(lists, organizationId)!, userTypeId).map((page) => page.path);

  it('leads a pilot to the organisation’s page, waiting or not', () => {
    expect(paths(1, UserType.Pilot)).toEqual(['/my-site/organization/1']);
    expect(paths(2, UserType.Pilot)).toEqual(['/my-site/organization/2']);
  });

  it('leads a contact person to the information, contact persons and pilots', () => {
    expect(paths(3, UserType.ContactPerson)).toEqual([
      '/my-site/organization-information/3',
      '/my-site/contact-person/3',
      '/my-site/pilot-management/3',
    ]);
  });

  it('leaves out the pages the person’s user type may not open', () => {
    // An organisation's own account speaks for it, but the pilot's view of an organisation is for pilots only (section 2).
    expect(paths(4, UserType.Over250)).toEqual([
      '/my-site/organization-information/4',
      '/my-site/contact-person/4',
      '/my-site/pilot-management/4',
    ]);
    expect(paths(4, UserType.Pilot)).toEqual([
      '/my-site/organization/4',
      '/my-site/organization-information/4',
      '/my-site/contact-person/4',
      '/my-site/pilot-management/4',
    ]);
  });
});
