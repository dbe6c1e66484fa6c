import QRCode from 'qrcode';
import type { PasskeyResponse, TotpSetup } from '../../../shared/contracts/second-factor';
import type { ServiceDeps } from '../../deps';
import { businessError, invalidField } from '../../kernel/errors';
import { consumeLinkToken, issueLinkToken } from './link-tokens';
import { challengeOf, registrationOptions, relyingPartyOf, verifyRegistration } from './passkeys';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import {
  countRecoveryCodesLeft,
  findPasskeys,
  findTotp,
  insertPasskey,
  insertRecoveryCodes,
  putPendingTotp,
  replaceRecoveryCodes,
  useTotpStep,
} from './second-factor.queries';
import { isReplayedTotp, matchTotp, newTotpSecret, otpauthUri } from './totp';
import { findUserById } from './account-users.queries';

/**
 * Setting up a factor, the same whether the person is signed in (their own page) or holds the
 * enrolment step of a sign-in (staff without one): both end here, so both follow one rule.
 */

const issuer = 'Drónagátt';
/** What the sealed secret is bound to: the row it belongs to. */
export const totpSealContext = (userId: number) => `totp:${userId}`;

/** A new secret waiting for its first code, as the app reads it; refused while a confirmed one stands. */
export async function beginTotp(deps: ServiceDeps, userId: number): Promise<TotpSetup> {
  const user = await findUserById(deps.database.db, userId);
  const secret = newTotpSecret();
  const stored = await putPendingTotp(deps.database.db, userId, deps.tokens.secrets.seal(secret, totpSealContext(userId)));
  if (!stored) throw businessError('errors:totpAlreadyEnabled');
  const uri = otpauthUri(secret, issuer, user?.userName ?? String(userId));
  return { secret, otpauthUri: uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** Whether the code is the app's, for a step not used before; a confirmed app (`pending` false) or one waiting for its first code. */
export async function useTotpCode(deps: ServiceDeps, userId: number, code: string, pending: boolean): Promise<'ok' | 'wrong' | 'replayed'> {
  const { db } = deps.database;
  const row = await findTotp(db, userId);
  if (!row || (row.confirmedAt === null) !== pending) return 'wrong';
  const secret = deps.tokens.secrets.open(row.secretSealed, totpSealContext(userId));
  if (secret === null) return 'wrong';
  const now = deps.now();
  const step = matchTotp(secret, code, now, row.lastUsedStep);
  if (step !== null && (await useTotpStep(db, userId, step, now, pending))) return 'ok';
  return isReplayedTotp(secret, code, now, row.lastUsedStep) || step !== null ? 'replayed' : 'wrong';
}

/** The first code of a new app: it is confirmed, or the input member says why not. */
export async function confirmTotp(deps: ServiceDeps, userId: number, code: string) {
  const outcome = await useTotpCode(deps, userId, code, true);
  if (outcome === 'replayed') throw invalidField('code', 'errors:totpReplayed');
  if (outcome === 'wrong') throw invalidField('code', 'errors:invalidTotpCode');
}

/** Ten fresh codes in place of any earlier ones; answered once, kept only as keyed hashes. */
export async function issueRecoveryCodes(deps: ServiceDeps, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = codes.map((code) => recoveryCodeHash(deps.tokens.secrets, code.replace('-', '')));
  await replaceRecoveryCodes(deps.database.db, userId, hashes);
  return codes;
}

/** Codes beside the person's others, kept as issued ones are (a test answers a sign-in's second step with one). */
export async function addRecoveryCodes(deps: ServiceDeps, userId: number, count: number): Promise<string[]> {
  const codes = newRecoveryCodes().slice(0, count);
  await insertRecoveryCodes(
    deps.database.db,
    userId,
    codes.map((code) => recoveryCodeHash(deps.tokens.secrets, code.replace('-', ''))),
  );
  return codes;
}

/** Codes for a person's first factor; one who still has codes keeps them, and is told none. */
export async function recoveryCodesForNewFactor(deps: ServiceDeps, userId: number): Promise<string[]> {
  if ((await countRecoveryCodesLeft(deps.database.db, userId)) > 0) return [];
  return issueRecoveryCodes(deps, userId);
}

/** WebAuthn's options to make a passkey; the challenge is a single-use token of five minutes. */
export async function beginPasskey(deps: ServiceDeps, userId: number) {
  const { db } = deps.database;
  const user = await findUserById(db, userId);
  if (!user) throw businessError('errors:signInStepEnded');
  const challenge = await issueLinkToken(db, userId, 'passkey-challenge', deps.now());
  const displayName = `${user.name} ${user.surname}`.trim();
  return registrationOptions(
    relyingPartyOf(deps.publicUrl),
    { id: userId, userName: user.userName, displayName },
    challenge,
    await findPasskeys(db, userId),
  );
}

/** Keeps the passkey the browser made for this person's live challenge, under the name they gave it. */
export async function addPasskey(deps: ServiceDeps, userId: number, name: string, response: PasskeyResponse) {
  const { db } = deps.database;
  const challenge = challengeOf(response);
  if (!challenge) throw invalidField('passkey', 'errors:invalidPasskey');
  const holder = await consumeLinkToken(db, challenge, 'passkey-challenge', deps.now());
  if (holder !== userId) throw invalidField('passkey', 'errors:invalidPasskey');
  const credential = await verifyRegistration(relyingPartyOf(deps.publicUrl), response, challenge);
  if (!credential) throw invalidField('passkey', 'errors:invalidPasskey');
  const row = await insertPasskey(db, { userId, name, ...credential });
  if (!row) throw invalidField('passkey', 'errors:passkeyTaken');
  return row;
}
