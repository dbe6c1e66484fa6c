import { z } from 'zod';
import { Languages, userTypeIds } from '../enums';
import {
  dateOfBirth,
  emailAddress,
  entityId,
  idNumber,
  idQuery,
  listResult,
  pagedInput,
  pagedResult,
  keptWhenOmitted,
  personName,
  queryInt,
  text,
} from './common';
import { endpoint } from './endpoint';

/** Section 3: statusId 1 is a pilot; anything else a registered person who does not fly. */
export const PilotStatus = { Pilot: 1, NonPilot: 2 } as const;
export const pilotStatusIds = Object.values(PilotStatus);

export const socialSecurityNumber = idNumber;
export const phoneNumber = text()
  .trim()
  .min(3)
  .max(24)
  .regex(/^\+?[0-9][0-9 -]*[0-9]$/, { message: 'validation.phoneNumber' });
const countryCode = text().trim().length(2).toUpperCase().default('IS');

export const pilotAddressDto = z.object({
  id: z.number().int(),
  pilotId: z.number().int(),
  streetAddress: z.string(),
  postNumber: z.string(),
  postLocation: z.string(),
  countryCode: z.string(),
  isMainAddress: z.boolean(),
  isKRR: z.boolean(),
});
export type PilotAddressDto = z.infer<typeof pilotAddressDto>;
export const pilotPhoneNumberDto = z.object({
  id: z.number().int(),
  pilotId: z.number().int(),
  phonenumber: z.string(),
  isMain: z.boolean(),
  isKRR: z.boolean(),
});
export type PilotPhoneNumberDto = z.infer<typeof pilotPhoneNumberDto>;
export const pilotEmailDto = z.object({
  id: z.number().int(),
  pilotId: z.number().int(),
  email: z.string(),
  isMainEmail: z.boolean(),
  isKRR: z.boolean(),
  /** The national register gave it, or its holder followed the link mailed to it: organisations find the pilot by it. */
  isConfirmed: z.boolean(),
  /** When the latest confirmation link went, while the address waits for it; null otherwise. */
  confirmationSentTime: z.string().nullable(),
});
export type PilotEmailDto = z.infer<typeof pilotEmailDto>;
export const pilotInsuranceDto = z.object({
  id: z.number().int(),
  pilotId: z.number().int(),
  insurancePolicyNumber: z.string(),
  insuranceCompanyName: z.string(),
});
export type PilotInsuranceDto = z.infer<typeof pilotInsuranceDto>;

/** The account behind a pilot's record, as the record's owner and administrators may see it. */
export const pilotUserDto = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  isEmailConfirmed: z.boolean(),
  isActive: z.boolean(),
  userTypeId: z.number().int().nullable(),
  statusId: z.number().int(),
  language: z.string(),
});
export type PilotUserDto = z.infer<typeof pilotUserDto>;

/**
 * A pilot as section 3 lists it. `email`, `phoneNumber` and `address` are the main items' values,
 * null when none is main; `operatorRegistrationNumber` is whole only for its owner.
 */
export const pilotDto = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string().nullable(),
  countryCode: z.string().nullable(),
  socialSecurityNumber: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: pilotAddressDto.nullable(),
  insuranceNumber: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  pilotTypeId: z.number().int(),
  statusId: z.number().int(),
  isActive: z.boolean(),
  isIDLogin: z.boolean(),
  /** Whether the kennitala is the one the identity provider proved; otherwise it is only what someone typed. */
  isSocialSecurityNumberVerified: z.boolean(),
  uniqueId: z.string(),
  operatorRegistrationNumber: z.string().nullable(),
  expiredOperatorRegistrationNumberTime: z.string().nullable(),
  selfDeclarationAcceptedTime: z.string().nullable(),
  /** Administrators' notes on the pilot; always 0 for the pilot, who does not see them. */
  numberNotes: z.number().int(),
  /**
   * The roles the person holds, accepted, in organisations, as OrganizationRole flags added
   * (Pilot 1, ContactPerson 2, MainContactPerson 4); 0 when none. `organizationId` is the record's
   * own field, which accepting a place does not set, so the places themselves are read.
   */
  orgRole: z.number().int(),
  user: pilotUserDto,
  /** The person's id on the course platform (Moodle), once an account was made there. */
  moodleUserId: z.string().nullable(),
  creationTime: z.string(),
});
export type PilotDto = z.infer<typeof pilotDto>;

export const populatedPilotDto = pilotDto.extend({
  insurance: z.array(pilotInsuranceDto),
  phoneNumbers: z.array(pilotPhoneNumberDto),
  emails: z.array(pilotEmailDto),
  addresses: z.array(pilotAddressDto),
});
export type PopulatedPilotDto = z.infer<typeof populatedPilotDto>;

const pilotRecordFields = {
  socialSecurityNumber: socialSecurityNumber.nullable().optional(),
  pilotTypeId: z
    .number()
    .int()
    .min(Math.min(...userTypeIds))
    .max(Math.max(...userTypeIds)),
  statusId: z
    .number()
    .int()
    .min(Math.min(...pilotStatusIds))
    .max(Math.max(...pilotStatusIds)),
};
export const createPilotInput = z.object({ userId: entityId, ...pilotRecordFields });
export type CreatePilotInput = z.infer<typeof createPilotInput>;
export const updatePilotInput = z.object({ id: entityId, ...pilotRecordFields });
export type UpdatePilotInput = z.infer<typeof updatePilotInput>;
export const updatePilotStatusInput = z.object({
  pilotId: entityId,
  statusId: pilotRecordFields.statusId,
  pilotTypeId: pilotRecordFields.pilotTypeId.optional(),
});
export type UpdatePilotStatusInput = z.infer<typeof updatePilotStatusInput>;

/** The person's own details, as the pilot edits them on /my-site/information. */
export const pilotInformationDto = z.object({
  userId: z.number().int(),
  pilotId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  dateOfBirth: z.string().nullable(),
  countryCode: z.string().nullable(),
  socialSecurityNumber: z.string().nullable(),
  isIDLogin: z.boolean(),
  isSocialSecurityNumberVerified: z.boolean(),
});
export type PilotInformationDto = z.infer<typeof pilotInformationDto>;
export const updateInformationInput = z.object({
  userId: entityId,
  name: personName,
  surname: personName,
  dateOfBirth,
  ...keptWhenOmitted({ countryCode }),
  socialSecurityNumber: socialSecurityNumber.nullable().optional(),
});
export type UpdateInformationInput = z.infer<typeof updateInformationInput>;
export const updatePilotInformationInput = updateInformationInput.omit({ userId: true }).extend({ id: entityId });
export type UpdatePilotInformationInput = z.infer<typeof updatePilotInformationInput>;

/**
 * A person an administrator enters into the register: the account opens when they set a password
 * through the mailed link (`/register-user`), which also confirms the address.
 */
export const adminCreateUserInput = z.object({
  name: personName,
  surname: personName,
  emailAddress,
  dateOfBirth: dateOfBirth.nullish(),
  countryCode,
  socialSecurityNumber: socialSecurityNumber.nullable().optional(),
  pilotTypeId: pilotRecordFields.pilotTypeId,
  language: z.enum(Languages).default('is'),
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserInput>;
/** An administrator changes a person's account and record together; a new address is vouched for. */
export const updateUserByAdminInput = adminCreateUserInput
  .omit({ language: true })
  .extend({ userId: entityId, ...keptWhenOmitted({ countryCode }) });
export type UpdateUserByAdminInput = z.infer<typeof updateUserByAdminInput>;

export const getPilotsInput = pagedInput.extend({
  orgId: queryInt.positive().optional(),
  statusId: queryInt
    .min(Math.min(...pilotStatusIds))
    .max(Math.max(...pilotStatusIds))
    .optional(),
  pilotTypeId: queryInt
    .min(Math.min(...userTypeIds))
    .max(Math.max(...userTypeIds))
    .optional(),
});
export type GetPilotsInput = z.infer<typeof getPilotsInput>;
export const pilotsPage = pagedResult(pilotDto).extend({
  /** The organisation role of each listed user in `orgId`, as section 7 names it. */
  listUserRole: z.array(z.object({ userId: z.number().int(), organizationRoleId: z.number().int() })),
});

const pilotIdQuery = z.object({ pilotId: queryInt.positive() });
const userIdQuery = z.object({ userId: queryInt.positive() });

// The main items: each kind is created for a pilot, updated by its id, and main on request.
export const createPilotPhoneNumberInput = z.object({ pilotId: entityId, phonenumber: phoneNumber, isMain: z.boolean().default(false) });
// An update of one of them keeps what it leaves out (decision 0027).
export const updatePilotPhoneNumberInput = z.object({
  ...keptWhenOmitted(createPilotPhoneNumberInput.omit({ pilotId: true }).shape),
  id: entityId,
});
export const createPilotEmailInput = z.object({ pilotId: entityId, email: emailAddress, isMainEmail: z.boolean().default(false) });
export const updatePilotEmailInput = z.object({ ...keptWhenOmitted(createPilotEmailInput.omit({ pilotId: true }).shape), id: entityId });
export const createPilotAddressInput = z.object({
  pilotId: entityId,
  streetAddress: text().trim().min(1).max(200),
  postNumber: text()
    .trim()
    .min(1)
    .max(10)
    .regex(/^[0-9A-Za-z -]+$/, { message: 'validation.postNumber' }),
  postLocation: text().trim().min(1).max(100),
  countryCode,
  isMainAddress: z.boolean().default(false),
});
export const updatePilotAddressInput = z.object({
  ...keptWhenOmitted(createPilotAddressInput.omit({ pilotId: true }).shape),
  id: entityId,
});
export const createPilotInsuranceInput = z.object({
  pilotId: entityId,
  insurancePolicyNumber: text().trim().min(1).max(64),
  insuranceCompanyName: text().trim().min(1).max(128),
});
export const updatePilotInsuranceInput = createPilotInsuranceInput.omit({ pilotId: true }).extend({ id: entityId });
export type CreatePilotPhoneNumberInput = z.infer<typeof createPilotPhoneNumberInput>;
export type CreatePilotEmailInput = z.infer<typeof createPilotEmailInput>;
export type CreatePilotAddressInput = z.infer<typeof createPilotAddressInput>;
export type CreatePilotInsuranceInput = z.infer<typeof createPilotInsuranceInput>;

export const pilotNoteDto = z.object({
  id: z.number().int(),
  pilotId: z.number().int(),
  description: z.string(),
  creatorUserName: z.string().nullable(),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type PilotNoteDto = z.infer<typeof pilotNoteDto>;
const noteText = text().trim().min(1).max(2000);
export const createPilotNoteInput = z.object({ pilotId: entityId, description: noteText });
export const updatePilotNoteInput = z.object({ id: entityId, description: noteText });
export const getPilotNotesInput = pagedInput.extend({ pilotId: queryInt.positive() });

export const sendEmailConfirmationInput = z.object({ id: entityId });
export const confirmPilotEmailInput = z.object({ token: text().trim().min(10).max(200) });
/** What a followed confirmation link proved. */
export const confirmedPilotEmailDto = z.object({ emailAddress: z.string() });
export type ConfirmedPilotEmailDto = z.infer<typeof confirmedPilotEmailDto>;

export const selfDeclarationDto = z.object({ hasAccepted: z.boolean(), acceptedTime: z.string().nullable() });
export type SelfDeclarationDto = z.infer<typeof selfDeclarationDto>;
export const operatorNumberDto = z.object({
  pilotId: z.number().int(),
  operatorRegistrationNumber: z.string(),
  publicPart: z.string(),
  secret: z.string().nullable(),
  expiredOperatorRegistrationNumberTime: z.string(),
});
export type OperatorNumberDto = z.infer<typeof operatorNumberDto>;

const S = 'Pilot';
const crud = <C extends z.ZodType, U extends z.ZodType, D extends z.ZodType>(
  kind: string,
  plural: string,
  create: C,
  update: U,
  dto: D,
) => ({
  create: endpoint({ service: S, method: `CreatePilot${kind}`, input: create, result: dto }),
  get: endpoint({ service: S, method: `GetPilot${plural}`, input: pilotIdQuery, result: listResult(dto) }),
  update: endpoint({ service: S, method: `UpdatePilot${kind}`, input: update, result: dto }),
  delete: endpoint({ service: S, method: `DeletePilot${kind}`, input: idQuery, result: z.null() }),
});

export const pilotItemEndpoints = {
  insurance: crud('Insurance', 'Insurance', createPilotInsuranceInput, updatePilotInsuranceInput, pilotInsuranceDto),
  phoneNumber: crud('Phonenumber', 'Phonenumbers', createPilotPhoneNumberInput, updatePilotPhoneNumberInput, pilotPhoneNumberDto),
  email: crud('Email', 'Emails', createPilotEmailInput, updatePilotEmailInput, pilotEmailDto),
  address: crud('Address', 'Addresses', createPilotAddressInput, updatePilotAddressInput, pilotAddressDto),
};

export const pilotsEndpoints = {
  create: endpoint({ service: S, method: 'Create', input: createPilotInput, result: pilotDto }),
  update: endpoint({ service: S, method: 'Update', input: updatePilotInput, result: pilotDto }),
  delete: endpoint({ service: S, method: 'Delete', input: idQuery, result: z.null() }),
  get: endpoint({ service: S, method: 'Get', input: idQuery, result: pilotDto }),
  getFromUserId: endpoint({ service: S, method: 'GetFromUserId', input: userIdQuery, result: pilotDto }),
  getPopulatedPilot: endpoint({ service: S, method: 'getPopulatedPilot', input: pilotIdQuery, result: populatedPilotDto }),
  getAll: endpoint({ service: S, method: 'GetAll', input: getPilotsInput, result: pagedResult(pilotDto) }),
  getAllPaging: endpoint({ service: S, method: 'GetAllPaging', input: getPilotsInput, result: pilotsPage }),
  updatePilotInformation: endpoint({ service: S, method: 'UpdatePilotInformation', input: updatePilotInformationInput, result: pilotDto }),
  updatePilotStatus: endpoint({ service: S, method: 'UpdatePilotStatus', verb: 'POST', input: updatePilotStatusInput, result: pilotDto }),
  getHomePagePilotByCurrentUser: endpoint({ service: S, method: 'GetHomePagePilotByCurrentUser', result: populatedPilotDto }),
  getInformation: endpoint({ service: S, method: 'GetInformation', input: idQuery, result: pilotInformationDto }),
  updateInformation: endpoint({ service: S, method: 'UpdateInformation', input: updateInformationInput, result: pilotInformationDto }),
  currentUserHasAcceptedSelfDeclaration: endpoint({
    service: S,
    method: 'CurrentUserHasAcceptedSelfDeclaration',
    verb: 'GET',
    result: selfDeclarationDto,
  }),
  acceptSelfDeclaration: endpoint({ service: S, method: 'AcceptSelfDeclaration', verb: 'PUT', result: selfDeclarationDto }),
  updatePilotOperatorRegistrationNumber: endpoint({
    service: S,
    method: 'UpdatePilotOperatorRegistrationNumber',
    verb: 'POST',
    input: z.object({ pilotId: entityId }),
    result: operatorNumberDto,
  }),
  getUserFromUserIdAsync: endpoint({ service: S, method: 'GetUserFromUserIdAsync', input: userIdQuery, result: pilotUserDto }),
  getAllByOrganizationId: endpoint({
    service: S,
    method: 'GetAllByOrganizationId',
    input: z.object({ organizationId: queryInt.positive() }),
    result: listResult(pilotDto),
  }),
  createPilotNote: endpoint({ service: S, method: 'CreatePilotNote', input: createPilotNoteInput, result: pilotNoteDto }),
  getPilotNote: endpoint({ service: S, method: 'GetPilotNote', input: idQuery, result: pilotNoteDto }),
  updatePilotNote: endpoint({ service: S, method: 'UpdatePilotNote', input: updatePilotNoteInput, result: pilotNoteDto }),
  deletePilotNote: endpoint({ service: S, method: 'DeletePilotNote', input: idQuery, result: z.null() }),
  getPilotNotesByPilotId: endpoint({
    service: S,
    method: 'GetPilotNotesByPilotId',
    input: getPilotNotesInput,
    result: pagedResult(pilotNoteDto),
  }),
  sendEmailConfirmation: endpoint({
    service: S,
    method: 'SendEmailConfirmation',
    input: sendEmailConfirmationInput,
    result: pilotEmailDto,
  }),
  confirmPilotEmail: endpoint({
    service: 'TokenAuth',
    method: 'ConfirmPilotEmail',
    path: '/api/TokenAuth/ConfirmPilotEmail',
    input: confirmPilotEmailInput,
    result: confirmedPilotEmailDto,
  }),
};
