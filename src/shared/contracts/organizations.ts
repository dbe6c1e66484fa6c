import { z } from 'zod';
import { UserType } from '../enums';
import {
  emailAddress,
  entityId,
  idNumberPattern,
  idQuery,
  isoDate,
  keptWhenOmitted,
  listResult,
  pagedResult,
  queryInt,
  text,
  userName,
} from './common';
import { endpoint } from './endpoint';
import {
  contactPersonDto,
  contactRoleInput,
  createContactPersonInput,
  createOrganizationInsuranceInput,
  droneOperatorDto,
  droneOperatorPagedInput,
  idBody,
  memberContactDto,
  organizationIdQuery,
  organizationInvitationDto,
  organizationListItemDto,
  organizationListsDto,
  ownOrganizationListsDto,
  organizationPagedInput,
  organizationPeopleQuery,
  organizationPilotDto,
  orgIdQuery,
  pilotExaminationDto,
  recruitmentDto,
  findToJoinInput,
  organizationLinkDto,
  organizationToJoinDto,
  userOrganizationCreateInput,
  updateContactPersonDepartmentAndTitleInput,
  updateOrganizationInsuranceInput,
  userOrganizationRoleDto,
} from './organization-members';
import { phoneNumber } from './pilots';

/** The two kinds of organisation that register (section 6): under 250 staff (1) or over (2). */
export const organizationUserTypeIds = [UserType.Under250, UserType.Over250] as const;
export const organizationUserTypeId = z.union(organizationUserTypeIds.map((id) => z.literal(id)));

/** An Icelandic organisation number has the ID number's shape, DDMMYY-NNNN (a company's day is 41–71). */
export const organizationNumber = text().trim().regex(idNumberPattern, { message: 'validation.organizationNumber' });
const countryCode = text().trim().length(2).toUpperCase().default('IS');

/** Section 3's organisation, as its contact persons and administrators see it. */
export const organizationDto = z.object({
  id: z.number().int(),
  name: z.string(),
  organizationNumber: z.string(),
  address: z.string(),
  postCode: z.string(),
  countryCode: z.string(),
  /** Section 3's country: the name of `countryCode` in the reader's language, so the two never disagree. */
  country: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The public part of its operator registration number (EN 4709-002), issued when its fee is paid. */
  operatingNumber: z.string().nullable(),
  /** The number's secret part: for its main contact persons only (decision 0030). */
  operatingNumberSecret: z.string().nullable(),
  operatingNumberExpiry: z.string().nullable(),
  isManualRegistration: z.boolean(),
  /** Its number is proved to be its own (decision 0023); until then it is a claim, shown as unverified. */
  isProved: z.boolean(),
  userTypeId: z.number().int(),
  uniqueId: z.string(),
  creationTime: z.string(),
  insurance: z.array(
    z.object({ id: z.number().int(), insurancePolicyNumber: z.string(), insuranceCompanyName: z.string(), isMain: z.boolean() }),
  ),
});
export type OrganizationDto = z.infer<typeof organizationDto>;

/** What an organisation registers with (section 3); the registry lookup fills name and address. */
export const organizationFields = z.object({
  organizationNumber,
  name: text().trim().min(2).max(128),
  address: text().trim().min(2).max(128),
  postCode: text().trim().min(2).max(16),
  countryCode,
  email: emailAddress,
  phoneNumber,
  insurancePolicyNumber: text().trim().min(2).max(64),
  insuranceCompanyName: text().trim().min(2).max(128),
  /** The registry did not know the number, so the details were typed by hand. */
  isManualRegistration: z.boolean().default(false),
});
export type OrganizationFields = z.infer<typeof organizationFields>;

/** An administrator's edit of an organisation (section 3's edit form), its main insurance and its main contact person's sign-in names. */
export const updateOrganizationInput = organizationFields.omit({ isManualRegistration: true }).extend({
  id: entityId,
  ...keptWhenOmitted({ countryCode }),
  userTypeId: organizationUserTypeId,
  operatingNumber: text().trim().max(32).nullish(),
  operatingNumberExpiry: isoDate.nullish(),
  contactPersonAdminInfo: z.object({ emailAddress, userName: userName.optional() }).optional(),
});
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationInput>;

/** A contact person's edit of their organisation's registered details; the number stays as registered. */
export const updateOrganizationRegisterInput = z.object({
  id: entityId,
  name: organizationFields.shape.name,
  email: emailAddress,
  phoneNumber,
});
export type UpdateOrganizationRegisterInput = z.infer<typeof updateOrganizationRegisterInput>;

export const updateAddressInput = z.object({
  id: entityId,
  address: organizationFields.shape.address,
  postCode: organizationFields.shape.postCode,
  ...keptWhenOmitted({ countryCode }),
});
export type UpdateAddressInput = z.infer<typeof updateAddressInput>;

/** An administrator registers an organisation whose main contact person already has an account. */
export const registerOrganizationFromAdminInput = organizationFields.extend({
  userTypeId: organizationUserTypeId,
  mainContactEmailAddress: emailAddress,
});
export type RegisterOrganizationFromAdminInput = z.infer<typeof registerOrganizationFromAdminInput>;

/** A company as the national registry knows it. */
export const companyDto = z.object({
  organizationNumber: z.string(),
  name: z.string(),
  address: z.string(),
  postCode: z.string(),
  countryCode: z.string(),
});
export type CompanyDto = z.infer<typeof companyDto>;

const S = 'Organization';

export const organizationsEndpoints = {
  /** Live organisations to ask to join, by the start of a name or by number (decision 0028). */
  findToJoin: endpoint({
    service: S,
    method: 'FindToJoin',
    verb: 'GET',
    input: findToJoinInput,
    result: listResult(organizationToJoinDto),
  }),
  getByCurrentUser: endpoint({ service: S, method: 'GetByCurrentUser', result: z.object({ items: z.array(organizationDto) }) }),
  registerOrganizationFromAdmin: endpoint({
    service: S,
    method: 'RegisterOrganizationFromAdmin',
    input: registerOrganizationFromAdminInput,
    result: organizationDto,
  }),
  update: endpoint({ service: S, method: 'Update', input: updateOrganizationInput, result: organizationDto }),
  updateOrganizationRegister: endpoint({
    service: S,
    method: 'UpdateOrganizationRegister',
    input: updateOrganizationRegisterInput,
    result: organizationDto,
  }),
  updateAddress: endpoint({ service: S, method: 'UpdateAddress', input: updateAddressInput, result: organizationDto }),
  delete: endpoint({ service: S, method: 'Delete', input: idQuery, result: z.boolean() }),
  get: endpoint({ service: S, method: 'Get', input: idQuery, result: organizationDto }),
  getByNumber: endpoint({
    service: S,
    method: 'GetByNumber',
    input: z.object({ number: organizationNumber }),
    result: organizationDto.nullable(),
  }),
  getPaggedList: endpoint({
    service: S,
    method: 'GetPaggedList',
    input: organizationPagedInput,
    result: pagedResult(organizationListItemDto),
  }),
  getContactPersonFromOrganizationId: endpoint({
    service: S,
    method: 'GetContactPersonFromOrganizationId',
    input: idQuery,
    result: listResult(contactPersonDto),
  }),
  /** Sends the account a request to speak for the organisation; the reply is the same whether or not the name reaches an account. */
  createContactPerson: endpoint({
    service: S,
    method: 'CreateContactPerson',
    input: createContactPersonInput,
    result: organizationInvitationDto,
  }),
  /** The organisation's requests still waiting for their answer, pilots' and contact persons' alike. */
  getInvitationsByOrganizationId: endpoint({
    service: S,
    method: 'GetInvitationsByOrganizationId',
    input: organizationIdQuery,
    result: listResult(organizationInvitationDto),
  }),
  /** A contact person withdraws a request that still waits. */
  deleteInvitation: endpoint({ service: S, method: 'DeleteInvitation', input: idQuery, result: z.boolean() }),
  createContactPersonAdmin: endpoint({
    service: S,
    method: 'CreateContactPersonAdmin',
    input: createContactPersonInput,
    result: contactPersonDto,
  }),
  updateContactPersonDepartmentAndTitle: endpoint({
    service: S,
    method: 'UpdateContactPersonDepartmentAndTitle',
    input: updateContactPersonDepartmentAndTitleInput,
    result: contactPersonDto,
  }),
  getMemberContactByOrganizationId: endpoint({
    service: S,
    method: 'GetMemberContactByOrganizationId',
    input: organizationPeopleQuery,
    result: listResult(memberContactDto),
  }),
  getPilotByOrganizationId: endpoint({
    service: S,
    method: 'GetPilotByOrganizationId',
    input: organizationPeopleQuery,
    result: listResult(organizationPilotDto),
  }),
  getPilotsExaminationByOrganizationId: endpoint({
    service: S,
    method: 'GetPilotsExaminationByOrganizationId',
    input: orgIdQuery,
    result: listResult(pilotExaminationDto),
  }),
  getPilotsRecruitmentByOrganizationId: endpoint({
    service: S,
    method: 'GetPilotsRecruitmentByOrganizationId',
    input: orgIdQuery,
    result: listResult(recruitmentDto),
  }),
  getListOrganizationByCurrentUser: endpoint({ service: S, method: 'GetListOrganizationByCurrentUser', result: ownOrganizationListsDto }),
  getListOrganizationByPilotId: endpoint({
    service: S,
    method: 'GetListOrganizationByPilotId',
    input: z.object({ pilotId: queryInt.positive() }),
    result: organizationListsDto,
  }),
  createOrganizationInsurance: endpoint({
    service: S,
    method: 'CreateOrganizationInsurance',
    input: createOrganizationInsuranceInput,
    result: organizationDto,
  }),
  updateOrganizationInsurance: endpoint({
    service: S,
    method: 'UpdateOrganizationInsurance',
    input: updateOrganizationInsuranceInput,
    result: organizationDto,
  }),
  deleteOrganizationInsurance: endpoint({ service: S, method: 'DeleteOrganizationInsurance', input: idQuery, result: organizationDto }),
  /** The organisation accepts a pilot's request to join, by the place's id (section 7 writes these three as POST). */
  updateAcceptPilotRecruitment: endpoint({
    service: S,
    method: 'UpdateAcceptPilotRecruitment',
    verb: 'POST',
    alsoInQuery: ['id'],
    input: idBody,
    result: recruitmentDto,
  }),
  updateRejectPilotRecruitment: endpoint({
    service: S,
    method: 'UpdateRejectPilotRecruitment',
    verb: 'POST',
    alsoInQuery: ['id'],
    input: idBody,
    result: z.boolean(),
  }),
  updateDisconnectPilotOrganization: endpoint({
    service: S,
    method: 'UpdateDisconnectPilotOrganization',
    verb: 'POST',
    alsoInQuery: ['id'],
    input: idBody,
    result: z.boolean(),
  }),
  /** A main contact person answers a person's request to speak for the organisation (decision 0028). */
  acceptJoinRequest: endpoint({ service: S, method: 'AcceptJoinRequest', verb: 'POST', input: idBody, result: z.boolean() }),
  declineJoinRequest: endpoint({ service: S, method: 'DeclineJoinRequest', verb: 'POST', input: idBody, result: z.boolean() }),
  /** Everyone holding an operator registration number, for /admin/drone-operator (a call the specification implies). */
  getDroneOperatorPagedList: endpoint({
    service: S,
    method: 'GetDroneOperatorPagedList',
    input: droneOperatorPagedInput,
    result: pagedResult(droneOperatorDto),
  }),
  /** Section 7's registry lookup, made by the server so the registry's credentials never reach a browser. */
  getCompanyByNumber: endpoint({
    service: 'CompanyRegistry',
    method: 'GetCompanyByNumber',
    input: z.object({ number: organizationNumber }),
    result: companyDto.nullable(),
  }),
};

const U = 'UserOrganization';

/** Section 7's user-organisation calls; the three role changes are POST as the specification writes them. */
export const userOrganizationsEndpoints = {
  create: endpoint({ service: U, method: 'Create', input: userOrganizationCreateInput, result: recruitmentDto }),
  /** The person answers an organisation's offer of a place (decision 0028). */
  acceptInvitation: endpoint({ service: U, method: 'AcceptInvitation', verb: 'POST', input: idBody, result: organizationLinkDto }),
  declineInvitation: endpoint({ service: U, method: 'DeclineInvitation', verb: 'POST', input: idBody, result: z.boolean() }),
  updateMainContactPersonRoleByUserId: endpoint({
    service: U,
    method: 'UpdateMainContactPersonRoleByUserID',
    verb: 'POST',
    input: contactRoleInput,
    result: contactPersonDto,
  }),
  updateContactPersonRoleByUserId: endpoint({
    service: U,
    method: 'UpdateContactPersonRoleByUserID',
    verb: 'POST',
    input: contactRoleInput,
    result: contactPersonDto,
  }),
  removeContactPersonRoleByUserId: endpoint({
    service: U,
    method: 'RemoveContactPersonRoleByUserID',
    verb: 'POST',
    input: contactRoleInput,
    result: z.boolean(),
  }),
  getAllPilotByOrganizationId: endpoint({
    service: U,
    method: 'GetAllPilotByOrganizationId',
    input: orgIdQuery,
    result: listResult(userOrganizationRoleDto),
  }),
  /** The requests to join organisations that wait for the caller's answer. */
  getInvitationsOfCurrentUser: endpoint({
    service: U,
    method: 'GetInvitationsOfCurrentUser',
    result: listResult(organizationInvitationDto),
  }),
  removeCurrentUserFromOrganization: endpoint({
    service: U,
    method: 'RemoveCurrentUserFromOrganization',
    input: organizationIdQuery,
    result: z.boolean(),
  }),
};
