import { z } from 'zod';
import { Languages, personUserTypeIds, UserType, userTypeIds } from '../enums';
import { dateOfBirth, emailAddress, entityId, idNumber, newPassword, personName, queryInt, text, userName } from './common';
import { endpoint } from './endpoint';
import { organizationDto, organizationFields, organizationNumber, organizationUserTypeId } from './organizations';
import { adminCreateUserInput, pilotDto, updateUserByAdminInput } from './pilots';

/**
 * The register-step wizard (`/register-step/:type/:step`), one list per user type. Step 2 is where
 * the confirmed e-mail link lands; the fee step is last, as section 4's guard expects (3 for an
 * organisation, 4 for a contact person), and leads to the checkout (docs/payments.md).
 */
export const registrationSteps = {
  [UserType.Under250]: ['account', 'organization', 'fee'],
  [UserType.Over250]: ['account', 'organization', 'fee'],
  [UserType.Pilot]: ['account', 'confirmed', 'fee'],
  [UserType.ContactPerson]: ['account', 'confirmed', 'organization', 'fee'],
} as const satisfies Record<number, readonly RegistrationStep[]>;
export type RegistrationStep = 'account' | 'confirmed' | 'organization' | 'fee';

/** The step number (from 1) of a step of a type's registration, or null when the type has no such step. */
export function stepNumber(userTypeId: number, step: RegistrationStep): number | null {
  const steps: readonly RegistrationStep[] | undefined = registrationSteps[userTypeId as keyof typeof registrationSteps];
  const index = steps?.indexOf(step) ?? -1;
  return index < 0 ? null : index + 1;
}

const registrationToken = text().trim().min(10).max(200);
const tokenQuery = z.object({ token: registrationToken });

export const verifyTokenForRegisteringInput = z.object({
  token: registrationToken,
  userTypeId: z
    .number()
    .int()
    .min(Math.min(...userTypeIds))
    .max(Math.max(...userTypeIds)),
});
/**
 * The e-mail link confirmed: who registered, and a registration token for the steps still ahead
 * (null when none are), which `/verify/:userTypeId/:step/:token` also resumes from.
 */
export const verifyTokenForRegisteringResult = z.object({
  userName: z.string(),
  emailAddress: z.string(),
  userTypeId: z.number().int(),
  registrationToken: z.string().nullable(),
  nextStep: z.number().int(),
});
export type VerifyTokenForRegisteringResult = z.infer<typeof verifyTokenForRegisteringResult>;

/** Section 3, "Pilot information by token"; firstName is fullName without the surname. */
export const pilotByTokenDto = z.object({
  id: z.number().int(),
  fullName: z.string(),
  surName: z.string(),
  firstName: z.string(),
  dateOfBirth: z.string().nullable(),
  email: z.string(),
  postNumber: z.string().nullable(),
  streetAddress: z.string().nullable(),
  postLocation: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type PilotByTokenDto = z.infer<typeof pilotByTokenDto>;

/** A pilot or a contact person registers themselves (section 3). */
export const registerInput = z.object({
  name: personName,
  surname: personName,
  userName: userName.optional(),
  emailAddress,
  password: newPassword,
  dateOfBirth,
  countryCode: text().trim().length(2).toUpperCase().default('IS'),
  /** The ID number (kennitala), which a person living in Iceland has; kept on their register record. */
  socialSecurityNumber: idNumber.optional(),
  language: z.enum(Languages).optional(),
  /**
   * The two kinds of person who register themselves here: a pilot (3) or an organisation's contact
   * person (4). Organisations register with their organisation number through Organization/Register.
   */
  userTypeId: z.union(personUserTypeIds.map((id) => z.literal(id))).default(UserType.Pilot),
});
export type RegisterInput = z.infer<typeof registerInput>;
export const registerResult = z.object({ canLogin: z.boolean(), emailConfirmationRequired: z.boolean() });
export type RegisterResult = z.infer<typeof registerResult>;

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

/**
 * A contact person whose organisation is registered already asks to join it (decision 0028): at the
 * details step, named by the registration token, or signed in.
 */
export const askToJoinInput = z.object({ organizationNumber, token: text().trim().min(10).max(200).optional() });
export type AskToJoinInput = z.infer<typeof askToJoinInput>;

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

/**
 * Every call of coming into the register, served by the `registration` module and made by the
 * `registration` web feature (and, for what an administrator enters, the pilots' and organisations'
 * administration). Their URLs are the specification's: under Account, Organization, Pilot and TokenAuth.
 */
export const registrationEndpoints = {
  register: endpoint({ service: 'Account', method: 'Register', input: registerInput, result: registerResult }),
  registerOrganizationAccount: endpoint({
    service: 'Organization',
    method: 'Register',
    input: registerOrganizationAccountInput,
    result: z.object({ canLogin: z.boolean() }),
  }),
  verifyTokenForRegistering: endpoint({
    service: 'TokenAuth',
    method: 'VerifyTokenForRegistering',
    path: '/api/TokenAuth/VerifyTokenForRegistering',
    input: verifyTokenForRegisteringInput,
    result: verifyTokenForRegisteringResult,
  }),
  getPilotByToken: endpoint({
    service: 'TokenAuth',
    method: 'getPilotByToken',
    path: '/api/TokenAuth/getPilotByToken',
    input: tokenQuery,
    result: pilotByTokenDto,
  }),
  getOrganizationByToken: endpoint({
    service: 'TokenAuth',
    method: 'GetOrganizationByToken',
    path: '/api/TokenAuth/GetOrganizationByToken',
    // Section 7 writes it both ways: GET with the token in the query, POST with it in the body.
    alsoVerbs: ['POST'],
    input: tokenQuery,
    result: organizationDto.nullable(),
  }),
  registerOrganization: endpoint({
    service: 'Organization',
    method: 'RegisterOrganization',
    input: registerOrganizationInput,
    result: organizationDto,
  }),
  askToJoinOrganization: endpoint({
    service: 'Organization',
    method: 'AskToJoinOrganization',
    input: askToJoinInput,
    result: z.object({ organizationName: z.string() }),
  }),
  resend: endpoint({ service: 'Organization', method: 'resend', input: resendInput, result: z.boolean() }),
  createOrganizationAndContactPersonAdmin: endpoint({
    service: 'Organization',
    method: 'CreateOrganizationAndContactPersonAdmin',
    input: createOrganizationAndContactPersonAdminInput,
    result: organizationDto,
  }),
  createUserContactPerson: endpoint({
    service: 'Organization',
    method: 'CreateUserContactPerson',
    input: createUserContactPersonInput,
    result: z.object({ userId: z.number().int() }),
  }),
  adminCreateUser: endpoint({ service: 'Pilot', method: 'AdminCreateUser', verb: 'POST', input: adminCreateUserInput, result: pilotDto }),
  updateUserByAdmin: endpoint({
    service: 'Pilot',
    method: 'UpdateUserByAdmin',
    verb: 'PUT',
    input: updateUserByAdminInput,
    result: pilotDto,
  }),
  deletePilotAndUserFromPilotId: endpoint({
    service: 'Pilot',
    method: 'DeletePilotAndUserFromPilotId',
    verb: 'DELETE',
    input: z.object({ pilotId: queryInt.positive() }),
    result: z.null(),
  }),
};
