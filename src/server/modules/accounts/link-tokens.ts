import type { Db } from '../../db/client';
import { businessError, type AppError } from '../../kernel/errors';
import { hashLinkToken, newLinkToken } from '../../kernel/tokens';
import { findLinkToken, insertLinkToken, markLinkTokenUsed, revokeLiveLinkTokens, type StoredLinkToken } from './link-tokens.queries';

/**
 * The one rule of every token a person holds instead of a session (decision 0024): a mailed link
 * or a registration's step credential. Each is used once for what it proves, lives as long as its
 * step needs and no longer, and dies with the events that end what it stands for. Every call that
 * takes one asks here, and none of them opens a session: only a password or the electronic ID does.
 */
export type LinkPurpose =
  | 'verify-email'
  | 'reset-password'
  | 'invitation'
  | 'reset-code'
  | 'registration'
  | 'second-factor'
  | 'factor-enrolment'
  | 'passkey-challenge';

/** What ends a person's tokens before their time: a sign-out, every session ending (a password changed or reset, the account closed), the registration's end. */
export type LinkEnding = 'signOut' | 'sessionsEnded' | 'registrationEnded';

const minute = 60 * 1000;
const hour = 60 * minute;

interface LinkRule {
  lifetimeMs: number;
  endedBy: readonly LinkEnding[];
  /** A registration's step credential: a refusal says to sign in and go on, rather than to ask for a new link. */
  isStep: boolean;
  /** A step of a sign-in (decision 0026): a refusal says to sign in again with the password. */
  isSignInStep?: boolean;
}

export const linkTokenRules: Record<LinkPurpose, LinkRule> = {
  // Proves the address: mail may wait a weekend, and nothing but a newer link replaces it.
  'verify-email': { lifetimeMs: 48 * hour, endedBy: [], isStep: false },
  // Asked for just now by someone at the keyboard.
  'reset-password': { lifetimeMs: 2 * hour, endedBy: ['sessionsEnded'], isStep: false },
  // Someone else entered the person (an administrator, a new tenant): they may not read their mail at once.
  invitation: { lifetimeMs: 7 * 24 * hour, endedBy: ['sessionsEnded'], isStep: false },
  // The reset link traded for the form where the new password is typed.
  'reset-code': { lifetimeMs: 30 * minute, endedBy: ['signOut', 'sessionsEnded'], isStep: false },
  // The confirmed address's steps still ahead (an organisation's details, the fee), filled in one sitting.
  registration: { lifetimeMs: hour, endedBy: ['signOut', 'sessionsEnded', 'registrationEnded'], isStep: true },
  // A right password waiting for its second factor (decision 0026): long enough to find the phone.
  'second-factor': { lifetimeMs: 5 * minute, endedBy: ['sessionsEnded'], isStep: false, isSignInStep: true },
  // A right password of staff without a second factor, who set one up before they get a session.
  'factor-enrolment': { lifetimeMs: 15 * minute, endedBy: ['sessionsEnded'], isStep: false, isSignInStep: true },
  // A WebAuthn challenge for a passkey being added: the challenge is the token, so it is used once.
  'passkey-challenge': { lifetimeMs: 5 * minute, endedBy: ['sessionsEnded'], isStep: false, isSignInStep: true },
};

const purposesEndedBy = (ending: LinkEnding) =>
  (Object.keys(linkTokenRules) as LinkPurpose[]).filter((purpose) => linkTokenRules[purpose].endedBy.includes(ending));

/** Issues a token of the purpose, for the purpose's lifetime; the person's earlier live ones of that purpose are revoked. */
export async function issueLinkToken(db: Db, userId: number, purpose: LinkPurpose, now: Date): Promise<string> {
  await revokeLiveLinkTokens(db, userId, [purpose], now);
  const { token, hash } = newLinkToken();
  await insertLinkToken(db, { userId, purpose, tokenHash: hash, expiresAt: new Date(now.getTime() + linkTokenRules[purpose].lifetimeMs) });
  return token;
}

/** Why a token is no longer good, in the words its holder needs: what happened and how to go on. */
function refusal(stored: StoredLinkToken | undefined, purposes: readonly LinkPurpose[], now: Date): AppError {
  const isStep = purposes.some((purpose) => linkTokenRules[purpose].isStep);
  const known = stored && (purposes as readonly string[]).includes(stored.purpose) ? stored : undefined;
  const expired = known && !known.usedAt && !known.revokedAt && known.expiresAt <= now;
  if (isStep) return businessError(expired ? 'errors:registrationStepExpired' : 'errors:registrationStepEnded');
  if (purposes.some((purpose) => linkTokenRules[purpose].isSignInStep)) return businessError('errors:signInStepEnded');
  if (!known) return businessError('errors:invalidLink');
  if (known.usedAt) return businessError('errors:linkUsed');
  if (known.revokedAt) return businessError('errors:linkRevoked');
  return businessError('errors:linkExpired');
}

const asList = (purposes: LinkPurpose | readonly LinkPurpose[]) => (typeof purposes === 'string' ? [purposes] : purposes);

/** Uses a live token of one of the purposes, once, and answers its holder; any other token is refused with its reason. */
export async function consumeLinkToken(db: Db, token: string, purposes: LinkPurpose | readonly LinkPurpose[], now: Date): Promise<number> {
  const list = asList(purposes);
  const hash = hashLinkToken(token);
  const userId = await markLinkTokenUsed(db, hash, [...list], now);
  if (userId === null) throw refusal(await findLinkToken(db, hash), list, now);
  return userId;
}

/**
 * The holder of a live token of the purpose, leaving it live: a step credential serves each call
 * of its steps, and a link is looked at before it is used (a link followed under the wrong type
 * is not used up by trying). Any other token is refused with its reason.
 */
export async function linkTokenHolder(db: Db, token: string, purpose: LinkPurpose, now: Date): Promise<number> {
  const stored = await findLinkToken(db, hashLinkToken(token));
  const live = stored && stored.purpose === purpose && !stored.usedAt && !stored.revokedAt && stored.expiresAt > now;
  if (!live) throw refusal(stored, [purpose], now);
  return stored.userId;
}

/** Revokes the person's live tokens that the event ends. */
export async function endLinkTokens(db: Db, userId: number, ending: LinkEnding, now = new Date()) {
  await revokeLiveLinkTokens(db, userId, purposesEndedBy(ending), now);
}
