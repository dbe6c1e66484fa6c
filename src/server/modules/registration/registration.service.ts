import crypto from 'node:crypto';
import { stepNumber, type RegisterInput, type RegisterOrganizationAccountInput } from '../../../shared/contracts/registration';
import { isValidDateOfBirth } from '../../../shared/dates';
import { UserStatus, type Language } from '../../../shared/enums';
import { defaultRoleForUserType } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, isUniqueViolation, registrationFailed } from '../../kernel/errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { addUser, issueLinkToken, linkTokenRules, requireOwnIdentity } from '../accounts';
import { feeOfType } from '../payments';
import { addPilotRecord } from '../pilots';
import { findRoleId } from '../roles';

const hour = 60 * 60 * 1000;

/** What a person who registers themselves gives at the first step, whatever their type. */
interface NewAccount {
  name: string;
  surname: string;
  userName?: string | undefined;
  emailAddress: string;
  password: string;
  userTypeId: number;
  language?: Language | undefined;
  dateOfBirth: string | null;
  countryCode: string;
  socialSecurityNumber?: string | undefined;
}

/** What an account and its register record are made of, whoever vouches for the person. */
interface AccountFields {
  name: string;
  surname: string;
  userName: string;
  emailAddress: string;
  password: string;
  userTypeId: number;
  language: Language;
  dateOfBirth: string | null;
  countryCode: string;
  socialSecurityNumber: string | null;
  isEmailConfirmed: boolean;
  isIdLogin: boolean;
}

/**
 * The status a new account starts with. A type with steps still to take after the first (an
 * organisation's details, the fee) is NeedPaymentToLogin until it has taken them, so that signing
 * in resumes the registration where it stopped (section 4). A pilot may use the portal at once
 * and pay the fee at home (PaymentAtHomePage) when there is one.
 */
async function initialStatus(db: Db, userTypeId: number): Promise<number> {
  if (stepNumber(userTypeId, 'organization') !== null) return UserStatus.NeedPaymentToLogin;
  return (await feeOfType(db, userTypeId)) > 0 ? UserStatus.PaymentAtHomePage : UserStatus.NoNeedPayment;
}

/** The account, its default role and its register record, in the caller's transaction. */
async function insertAccount(tx: Tx, ctx: RequestContext, fields: AccountFields, statusId: number): Promise<number> {
  await requireOwnIdentity(tx.db, ctx.tenantId, fields, { refusal: 'registration' });
  const roleId = await findRoleId(tx.db, ctx.tenantId, defaultRoleForUserType[fields.userTypeId]!);
  const userId = await addUser(tx.db, {
    tenantId: ctx.tenantId,
    userName: fields.userName,
    name: fields.name,
    surname: fields.surname,
    emailAddress: fields.emailAddress,
    password: fields.password,
    isEmailConfirmed: fields.isEmailConfirmed,
    userTypeId: fields.userTypeId,
    statusId,
    language: fields.language,
    dateOfBirth: fields.dateOfBirth,
    countryCode: fields.countryCode,
    roleIds: roleId ? [roleId] : [],
  });
  await addPilotRecord(tx.db, {
    tenantId: ctx.tenantId,
    userId,
    pilotTypeId: fields.userTypeId,
    socialSecurityNumber: fields.socialSecurityNumber,
    isIdLogin: fields.isIdLogin,
    email: fields.emailAddress,
  });
  return userId;
}

/**
 * The wizard's first step for every type: the account, with its register record, unconfirmed
 * until the mailed link (`/verify-register/:userTypeId/2/:token`) comes back.
 */
async function openAccount(deps: ServiceDeps, ctx: RequestContext, input: NewAccount) {
  const now = deps.now();
  const userName = input.userName ?? input.emailAddress;
  const language = input.language ?? ctx.language;
  const statusId = await initialStatus(deps.database.db, input.userTypeId);
  try {
    return await withTransaction(deps.database.pool, async (tx) => {
      const userId = await insertAccount(
        tx,
        ctx,
        {
          ...input,
          userName,
          language,
          socialSecurityNumber: input.socialSecurityNumber ?? null,
          isEmailConfirmed: false,
          isIdLogin: false,
        },
        statusId,
      );
      await mailConfirmationLink(
        tx,
        deps,
        { tenantId: ctx.tenantId, userId, emailAddress: input.emailAddress, name: input.name, language, userTypeId: input.userTypeId },
        now,
      );
      return { canLogin: false, emailConfirmationRequired: true };
    });
  } catch (error) {
    // Two registrations racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) throw registrationFailed('errors:duplicateEmail', { emailAddress: input.emailAddress });
    throw error;
  }
}

/** A person the identity provider vouched for: name, kennitala and date of birth are its, never typed. */
export interface IdentifiedPerson {
  name: string;
  surname: string;
  idNumber: string;
  dateOfBirth: string | null;
  /** The address the provider vouched for (email_verified), if any. */
  verifiedEmail: string | null;
}

/**
 * An account opened through login with the national electronic ID (docs/id-login.md), in the
 * caller's transaction. The person is signed in at once, since the provider proved who they are,
 * but an address is confirmed only when the provider vouched for that very address; any other is
 * stored unconfirmed and the usual confirmation link is mailed to it. The account has no password
 * anyone knows: its owner signs in through the provider, or sets one by "forgot password".
 */
export async function openIdentifiedAccount(
  tx: Tx,
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { person: IdentifiedPerson; userTypeId: number; emailAddress: string; countryCode: string },
): Promise<{ userId: number; statusId: number }> {
  const { person } = input;
  const language = ctx.language;
  const confirmed = person.verifiedEmail !== null && person.verifiedEmail.toLowerCase() === input.emailAddress.toLowerCase();
  const statusId = await initialStatus(tx.db, input.userTypeId);
  const userId = await insertAccount(
    tx,
    ctx,
    {
      name: person.name,
      surname: person.surname,
      userName: input.emailAddress,
      emailAddress: input.emailAddress,
      password: crypto.randomBytes(32).toString('base64url'),
      userTypeId: input.userTypeId,
      language,
      dateOfBirth: person.dateOfBirth,
      countryCode: input.countryCode,
      socialSecurityNumber: person.idNumber,
      isEmailConfirmed: confirmed,
      isIdLogin: true,
    },
    statusId,
  );
  if (!confirmed) {
    const recipient = { tenantId: ctx.tenantId, userId, emailAddress: input.emailAddress, name: person.name, language };
    await mailConfirmationLink(tx, deps, { ...recipient, userTypeId: input.userTypeId }, deps.now());
  }
  return { userId, statusId };
}

/** The link that confirms the address and leads on to step 2 of the type's registration. */
export async function mailConfirmationLink(
  tx: Tx,
  deps: ServiceDeps,
  person: { tenantId: number | null; userId: number; emailAddress: string; name: string; language: Language; userTypeId: number },
  now: Date,
) {
  const token = await issueLinkToken(tx.db, person.userId, 'verify-email', now);
  await enqueueMail(tx, deps.jobs, {
    tenantId: person.tenantId,
    userId: person.userId,
    to: person.emailAddress,
    language: person.language,
    template: 'verifyEmail',
    vars: {
      name: person.name,
      actionUrl: `${deps.publicUrl}/verify-register/${person.userTypeId}/2/${token}`,
      hours: linkTokenRules['verify-email'].lifetimeMs / hour,
    },
  });
}

/** Account/Register: a pilot or an organisation's contact person registers themselves. */
export async function register(deps: ServiceDeps, ctx: RequestContext, input: RegisterInput) {
  // The contract checked it against the wall clock; the service's clock decides.
  if (!isValidDateOfBirth(input.dateOfBirth, deps.now())) throw invalidField('dateOfBirth', 'errors:dateOfBirthInvalid');
  return openAccount(deps, ctx, input);
}

/** Organization/Register: the account of the person who registers an organisation, its main contact person to be. */
export async function registerOrganizationAccount(deps: ServiceDeps, ctx: RequestContext, input: RegisterOrganizationAccountInput) {
  const { canLogin } = await openAccount(deps, ctx, { ...input, dateOfBirth: null, countryCode: 'IS' });
  return { canLogin };
}
