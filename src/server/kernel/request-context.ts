import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { ActorCache, type ActorCacheOptions } from './actor-cache';
import { cacheChannelOf } from './cache-channel';
import type { Actor, RequestContext } from './context';
import { cultureCookieName, resolveCulture } from './culture';
import { databaseUnavailable, isDatabaseUnavailable } from './errors';
import { isSessionId } from './sessions';
import { parseTenantId, requireOpenTenants, tenantCookieNames, tenantHeaderNames } from './tenant';
import type { AccessClaims, TokenService } from './tokens';

export const authCookieName = 'Abp.AuthToken';

/**
 * Whether the route reads who is asking. Routes outside the declared ones (health, static files,
 * the fallback) never do, nor those that say so (`needsActor: false`, e.g. public verification):
 * for them a token is not even checked.
 */
const readsActor = (request: FastifyRequest) => {
  const config = request.routeOptions.config;
  return config?.access !== undefined && config.needsActor !== false;
};

/** Every declared or documented call (the API, the downloads) answers in a tenant; files and health checks do not. */
const isDeclared = (request: FastifyRequest) =>
  request.routeOptions.config?.access !== undefined ||
  (request.routeOptions.schema as { 'x-access'?: unknown } | undefined)?.['x-access'] !== undefined;

/** Builds `request.ctx` for every request: who is asking, in which tenant and in which language. */
export function installRequestContext(app: FastifyInstance, pool: pg.Pool, tokens: TokenService, cacheOptions?: ActorCacheOptions) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  const channel = cacheChannelOf(pool);
  channel.acquire();
  const actors = new ActorCache(pool, channel, cacheOptions);
  const verified = new VerifiedTokens(tokens);
  app.addHook('onClose', async () => {
    actors.close();
    await channel.release();
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const token = readsActor(request) ? (bearerToken(request) ?? cookieToken(request)) : null;
    const claims = token ? await verified.verify(token) : null;
    let actor: Actor | null = null;
    let databaseDown = false;
    try {
      actor = claims && isSessionId(claims.sessionId) ? await actors.resolve(claims.sessionId, claims.userId) : null;
    } catch (error) {
      // Not a 401: the session may be perfectly good, and a client that hears 401 signs its user out.
      if (!isDatabaseUnavailable(error)) throw error;
      databaseDown = true;
    }
    const declared = isDeclared(request);
    let named: number | null = null;
    let malformed: unknown = null;
    try {
      named = parseTenantId(headerValue(request, tenantHeaderNames) ?? cookieValue(request, tenantCookieNames));
    } catch (error) {
      malformed = error;
    }
    request.ctx = {
      actor,
      tenantId: actor ? actor.tenantId : named,
      language: resolveCulture({
        query: (request.query as Record<string, unknown> | undefined)?.culture,
        header: request.headers[cultureCookieName.toLowerCase()] as string | undefined,
        userLanguage: actor?.language,
        cookie: request.cookies?.[cultureCookieName],
        acceptLanguage: request.headers['accept-language'],
      }),
      requestId: request.id,
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    };
    if (databaseDown) throw databaseUnavailable();
    if (!declared) return;
    if (malformed) throw malformed;
    // What the client names is checked even when the session's tenant wins: a wrong tenant is never quietly another.
    try {
      await requireOpenTenants(pool, [named, actor?.tenantId ?? null]);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw databaseUnavailable();
      throw error;
    }
  });

  // ABP clients send PascalCase query keys and empty values that mean "not given".
  app.addHook('preValidation', async (request) => {
    const keys = request.routeOptions.config.inputKeys;
    if (!keys) return;
    if (request.routeOptions.config.inQuery) {
      request.query = normalizeKeys(request.query as Record<string, unknown>, keys, true);
    } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
      request.body = normalizeKeys(request.body as Record<string, unknown>, keys, false);
    }
  });
}

/**
 * Tokens whose signature was checked, until they expire: a signature stays good for the token's
 * life, and checking it (WebCrypto's HMAC, a trip through the thread pool) cost a busy portal an
 * eighth of its time. Whether the session behind it still stands is the actor cache's question,
 * asked on every request.
 */
class VerifiedTokens {
  private readonly kept = new Map<string, { claims: AccessClaims; until: number }>();
  private static readonly maxEntries = 100_000;
  private static readonly lifetimeMs = 10 * 60_000;

  constructor(private readonly tokens: TokenService) {}

  async verify(token: string): Promise<AccessClaims | null> {
    const now = Date.now();
    const kept = this.kept.get(token);
    if (kept && kept.until > now) return kept.claims;
    if (kept) this.kept.delete(token);
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const expires = expiryOf(token);
    if (expires === null || expires <= now) return claims;
    if (this.kept.size >= VerifiedTokens.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, { claims, until: Math.min(expires, now + VerifiedTokens.lifetimeMs) });
    return claims;
  }
}

/** The `exp` of a token whose signature was just checked, in milliseconds; null without one. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

function normalizeKeys(input: Record<string, unknown>, keys: Record<string, string>, dropEmpty: boolean) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (dropEmpty && (value === '' || value === undefined)) continue;
    const canonical = keys[key.toLowerCase()] ?? key;
    // An exact match wins over a differently cased duplicate.
    if (canonical in out && key !== canonical) continue;
    out[canonical] = value;
  }
  return out;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

/** The cookie counts only where the route allows it (GET downloads), so no write can be forged cross-site. */
function cookieToken(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || !request.routeOptions.config?.allowCookieAuth) return null;
  return request.cookies?.[authCookieName] ?? null;
}

function headerValue(request: FastifyRequest, names: string[]): string | undefined {
  for (const name of names) {
    const value = request.headers[name];
    if (value !== undefined) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function cookieValue(request: FastifyRequest, names: string[]): string | undefined {
  for (const name of names) {
    const value = request.cookies?.[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on a declared route whose handler never reads who is asking: no session is looked up. */
    needsActor?: boolean;
  }
}
