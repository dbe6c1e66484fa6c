import type { OrganizationDto } from '../../../shared/contracts/organizations';
import type {
  ContactPersonDto,
  DroneOperatorDto,
  OrganizationListItemDto,
  OrganizationPilotDto,
} from '../../../shared/contracts/organization-members';

import { Permission } from '../../../shared/permissions';
import { api, callsTo, signInWith } from '../../test/calls';
import { fake } from '../../test/harness';

/** Shared by the administrators' organisation screens' tests: the fake server's paths and the data they answer with. */
export { api, bodyOf, callsTo, errorResponse, lastQueryOf, queryOf, signInWith } from '../../test/calls';

/** A name that needs encoding in an address, and Icelandic letters besides. */
export const organization: OrganizationDto = {
  id: 7,
  name: 'Flug & fjör ehf.',
  organizationNumber: '410169-1239',
  address: 'Ármúli 2',
  postCode: '108',
  countryCode: 'IS',
  country: 'Ísland',
  email: 'flug@example.is',
  phoneNumber: '5551234',
  operatingNumber: 'ISL-OP-0042',
  operatingNumberSecret: null,
  operatingNumberExpiry: '2030-05-31',
  isManualRegistration: false,
  isProved: true,
  userTypeId: 1,
  uniqueId: 'c0ffee',
  creationTime: '2026-01-15T10:00:00Z',
  insurance: [
    { id: 31, insurancePolicyNumber: 'P-100', insuranceCompanyName: 'Sjóvá', isMain: true },
    { id: 32, insurancePolicyNumber: 'P-200', insuranceCompanyName: 'VÍS', isMain: false },
  ],
};

export const listItem: OrganizationListItemDto = {
  id: 7,
  name: organization.name,
  organizationNumber: organization.organizationNumber,
  email: organization.email,
  phoneNumber: organization.phoneNumber,
  userTypeId: 1,
  operatingNumber: 'ISL-OP-0042',
  operatingNumberExpiry: '2030-05-31',
  creationTime: organization.creationTime,
  pilotCount: 1200,
  contactPersonCount: 2,
  mainContactName: 'Anna Jónsdóttir',
};

export const expiredListItem: OrganizationListItemDto = {
  ...listItem,
  id: 8,
  name: 'Gamla flugið sf.',
  organizationNumber: '500101-2290',
  userTypeId: 2,
  operatingNumberExpiry: '2020-01-31',
  pilotCount: 0,
  contactPersonCount: 1,
  mainContactName: null,
};

export const mainContact: ContactPersonDto = {
  userId: 41,
  userName: 'anna',
  name: 'Anna',
  surname: 'Jónsdóttir',
  fullName: 'Anna Jónsdóttir',
  emailAddress: 'anna@example.is',
  phoneNumber: '6601234',
  organizationRoleId: 4,
  department: 'Rekstur',
  title: 'Framkvæmdastjóri',
};

export const contact: ContactPersonDto = {
  userId: 42,
  userName: 'bjorn',
  name: 'Björn',
  surname: 'Sigurðsson',
  fullName: 'Björn Sigurðsson',
  emailAddress: 'bjorn@example.is',
  phoneNumber: null,
  organizationRoleId: 2,
  department: null,
  title: null,
};

export const pilot: OrganizationPilotDto = {
  id: 91,
  userId: 51,
  pilotId: 61,
  fullName: 'Jón Jónsson',
  emailAddress: 'jon@example.is',
  phoneNumber: '7771234',
  recruitmentStatusId: 2,
  creationTime: '2026-02-01T10:00:00Z',
  certificates: [
    {
      userCertificateId: 501,
      certificateId: 1,
      certificateNumber: 'ISL-A1A3-000123',
      passedDate: '2025-03-01',
      expiredDate: '2030-03-01',
      isValid: true,
    },
    {
      userCertificateId: 502,
      certificateId: 2,
      certificateNumber: 'ISL-A2-000077',
      passedDate: '2019-03-01',
      expiredDate: '2024-03-01',
      isValid: false,
    },
  ],
  nextExpiry: '2030-03-01',
};

export const operators: DroneOperatorDto[] = [
  {
    kind: 'organization',
    id: 7,
    name: organization.name,
    idNumber: organization.organizationNumber,
    operatorRegistrationNumber: 'ISLabc123def',
    validUntil: '2030-05-31',
    isValid: true,
  },
  // The same id as the organisation: the rows come from two tables.
  {
    kind: 'pilot',
    id: 7,
    name: 'Jón Jónsson',
    idNumber: '010190-2939',
    operatorRegistrationNumber: 'ISLxyz987uvw',
    validUntil: '2024-01-31',
    isValid: false,
  },
];

/** The organisation's page, its name encoded in the address as the list links to it. */
export const organizationPath = '/admin/organization/Flug%20%26%20fj%C3%B6r%20ehf./7';

/** An administrator of organisations, and the organisation with its two contact persons and a pilot. */
export function serveOrganization() {
  signInWith(Permission.Organizations);
  fake.overrides[api('Organization/Get')] = () => organization;
  fake.overrides[api('Organization/GetContactPersonFromOrganizationId')] = () => ({ items: [mainContact, contact] });
  fake.overrides[api('Organization/GetPilotByOrganizationId')] = () => ({ items: [pilot] });
}

export const methodOf = (call: string, index = 0) => callsTo(call)[index][1]?.method;
