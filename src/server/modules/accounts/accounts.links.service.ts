import { tenantAvailabilityState } from '../../../shared/contracts/accounts';
import { isLanguage } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError } from '../../kernel/errors';
import { hashPassword } from '../../kernel/passwords';
import { takingAtLeast } from '../../kernel/even-time';
import { newLinkToken } from '../../kernel/tokens';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/templates';
import { confirmEmail, setPasswordAfterReset } from './account-users.queries';
import { findTenantByName, findUserByNameOrEmail } from './accounts.queries';
import { consumeLinkToken, issueLinkToken, linkTokenRules } from './link-tokens';
import { revokeAllSessions } from './session-endings';

const hour = 60 * 60 * 1000;
const resetPasswordHours = linkTokenRules['reset-password'].lifetimeMs / hour;

export async function isTenantAvailable(deps: ServiceDeps, tenancyName: string) {
  const tenant = await findTenantByName(deps.database.db, tenancyName);
  if (!tenant) return { state: tenantAvailabilityState.NotFound, tenantId: null };
  return { state: tenant.isActive ? tenantAvailabilityState.Available : tenantAvailabilityState.InActive, tenantId: tenant.id };
}

export async function verifyEmail(deps: ServiceDeps, token: string) {
  const { db } = deps.database;
  const userId = await consumeLinkToken(db, token, 'verify-email', deps.now());
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
        hours: resetPasswordHours,
      });
      return true;
    }
    await withTransaction(deps.database.pool, async (tx) => {
      const token = await issueLinkToken(tx.db, user.id, 'reset-password', deps.now());
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
          hours: resetPasswordHours,
        },
      });
    });
    return true;
  });
}

/**
 * Trades the mailed link (a reset, or the invitation of someone entered by another) for a
 * short-lived reset code, so the link itself works only once.
 */
export async function verifyTokenForResetPassword(deps: ServiceDeps, token: string) {
  const now = deps.now();
  return withTransaction(deps.database.pool, async (tx) => {
    const userId = await consumeLinkToken(tx.db, token, ['reset-password', 'invitation'], now);
    const passwordResetCode = await issueLinkToken(tx.db, userId, 'reset-code', now);
    return { userId, passwordResetCode };
  });
}

export async function changeNewPassword(deps: ServiceDeps, input: { userId: number; passwordResetCode: string; newPassword: string }) {
  const passwordHash = await hashPassword(input.newPassword);
  return withTransaction(deps.database.pool, async (tx) => {
    const userId = await consumeLinkToken(tx.db, input.passwordResetCode, 'reset-code', deps.now());
    if (userId !== input.userId) throw businessError('errors:invalidLink');
    // Whoever had the old password is signed out everywhere.
    await setPasswordAfterReset(tx.db, userId, passwordHash);
    await revokeAllSessions(tx.db, userId);
    return true;
  });
}
