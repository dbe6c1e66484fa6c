import type { RegisterInput } from '../../../shared/contracts/accounts';
import type { RegisterOrganizationAccountInput } from '../../../shared/contracts/organizations';
import { stepNumber } from '../../../shared/contracts/registration';
import { isValidDateOfBirth } from '../../../shared/dates';
import { UserStatus, type Language } from '../../../shared/enums';
import { defaultRoleForUserType } from '../../../shared/permissions';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, isUniqueViolation, registrationFailed } from '../../kernel/errors';
import { enqueueMail } from '../../mail/outbox';
import { addUser, issueToken, requireOwnIdentity, verifyEmailLifetime } from '../accounts';
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

/**
 * The wizard's first step for every type: the account, with its register record, unconfirmed
 * until the mailed link (`/verify-register/:userTypeId/2/:token`) comes back. A type with steps
 * still to take after the link (an organisation's details, the fee) is NeedPaymentToLogin until it
 * has taken them, so that signing in resumes the registration where it stopped (section 4).
 */
async function openAccount(deps: ServiceDeps, ctx: RequestContext, input: NewAccount) {
  const now = deps.now();
  const userName = input.userName ?? input.emailAddress;
  const language = input.language ?? ctx.language;
  const unfinished = stepNumber(input.userTypeId, 'organization') !== null;
  // A pilot may use the portal at once and pay the fee at home (section 4's PaymentAtHomePage).
  const pilotFee = unfinished ? 0 : await feeOfType(deps.database.db, input.userTypeId);
  try {
    return await withTransaction(deps.database.pool, async (tx) => {
      await requireOwnIdentity(tx.db, ctx.tenantId, { userName, emailAddress: input.emailAddress }, { refusal: 'registration' });
      const roleId = await findRoleId(tx.db, ctx.tenantId, defaultRoleForUserType[input.userTypeId]!);
      const userId = await addUser(tx.db, {
        tenantId: ctx.tenantId,
        userName,
        name: input.name,
        surname: input.surname,
        emailAddress: input.emailAddress,
        password: input.password,
        isEmailConfirmed: false,
        userTypeId: input.userTypeId,
        statusId: unfinished ? UserStatus.NeedPaymentToLogin : pilotFee > 0 ? UserStatus.PaymentAtHomePage : UserStatus.NoNeedPayment,
        language,
        dateOfBirth: input.dateOfBirth,
        countryCode: input.countryCode,
        roleIds: roleId ? [roleId] : [],
      });
      await addPilotRecord(tx.db, {
        tenantId: ctx.tenantId,
        userId,
        pilotTypeId: input.userTypeId,
        socialSecurityNumber: input.socialSecurityNumber ?? null,
        email: input.emailAddress,
      });
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

/** The link that confirms the address and leads on to step 2 of the type's registration. */
export async function mailConfirmationLink(
  tx: Tx,
  deps: ServiceDeps,
  person: { tenantId: number | null; userId: number; emailAddress: string; name: string; language: Language; userTypeId: number },
  now: Date,
) {
  const token = await issueToken(tx.db, person.userId, 'verify-email', verifyEmailLifetime, now);
  await enqueueMail(tx, deps.jobs, {
    tenantId: person.tenantId,
    userId: person.userId,
    to: person.emailAddress,
    language: person.language,
    template: 'verifyEmail',
    vars: {
      name: person.name,
      actionUrl: `${deps.publicUrl}/verify-register/${person.userTypeId}/2/${token}`,
      hours: verifyEmailLifetime / hour,
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
