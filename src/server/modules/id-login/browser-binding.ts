import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashLinkToken } from '../../kernel/tokens';

/**
 * The browser's own key for logins through the provider (decision 0021): the state of a login is
 * finished only by the browser that began it, so a code and state taken from an attacker's login
 * and opened in a victim's browser sign nobody in (login CSRF). One key a browser, kept while it
 * starts logins, so that two tabs' logins both finish.
 */
export const idLoginBrowserCookie = 'IdLogin.Browser';
const handlerPath = '/api/Account/IDLoginHandler';
const keyLifetimeSeconds = 60 * 60;

/** The key this browser sent, or a new one, set on the reply for the handler's path only. */
export function browserKeyFor(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const sent = request.cookies?.[idLoginBrowserCookie];
  const key = sent && /^[\w-]{43}$/.test(sent) ? sent : crypto.randomBytes(32).toString('base64url');
  reply.setCookie(idLoginBrowserCookie, key, {
    path: handlerPath,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: keyLifetimeSeconds,
  });
  return key;
}

export const sentBrowserKey = (request: FastifyRequest): string | null => request.cookies?.[idLoginBrowserCookie] ?? null;

export const hashBrowserKey = (key: string): string => hashLinkToken(key);

/** Whether the browser that answers is the one that began the attempt. */
export function isSameBrowser(attemptHash: string | null, sentKey: string | null): boolean {
  if (!attemptHash || !sentKey) return false;
  const sent = Buffer.from(hashBrowserKey(sentKey));
  const kept = Buffer.from(attemptHash);
  return sent.length === kept.length && crypto.timingSafeEqual(sent, kept);
}
