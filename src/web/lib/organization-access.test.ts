import { describe, expect, it } from 'vitest';
import { UserStatus, UserType } from '../../shared/enums';
import { Permission } from '../../shared/permissions';
import { ownOrganizationLists } from '../test/own-organizations';
import { defaultOrganizationAccess, evaluateGuard, type GuardSession } from './guard';
import { organizationCheckOf, organizationPagesOf, ownOrganizationIn } from './organization-access';
import { routeById } from './routes';

/** Flies for 1, asked to fly for 2, contact person of 3, main contact person of 4 and a pilot there too. */
const lists = ownOrganizationLists(
  { organizationId: 1, places: ['pilot'] },
  { organizationId: 2, places: ['waitingPilot'] },
  { organizationId: 3, places: ['contact'] },
  { organizationId: 4, places: ['main', 'pilot'] },
);

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
    hasOrganizationPermission: organizationCheckOf(lists, route.organizationAccess ?? defaultOrganizationAccess),
  }).allow;
}

describe('ownOrganizationIn', () => {
  it('reads the organisation the server sent, and none where the person holds no place', () => {
    expect(ownOrganizationIn(lists, 4)?.abilities).toMatchObject({ manageContactRoles: true, isPilot: true });
    expect(ownOrganizationIn(lists, 3)?.abilities).toMatchObject({ manageOrganization: true, manageContactRoles: false, isPilot: false });
    expect(ownOrganizationIn(lists, 9)).toBeNull();
  });
});

describe('the guard’s organisation check from the server’s abilities', () => {
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
    organizationPagesOf(ownOrganizationIn(lists, organizationId)!, userTypeId).map((page) => page.path);

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
