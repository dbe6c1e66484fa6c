import type {
  ContactPersonDto,
  OrganizationPilotDto,
  OrganizationInvitationDto,
  OwnOrganizationListsDto,
  RecruitmentDto,
} from '../../../shared/contracts/organization-members';
import type { OrganizationDto } from '../../../shared/contracts/organizations';
import { OrganizationRole, RecruitmentStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { api } from '../../test/calls';
import { fake } from '../../test/harness';
import { ownOrganizationLists, type PlaceKind } from '../../test/own-organizations';

export { api, bodyOf, callsTo, errorResponse, queryOf } from '../../test/calls';

/** The organisation every my-site test looks at. */
export const organizationId = 5;

export const organization: OrganizationDto = {
  id: organizationId,
  name: 'Norðurljósamyndir hf.',
  organizationNumber: '520304-2290',
  address: 'Glerárgata 12',
  postCode: '600',
  countryCode: 'IS',
  country: 'Ísland',
  email: 'skrifstofa@example.is',
  phoneNumber: '+354 555 1234',
  operatingNumber: null,
  operatingNumberSecret: null,
  operatingNumberExpiry: null,
  isManualRegistration: false,
  isProved: true,
  userTypeId: 1,
  uniqueId: 'u-5',
  creationTime: '2026-01-05T08:00:00Z',
  insurance: [
    { id: 31, insurancePolicyNumber: 'TR-1001', insuranceCompanyName: 'Vörður', isMain: true },
    { id: 32, insurancePolicyNumber: 'SJ-2002', insuranceCompanyName: 'Sjóvá', isMain: false },
  ],
};

const person = (userId: number, fullName: string, organizationRoleId: number, extra: Partial<ContactPersonDto> = {}): ContactPersonDto => ({
  userId,
  userName: fullName.split(' ')[0].toLowerCase(),
  name: fullName.split(' ')[0],
  surname: fullName.split(' ').slice(1).join(' '),
  fullName,
  emailAddress: `${fullName.split(' ')[0].toLowerCase()}@example.is`,
  phoneNumber: null,
  organizationRoleId,
  department: null,
  title: null,
  ...extra,
});

/** The signed-in person is user 1 (the fake server's); Anna is the main contact person. */
export const contactPersons: ContactPersonDto[] = [
  person(1, 'Anna Jónsdóttir', OrganizationRole.MainContactPerson, { department: 'Rekstur', title: 'Framkvæmdastjóri' }),
  person(2, 'Bjarni Sigurðsson', OrganizationRole.ContactPerson, { phoneNumber: '+354 666 7777' }),
];

/** The person's roles in the organisation, as GetListOrganizationByCurrentUser answers with them. */
export function membershipLists(role: 'invited' | 'pilot' | 'contact' | 'main' | 'none'): OwnOrganizationListsDto {
  if (role === 'none') return ownOrganizationLists();
  const places: PlaceKind[] = [role === 'invited' ? 'waitingPilot' : role];
  return ownOrganizationLists({ organizationId, organizationName: organization.name, places });
}

/**
 * Signs in someone with the pilot area's permission and a user type, holding `role` in the
 * organisation; the organisation's own calls answer with the fixtures above.
 */
export function signInAs(
  role: Parameters<typeof membershipLists>[0],
  userTypeId: number = role === 'pilot' || role === 'invited' ? UserType.Pilot : UserType.ContactPerson,
) {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', String(userTypeId));
  let lists = membershipLists(role);
  fake.overrides[api('Organization/GetListOrganizationByCurrentUser')] = () => lists;
  fake.overrides[api('Organization/Get')] = () => organization;
  fake.overrides[api('Organization/GetContactPersonFromOrganizationId')] = () => ({ items: contactPersons });
  /** Changes what the server answers from now on (after accepting, leaving). */
  return { becomes: (next: Parameters<typeof membershipLists>[0]) => void (lists = membershipLists(next)) };
}

/** A request of the organisation, as it sees it: the name it typed (decision 0022). */
export const request = (
  id: number,
  invitedAs: string,
  creationTime: string,
  organizationRoleId: number = OrganizationRole.Pilot,
): OrganizationInvitationDto => ({
  id,
  organizationId,
  organizationName: organization.name,
  organizationRoleId,
  invitedAs,
  askedByUser: false,
  creationTime,
});

/** A request for a pilot as UserOrganization/Create answers it. */
export const recruitment = (id: number, invitedAs: string, creationTime: string): RecruitmentDto => ({
  id,
  userId: null,
  organizationId,
  organizationName: organization.name,
  fullName: invitedAs,
  emailAddress: invitedAs.includes('@') ? invitedAs : '',
  recruitmentStatusId: RecruitmentStatus.WaitingForApprove,
  creationTime,
});

export const organizationPilot = (
  id: number,
  fullName: string,
  certificates: OrganizationPilotDto['certificates'],
  nextExpiry: string | null,
): OrganizationPilotDto => ({
  id,
  userId: 200 + id,
  pilotId: 300 + id,
  fullName,
  emailAddress: `${fullName.split(' ')[0].toLowerCase()}@example.is`,
  phoneNumber: null,
  recruitmentStatusId: RecruitmentStatus.Approved,
  creationTime: '2026-02-01T10:00:00Z',
  certificates,
  nextExpiry,
});

export const certificate = (
  certificateId: number,
  certificateNumber: string,
  expiredDate: string,
  isValid = true,
): OrganizationPilotDto['certificates'][number] => ({
  userCertificateId: Number(certificateNumber.replace(/\D/g, '')),
  certificateId,
  certificateNumber,
  passedDate: '2024-01-10',
  expiredDate,
  isValid,
});
