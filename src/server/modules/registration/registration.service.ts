import type { RegisterInput } from '../../../shared/contracts/accounts';
import { isValidDateOfBirth } from '../../../shared/dates';
import { UserStatus } from '../../../shared/enums';
import { defaultRoleForUserType } from '../../../shared/permissions';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, isUniqueViolation, registrationFailed } from '../../kernel/errors';
import { enqueueMail } from '../../mail/outbox';
import { addUser, issueToken, requireOwnIdentity, verifyEmailLifetime } from '../accounts';
import { addPilotRecord } from '../pilots';
import { findRoleId } from '../roles';

const hour = 60 * 60 * 1000;

/**
 * Self-registration of a person, a pilot or an organisation's contact person, with their register
 * record; the account opens once the e-mail address is confirmed through the mailed link, which
 * is the registration's step 2 (`/verify-register/:userTypeId/2/:token`).
 */
export async function register(deps: ServiceDeps, ctx: RequestContext, input: RegisterInput) {
  const now = deps.now();
  // The contract checked it against the wall clock; the service's clock decides.
  if (!isValidDateOfBirth(input.dateOfBirth, now)) throw invalidField('dateOfBirth', 'errors:dateOfBirthInvalid');
  const userName = input.userName ?? input.emailAddress;
  const language = input.language ?? ctx.language;
  try {
    return await withTransaction(deps.database.pool, async (tx) => {
      await requireOwnIdentity(tx.db, ctx.tenantId, { userName, emailAddress: input.emailAddress }, { refusal: 'registration' });
      const roleId = await findRoleId(tx.db, ctx.tenantId, defaultRoleForUserType[input.userTypeId]);
      const userId = await addUser(tx.db, {
        tenantId: ctx.tenantId,
        userName,
        name: input.name,
        surname: input.surname,
        emailAddress: input.emailAddress,
        password: input.password,
        isEmailConfirmed: false,
        userTypeId: input.userTypeId,
        statusId: UserStatus.NoNeedPayment,
        language,
        dateOfBirth: input.dateOfBirth,
        countryCode: input.countryCode,
        roleIds: roleId ? [roleId] : [],
      });
      await addPilotRecord(tx.db, { tenantId: ctx.tenantId, userId, pilotTypeId: input.userTypeId, email: input.emailAddress });
      const token = await issueToken(tx.db, userId, 'verify-email', verifyEmailLifetime, now);
      await enqueueMail(tx, deps.jobs, {
        tenantId: ctx.tenantId,
        userId,
        to: input.emailAddress,
        language,
        template: 'verifyEmail',
        vars: {
          name: input.name,
          actionUrl: `${deps.publicUrl}/verify-register/${input.userTypeId}/2/${token}`,
          hours: verifyEmailLifetime / hour,
        },
      });
      return { canLogin: false, emailConfirmationRequired: true };
    });
  } catch (error) {
    // Two registrations racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) throw registrationFailed('errors:duplicateEmail', { emailAddress: input.emailAddress });
    throw error;
  }
}
