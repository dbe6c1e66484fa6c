import { Permission, type PermissionName } from '../../../shared/permissions';
import { UserType } from '../../../shared/enums';
import type { OrganizationAccess } from '../guard';
import { route, type AppRoute } from './route';

const pilot: PermissionName[] = [Permission.Pilot];
const allUserTypes = [UserType.Over250, UserType.Under250, UserType.ContactPerson, UserType.Pilot] as const;

/** The pilot's own pages, which come with the area's first screen. */
export const mySiteRoutes: readonly AppRoute[] = [
  route('mySite', '/my-site', 'mySite', { permissions: pilot }),
  route('mySiteDefault', '/my-site/default', 'mySite', { permissions: pilot, menu: { group: 'top', order: 0 } }),
  // Section 2 limits the one-time acceptance to no user type: everyone with the self-service permission makes it.
  route('mySiteSelfDeclaration', '/my-site/self-declaration', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 5 },
  }),
  route('mySiteInformation', '/my-site/information', 'mySite', {
    permissions: pilot,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 1 },
  }),
  // Not in the specification's table: the built-in course reader, opened from the pilot's home and the exam preparation.
  route('mySiteCourse', '/my-site/course/:type', 'mySite', { permissions: pilot, parent: 'mySiteDefault' }),
  route('mySiteCompetency', '/my-site/competency', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 2 },
  }),
  route('mySiteOperatorInformation', '/my-site/operator-information', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 3 },
  }),
  route('mySitePayment', '/my-site/payment', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 4 },
  }),
  // Not in the specification's table: the person's data to download and their request for erasure (issue 15).
  route('mySiteMyData', '/my-site/my-data', 'mySite', {
    permissions: pilot,
    userTypes: allUserTypes,
    parent: 'mySiteDefault',
    menu: { group: 'top', order: 6 },
  }),
  route('mySiteContactPerson', '/my-site/contact-person/:orgId', 'mySite', {
    permissions: pilot,
    // Section 2: contact persons and pilots; the account of an organisation is its main contact person,
    // so it opens the page as contact persons do. The organisation check admits those who see its details.
    userTypes: allUserTypes,
    organizationCheck: true,
    organizationAccess: ['viewDetails'],
    parent: 'mySiteDefault',
  }),
  route('mySitePilotManagement', '/my-site/pilot-management/:orgId', 'mySite', {
    permissions: pilot,
    organizationCheck: true,
    organizationAccess: ['manageOrganization'],
    parent: 'mySiteDefault',
    menu: { group: 'top', hidden: true, order: 10 },
  }),
  route('mySitePaymentOrganization', '/my-site/payment/:orgId', 'mySite', {
    permissions: pilot,
    organizationCheck: true,
    organizationAccess: ['manageOrganization'],
    parent: 'mySitePayment',
    menu: { group: 'top', hidden: true, order: 11 },
  }),
  route('mySiteOrganization', '/my-site/organization/:orgId', 'mySite', {
    permissions: pilot,
    userTypes: [UserType.Pilot],
    organizationCheck: true,
    // A pilot whose request waits opens it to withdraw the request.
    organizationAccess: ['isPilot', 'isWaitingPilot'],
    parent: 'mySiteDefault',
  }),
  route('mySiteOrganizationInformation', '/my-site/organization-information/:orgId', 'mySite', {
    permissions: pilot,
    organizationCheck: true,
    organizationAccess: ['manageOrganization'],
    parent: 'mySiteDefault',
    menu: { group: 'top', hidden: true, order: 12 },
  }),
];

/**
 * An organisation's pages in My pages' menus, in order, each listed for those whom the server gives
 * one of the abilities: a pilot sees the contact persons on the organisation's own page.
 */
export const organizationMenu: readonly { routeId: string; listedFor: OrganizationAccess }[] = [
  { routeId: 'mySiteOrganization', listedFor: ['isPilot', 'isWaitingPilot'] },
  { routeId: 'mySiteOrganizationInformation', listedFor: ['manageOrganization'] },
  { routeId: 'mySiteContactPerson', listedFor: ['manageOrganization'] },
  { routeId: 'mySitePilotManagement', listedFor: ['manageOrganization'] },
];
