import { z } from 'zod';
import { UserType, userTypeIds } from '../enums';
import { text } from './common';
import { endpoint } from './endpoint';
import { organizationDto } from './organizations';

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

const S = 'TokenAuth';

export const registrationTokenEndpoints = {
  verifyTokenForRegistering: endpoint({
    service: S,
    method: 'VerifyTokenForRegistering',
    path: '/api/TokenAuth/VerifyTokenForRegistering',
    input: verifyTokenForRegisteringInput,
    result: verifyTokenForRegisteringResult,
  }),
  getPilotByToken: endpoint({
    service: S,
    method: 'getPilotByToken',
    path: '/api/TokenAuth/getPilotByToken',
    input: tokenQuery,
    result: pilotByTokenDto,
  }),
  getOrganizationByToken: endpoint({
    service: S,
    method: 'GetOrganizationByToken',
    path: '/api/TokenAuth/GetOrganizationByToken',
    // Section 7 writes it both ways: GET with the token in the query, POST with it in the body.
    alsoVerbs: ['POST'],
    input: tokenQuery,
    result: organizationDto.nullable(),
  }),
};
