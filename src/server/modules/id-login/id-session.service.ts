import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { IdProviderError, type RefreshedTokens } from '../../adapters/id-provider/provider';
import type { RequestContext } from '../../kernel/context';
import { revokeSession } from '../accounts';
import { hashLinkToken, newLinkToken } from '../../kernel/tokens';
import {
  findIdSession,
  findSessionsOfProviderSession,
  lockIdSession,
  setLogoutTicket,
  takeLogoutTicket,
  updateIdSessionTokens,
} from './id-login.queries';
import { idLoginPolicy } from './id-login.policy';
import { providerFailure } from './id-login.service';

/** Another tab's refresh this recent answers this one too: a rotated refresh token works once. */
const refreshedRecentlyMs = 30_000;

const notThroughProvider = { secondsLeft: 0, isIdLogin: false };
const secondsUntil = (moment: Date, now: Date) => Math.floor((moment.getTime() - now.getTime()) / 1000);

/**
 * Account/GetIDLoginTimeLeft: seconds left of the provider's access token behind the caller's
 * session (section 4: below zero the browser logs out, under five minutes it asks for a refresh).
 */
export async function getIdTimeLeft(deps: ServiceDeps, ctx: RequestContext) {
  const actor = idLoginPolicy.ownSession(ctx);
  const held = await findIdSession(deps.database.db, actor.sessionId);
  if (!held) return notThroughProvider;
  return { secondsLeft: secondsUntil(held.accessTokenExpiresAt, deps.now()), isIdLogin: true };
}

/**
 * Account/RefreshIDPortenToken: refreshes the provider's tokens with the refresh token kept on
 * the server (the `token` the call takes is not needed: the browser never holds the provider's).
 * A refusal means the provider's session is over, so the portal's ends too, and the answer is
 * below zero. A provider that cannot be asked changes nothing (502).
 */
export async function refreshIdToken(deps: ServiceDeps, ctx: RequestContext) {
  const actor = idLoginPolicy.ownSession(ctx);
  const { db } = deps.database;
  let refused = false;
  const answer = await withTransaction(deps.database.pool, async (tx) => {
    const held = await lockIdSession(tx.db, actor.sessionId);
    if (!held) return notThroughProvider;
    const now = deps.now();
    const current = { secondsLeft: secondsUntil(held.accessTokenExpiresAt, now), isIdLogin: true };
    if (!held.refreshToken || (held.refreshedAt && now.getTime() - held.refreshedAt.getTime() < refreshedRecentlyMs)) return current;
    let tokens: RefreshedTokens;
    try {
      tokens = await deps.idProvider.refresh(held.refreshToken);
    } catch (error) {
      if (!(error instanceof IdProviderError && error.reason === 'refused')) throw providerFailure(error);
      refused = true;
      return { secondsLeft: Math.min(current.secondsLeft, -1), isIdLogin: true };
    }
    const accessTokenExpiresAt = new Date(now.getTime() + tokens.expiresIn * 1000);
    await updateIdSessionTokens(tx.db, actor.sessionId, { ...tokens, accessTokenExpiresAt }, now);
    return { secondsLeft: secondsUntil(accessTokenExpiresAt, now), isIdLogin: true };
  });
  if (refused) await revokeSession(db, actor.sessionId, actor.userId);
  return answer;
}

/** Where the browser goes to log out at the provider: the portal's own address, with a ticket. */
export const idLogoutPath = '/api/Account/IDLogout';
/** Long enough for the browser to end the portal's session and go; used once. */
const logoutTicketLifetimeMs = 2 * 60_000;

/**
 * Account/GetIDLogoutUrl: the portal's logout address at the provider for this session, null when
 * the session did not come through the provider. The ID token never reaches the browser (decision
 * 0021): the address carries a single-use ticket, short-lived, with which the server makes the
 * redirect to the provider's end-session address. The portal's own session ends by
 * TokenAuth/Logout, as any does.
 */
export async function getIdLogoutUrl(deps: ServiceDeps, ctx: RequestContext) {
  const actor = idLoginPolicy.ownSession(ctx);
  const held = await findIdSession(deps.database.db, actor.sessionId);
  if (!held || held.issuer !== deps.idProvider.issuer) return { endSessionUrl: null };
  const { token, hash } = newLinkToken();
  await setLogoutTicket(deps.database.db, actor.sessionId, hash, new Date(deps.now().getTime() + logoutTicketLifetimeMs));
  return { endSessionUrl: `${deps.publicUrl}${idLogoutPath}?ticket=${encodeURIComponent(token)}` };
}

/**
 * The redirect the logout address makes: to the provider's end-session address for the ticket's
 * session, which names the portal by its client id and carries no ID token, or home when the
 * ticket is unknown, used or expired.
 */
export async function idLogoutRedirect(deps: ServiceDeps, ticket: string | undefined, language: string): Promise<string> {
  const home = `${deps.publicUrl}/`;
  if (!ticket) return home;
  const held = await takeLogoutTicket(deps.database.db, hashLinkToken(ticket), deps.now());
  if (!held || held.issuer !== deps.idProvider.issuer) return home;
  try {
    return await deps.idProvider.endSessionUrl(language);
  } catch (error) {
    throw providerFailure(error);
  }
}

/**
 * The provider's front-channel logout: every portal session that came through the provider's
 * session `sid` ends. A notice from another issuer, or without a session, ends nothing.
 */
export async function frontChannelLogout(deps: ServiceDeps, input: { iss?: string | undefined; sid?: string | undefined }) {
  if (!input.sid || input.iss?.replace(/\/$/, '') !== deps.idProvider.issuer) return 0;
  const { db } = deps.database;
  const sessions = await findSessionsOfProviderSession(db, deps.idProvider.issuer, input.sid);
  for (const session of sessions) await revokeSession(db, session.sessionId, session.userId);
  return sessions.length;
}
