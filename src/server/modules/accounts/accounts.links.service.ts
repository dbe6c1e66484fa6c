import type { RegisterInput } from '../../../shared/contracts/accounts';
import { tenantAvailabilityState } from '../../../shared/contracts/accounts';
import { isValidDateOfBirth } from '../../../shared/dates';
import { UserStatus, UserType, isLanguage } from '../../../shared/enums';
import { defaultRoleForUserType } from '../../../shared/permissions';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, invalidField, isUniqueViolation, registrationFailed } from '../../kernel/errors';
import { hashPassword } from '../../kernel/passwords';
import { takingAtLeast } from '../../kernel/even-time';
import { newLinkToken } from '../../kernel/tokens';
import { enqueueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import { findRoleId } from '../roles';
import { confirmEmail, setPasswordAfterReset } from './account-users.queries';
import { requireOwnIdentity } from './accounts.identity';
import { addUser } from './add-user';
import { consumeToken, findTenantByName, findUserByNameOrEmail, issueToken, revokeAllSessions } from './accounts.queries';

const hour = 60 * 60 * 1000;
export const verifyEmailLifetime = 48 * hour;
export const resetPasswordLifetime = 2 * hour;
const resetCodeLifetime = 30 * 60 * 1000;

export async function isTenantAvailable(deps: ServiceDeps, tenancyName: string) {
  const tenant = await findTenantByName(deps.database.db, tenancyName);
  if (!tenant) return { state: tenantAvailabilityState.NotFound, tenantId: null };
  return { state: tenant.isActive ? tenantAvailabilityState.Available : tenantAvailabilityState.InActive, tenantId: tenant.id };
}

/** Pilot self-registration: the account opens once the e-mail address is confirmed by link. */
export async function register(deps: ServiceDeps, ctx: RequestContext, input: RegisterInput) {
  const now = deps.now();
  // The contract checked it against the wall clock; the service's clock decides.
  if (!isValidDateOfBirth(input.dateOfBirth, now)) throw invalidField('dateOfBirth', 'errors:dateOfBirthInvalid');
  const userName = input.userName ?? input.emailAddress;
  const language = input.language ?? ctx.language;
  try {
    return await withTransaction(deps.database.pool, async (tx) => {
      await requireOwnIdentity(tx.db, ctx.tenantId, { userName, emailAddress: input.emailAddress }, { refusal: 'registration' });
      const pilotRoleId = await findRoleId(tx.db, ctx.tenantId, defaultRoleForUserType[UserType.Pilot]);
      const userId = await addUser(tx.db, {
        tenantId: ctx.tenantId,
        userName,
        name: input.name,
        surname: input.surname,
        emailAddress: input.emailAddress,
        password: input.password,
        isEmailConfirmed: false,
        userTypeId: UserType.Pilot,
        statusId: UserStatus.NoNeedPayment,
        language,
        dateOfBirth: input.dateOfBirth,
        countryCode: input.countryCode,
        roleIds: pilotRoleId ? [pilotRoleId] : [],
      });
      const token = await issueToken(tx.db, userId, 'verify-email', verifyEmailLifetime, now);
      await enqueueMail(tx, deps.jobs, {
        tenantId: ctx.tenantId,
        userId,
        to: input.emailAddress,
        language,
        template: 'verifyEmail',
        vars: { name: input.name, actionUrl: `${deps.publicUrl}/verify/${UserType.Pilot}/1/${token}`, hours: verifyEmailLifetime / hour },
      });
      return { canLogin: false, emailConfirmationRequired: true };
    });
  } catch (error) {
    // Two registrations racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) throw registrationFailed('errors:duplicateEmail', { emailAddress: input.emailAddress });
    throw error;
  }
}

export async function verifyEmail(deps: ServiceDeps, token: string) {
  const { db } = deps.database;
  const userId = await consumeToken(db, token, 'verify-email', deps.now());
  if (userId === null) throw businessError('errors:invalidLink');
  return confirmEmail(db, userId);
}

/**
 * The least time a reset request takes. Mailing a link (a token, a transaction, a mail and its
 * job) takes about 10 ms, 50 ms on a busy machine, and finding nobody a fifth of that, which told
 * a caller whether an account exists; both now answer at the floor, well above either.
 */
export const resetReplyFloorMs = 200;

/** Always answers true, no sooner than the floor, so neither the reply nor its timing tells whether an account exists. */
export async function sendPasswordReset(deps: ServiceDeps, ctx: RequestContext, emailOrUsername: string): Promise<boolean> {
  return takingAtLeast(resetReplyFloorMs, async () => {
    const user = await findUserByNameOrEmail(deps.database.db, ctx.tenantId, emailOrUsername);
    if (!user || !user.isActive) {
      // The token and the mail are made and thrown away, so the processor works alike too.
      const { token } = newLinkToken();
      renderMail('resetPassword', ctx.language, {
        name: '',
        userName: emailOrUsername,
        actionUrl: `${deps.publicUrl}/verify-reset-password/${token}`,
        hours: resetPasswordLifetime / hour,
      });
      return true;
    }
    await withTransaction(deps.database.pool, async (tx) => {
      const token = await issueToken(tx.db, user.id, 'reset-password', resetPasswordLifetime, deps.now());
      await enqueueMail(tx, deps.jobs, {
        tenantId: user.tenantId,
        userId: user.id,
        to: user.emailAddress,
        language: isLanguage(user.language) ? user.language : ctx.language,
        template: 'resetPassword',
        vars: {
          name: user.name,
          userName: user.userName,
          actionUrl: `${deps.publicUrl}/verify-reset-password/${token}`,
          hours: resetPasswordLifetime / hour,
        },
      });
    });
    return true;
  });
}

/** Trades the mailed link for a short-lived reset code, so the link itself works only once. */
export async function verifyTokenForResetPassword(deps: ServiceDeps, token: string) {
  const now = deps.now();
  return withTransaction(deps.database.pool, async (tx) => {
    const userId = await consumeToken(tx.db, token, 'reset-password', now);
    if (userId === null) throw businessError('errors:invalidLink');
    const passwordResetCode = await issueToken(tx.db, userId, 'reset-code', resetCodeLifetime, now);
    return { userId, passwordResetCode };
  });
}

export async function changeNewPassword(deps: ServiceDeps, input: { userId: number; passwordResetCode: string; newPassword: string }) {
  const passwordHash = await hashPassword(input.newPassword);
  return withTransaction(deps.database.pool, async (tx) => {
    const userId = await consumeToken(tx.db, input.passwordResetCode, 'reset-code', deps.now());
    if (userId === null || userId !== input.userId) throw businessError('errors:invalidLink');
    // Whoever had the old password is signed out everywhere.
    await setPasswordAfterReset(tx.db, userId, passwordHash);
    await revokeAllSessions(tx.db, userId);
    return true;
  });
}
