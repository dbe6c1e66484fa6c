import type { AuthenticateResult, SecondFactorKind, SecondFactorRequired } from '../../../shared/contracts/accounts';
import type { AuthenticateSecondFactorInput, EnrolmentResult, PasskeyResponse, TotpSetup } from '../../../shared/contracts/second-factor';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { AppError, businessError, invalidField } from '../../kernel/errors';
import { signInPaused, tooManyFailedSignIns, type SignInThrottle } from '../../kernel/sign-in-throttle';
import { permissionsOfUser } from '../roles';
import { findUserById, recordSuccessfulSignIn } from './account-users.queries';
import { loginAttemptsOf } from './accounts.queries';
import { consumeLinkToken, issueLinkToken, linkTokenHolder, linkTokenRules, type LinkPurpose } from './link-tokens';
import { authenticationOptions, relyingPartyOf, signInChallenge, verifyAuthentication } from './passkeys';
import { normalRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { addPasskey, beginPasskey, beginTotp, confirmTotp, recoveryCodesForNewFactor, useTotpCode } from './second-factor-enrolment';
import { secondFactorPolicy } from './second-factor.policy';
import { enrolledFactorsOf, findPasskeyByCredential, findPasskeys, usePasskey, useRecoveryCode } from './second-factor.queries';
import { openSession, sessionLifetime } from './open-session';

/**
 * The second step of a sign-in (decision 0026). A right password of someone with a factor earns a
 * ticket, not a session; the ticket and a factor earn the session. Staff without a factor earn an
 * enrolment ticket, with which they set one up before anything else. Both steps count failures as
 * a wrong password does (decision 0004), under their own name, so a right password does not
 * refill the guesses at the code.
 */

interface SignedInUser {
  id: number;
  tenantId: number | null;
  userTypeId: number | null;
  statusId: number;
}

const seconds = (purpose: LinkPurpose) => linkTokenRules[purpose].lifetimeMs / 1000;

/** What a right password earns someone who must show a second factor; null when the password is enough. */
export async function secondFactorStepFor(deps: ServiceDeps, user: SignedInUser): Promise<SecondFactorRequired | null> {
  const { db } = deps.database;
  const enrolled = await enrolledFactorsOf(db, user.id);
  const step = (twoFactorStep: 'verify' | 'enrol', purpose: LinkPurpose, providers: SecondFactorKind[]) =>
    issueLinkToken(db, user.id, purpose, deps.now()).then((twoFactorTicket) => ({
      accessToken: null,
      encryptedAccessToken: null,
      requiresTwoFactorVerification: true as const,
      twoFactorStep,
      twoFactorAuthProviders: providers,
      twoFactorTicket,
      twoFactorTicketExpireInSeconds: seconds(purpose),
      userId: user.id,
    }));
  if (enrolled.totp || enrolled.passkeys > 0) {
    const providers: SecondFactorKind[] = [
      ...(enrolled.passkeys > 0 ? ['Passkey' as const] : []),
      ...(enrolled.totp ? ['Totp' as const] : []),
    ];
    return step('verify', 'second-factor', [...providers, 'RecoveryCode']);
  }
  if (secondFactorPolicy.isRequiredFor(await permissionsOfUser(db, user.id))) return step('enrol', 'factor-enrolment', ['Totp', 'Passkey']);
  return null;
}

/** The throttle's name for the second step of an account: its own count, which a right password does not clear. */
const secondStepAccount = (userId: number) => `second factor of user ${userId}`;

/**
 * Runs one answer to a ticket under the sign-in limits: refused at once when the address or the
 * account's second step is paused, counted when wrong, recorded either way.
 */
async function answerTicket<T>(
  deps: ServiceDeps,
  ctx: RequestContext,
  signIns: SignInThrottle,
  ticket: string,
  purpose: LinkPurpose,
  answer: (userId: number) => Promise<'ok' | 'wrong' | 'replayed'>,
  succeed: (user: SignedInUser) => Promise<T>,
): Promise<T> {
  const { db } = deps.database;
  const attempt = loginAttemptsOf(db, ctx, '(second factor)');
  const addressWait = signIns.addressWait(ctx.clientIp);
  if (addressWait) {
    await attempt(null, 'TooManyFailedAttempts');
    throw tooManyFailedSignIns(addressWait);
  }
  const userId = await linkTokenHolder(db, ticket, purpose, deps.now());
  const account = secondStepAccount(userId);
  const accountWait = signIns.accountWait(ctx.clientIp, account);
  if (accountWait) {
    await attempt(userId, 'LockedOut');
    throw signInPaused(accountWait);
  }
  const outcome = await answer(userId);
  if (outcome !== 'ok') {
    // A replayed code is a right code seen before, not a guess: it is refused but not counted.
    if (outcome === 'wrong') signIns.failed(ctx.clientIp, account);
    await attempt(userId, outcome === 'wrong' ? 'InvalidSecondFactor' : 'ReplayedSecondFactor');
    throw outcome === 'wrong' ? businessError('errors:invalidSecondFactor') : businessError('errors:totpReplayed');
  }
  signIns.succeeded(ctx.clientIp, account);
  await consumeLinkToken(db, ticket, purpose, deps.now());
  const user = await findUserById(db, userId);
  if (!user || user.isDeleted || !user.isActive) throw businessError('errors:signInStepEnded');
  await recordSuccessfulSignIn(db, userId, deps.now());
  const result = await succeed(user);
  await attempt(userId, 'Success');
  return result;
}

async function passkeyAnswers(deps: ServiceDeps, userId: number, ticket: string, response: PasskeyResponse) {
  const { db } = deps.database;
  const stored = await findPasskeyByCredential(db, userId, response.id);
  if (!stored) return 'wrong';
  const counter = await verifyAuthentication(relyingPartyOf(deps.publicUrl), response, signInChallenge(ticket), stored);
  return counter !== null && (await usePasskey(db, stored.id, counter, deps.now())) ? 'ok' : 'wrong';
}

async function codeAnswers(deps: ServiceDeps, userId: number, code: string) {
  if (/^\d{6}$/.test(code)) return useTotpCode(deps, userId, code, false);
  const normal = normalRecoveryCode(code);
  if (!normal) return 'wrong';
  return (await useRecoveryCode(deps.database.db, userId, recoveryCodeHash(deps.tokens.secrets, normal), deps.now())) ? 'ok' : 'wrong';
}

/** The ticket and one factor: an app's code, a recovery code or a passkey's signature; answers the session. */
export async function authenticateSecondFactor(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: AuthenticateSecondFactorInput,
  signIns: SignInThrottle,
): Promise<AuthenticateResult> {
  const { code, passkey } = input;
  return answerTicket(
    deps,
    ctx,
    signIns,
    input.twoFactorTicket,
    'second-factor',
    async (userId) => {
      // After the ticket is looked at: a dead ticket is refused as such, whatever else came with it.
      if ((code === undefined) === (passkey === undefined)) throw invalidField('code', 'errors:codeOrPasskey');
      return passkey ? passkeyAnswers(deps, userId, input.twoFactorTicket, passkey) : codeAnswers(deps, userId, code!);
    },
    (user) => openSession(deps, ctx, user, sessionLifetime(input.rememberClient)),
  );
}

/** WebAuthn's options for the passkey step of a sign-in: the person's passkeys, the ticket's challenge. */
export async function beginSecondFactorPasskey(deps: ServiceDeps, ticket: string) {
  const { db } = deps.database;
  const userId = await linkTokenHolder(db, ticket, 'second-factor', deps.now());
  const passkeys = await findPasskeys(db, userId);
  if (!passkeys.length) throw businessError('errors:noPasskey');
  return authenticationOptions(relyingPartyOf(deps.publicUrl), signInChallenge(ticket), passkeys);
}

export async function beginTotpEnrolment(deps: ServiceDeps, ticket: string): Promise<TotpSetup> {
  return beginTotp(deps, await linkTokenHolder(deps.database.db, ticket, 'factor-enrolment', deps.now()));
}

/**
 * An enrolment's first proof: a code or passkey the factor refuses counts as a wrong answer
 * against the ticket; any other failure (the database, say) is the server's and goes up as such.
 */
const refusedAsWrong =
  (prove: (userId: number) => Promise<unknown>) =>
  async (userId: number): Promise<'ok' | 'wrong'> => {
    try {
      await prove(userId);
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return 'wrong';
      throw error;
    }
  };

/** Staff's first code from a new app: the app is confirmed, and the session and recovery codes are answered. */
export async function completeTotpEnrolment(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { twoFactorTicket: string; code: string; rememberClient: boolean },
  signIns: SignInThrottle,
): Promise<EnrolmentResult> {
  return answerTicket(
    deps,
    ctx,
    signIns,
    input.twoFactorTicket,
    'factor-enrolment',
    refusedAsWrong((userId) => confirmTotp(deps, userId, input.code)),
    async (user) => ({
      ...(await openSession(deps, ctx, user, sessionLifetime(input.rememberClient))),
      recoveryCodes: await recoveryCodesForNewFactor(deps, user.id),
    }),
  );
}

export async function beginPasskeyEnrolment(deps: ServiceDeps, ticket: string) {
  return beginPasskey(deps, await linkTokenHolder(deps.database.db, ticket, 'factor-enrolment', deps.now()));
}

/** Staff's first passkey: kept, and the session and recovery codes are answered. */
export async function completePasskeyEnrolment(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { twoFactorTicket: string; name: string; passkey: PasskeyResponse; rememberClient: boolean },
  signIns: SignInThrottle,
): Promise<EnrolmentResult> {
  return answerTicket(
    deps,
    ctx,
    signIns,
    input.twoFactorTicket,
    'factor-enrolment',
    refusedAsWrong((userId) => addPasskey(deps, userId, input.name, input.passkey)),
    async (user) => ({
      ...(await openSession(deps, ctx, user, sessionLifetime(input.rememberClient))),
      recoveryCodes: await recoveryCodesForNewFactor(deps, user.id),
    }),
  );
}
