import { z } from 'zod';
import { Languages, UserType } from '../enums';
import { emailAddress, entityId, idNumberPattern, newPassword, personName, text, userName } from './common';
import { endpoint } from './endpoint';
import { phoneNumber } from './pilots';

/** The two kinds of organisation that register (section 6): under 250 staff (1) or over (2). */
export const organizationUserTypeIds = [UserType.Under250, UserType.Over250] as const;
const organizationUserTypeId = z.union(organizationUserTypeIds.map((id) => z.literal(id)));

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
  email: z.string(),
  phoneNumber: z.string(),
  operatingNumber: z.string().nullable(),
  operatingNumberExpiry: z.string().nullable(),
  isManualRegistration: z.boolean(),
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

/** Step 1 for an organisation: the account of the person who registers it, who becomes its main contact. */
export const registerOrganizationAccountInput = z.object({
  name: personName,
  surname: personName,
  userName: userName.optional(),
  emailAddress,
  password: newPassword,
  userTypeId: organizationUserTypeId,
  language: z.enum(Languages).optional(),
});
export type RegisterOrganizationAccountInput = z.infer<typeof registerOrganizationAccountInput>;

/**
 * The details step: the token comes from the confirmed e-mail link (VerifyTokenForRegistering); a
 * signed-in user finishing a registration left half-way sends none.
 */
export const registerOrganizationInput = organizationFields.extend({
  token: text().trim().min(10).max(200).optional(),
  /** The organisation's size, asked only of a contact person: an organisation's own account already has it. */
  organizationTypeId: organizationUserTypeId.optional(),
});
export type RegisterOrganizationInput = z.infer<typeof registerOrganizationInput>;

/** An administrator registers an organisation and its main contact person, who is mailed a link to set a password. */
export const createOrganizationAndContactPersonAdminInput = organizationFields.extend({
  userTypeId: organizationUserTypeId,
  contactPersonAdminInfo: z.object({ name: personName, surname: personName, emailAddress, userName: userName.optional() }),
  language: z.enum(Languages).default('is'),
});
export type CreateOrganizationAndContactPersonAdminInput = z.infer<typeof createOrganizationAndContactPersonAdminInput>;

/** A main contact person (or an administrator) adds a contact person, who is mailed a link to set a password. */
export const createUserContactPersonInput = z.object({
  organizationId: entityId,
  name: personName,
  surname: personName,
  emailAddress,
  userName: userName.optional(),
  organizationRoleId: z.union([z.literal(2), z.literal(4)]).default(2),
  language: z.enum(Languages).default('is'),
});
export type CreateUserContactPersonInput = z.infer<typeof createUserContactPersonInput>;

/** Sends the confirmation link again to someone who registered but lost it; the password proves it is them. */
export const resendInput = z.object({ email: emailAddress, password: text().min(1).max(128), userTypeId: z.number().int().min(1).max(4) });
export type ResendInput = z.infer<typeof resendInput>;

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
  register: endpoint({
    service: S,
    method: 'Register',
    input: registerOrganizationAccountInput,
    result: z.object({ canLogin: z.boolean() }),
  }),
  registerOrganization: endpoint({ service: S, method: 'RegisterOrganization', input: registerOrganizationInput, result: organizationDto }),
  createOrganizationAndContactPersonAdmin: endpoint({
    service: S,
    method: 'CreateOrganizationAndContactPersonAdmin',
    input: createOrganizationAndContactPersonAdminInput,
    result: organizationDto,
  }),
  createUserContactPerson: endpoint({
    service: S,
    method: 'CreateUserContactPerson',
    input: createUserContactPersonInput,
    result: z.object({ userId: z.number().int() }),
  }),
  resend: endpoint({ service: S, method: 'resend', input: resendInput, result: z.boolean() }),
  getByCurrentUser: endpoint({ service: S, method: 'GetByCurrentUser', result: z.object({ items: z.array(organizationDto) }) }),
  /** Section 7's registry lookup, made by the server so the registry's credentials never reach a browser. */
  getCompanyByNumber: endpoint({
    service: 'CompanyRegistry',
    method: 'GetCompanyByNumber',
    input: z.object({ number: organizationNumber }),
    result: companyDto.nullable(),
  }),
};
