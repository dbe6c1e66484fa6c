import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../shared/contracts/common';
import type { Endpoint, Verb } from '../../shared/contracts/endpoint';
import { accessHooks, accessRule, accessSchema, type Access, type AccessRule } from './access';
import { addressKey } from './client-address';
import type { RequestContext } from './context';
import { describeError } from './logger';
import { RawJson } from './raw-json';

export type RateLimitKind = 'login' | 'anonymousWrite';

type InputOf<I> = I extends z.ZodType ? z.output<I> : undefined;

/** What the server adds to a shared endpoint: who may call it, how it is described, and what it does. */
export interface RouteOptions<I extends z.ZodType | undefined = any, O extends z.ZodType = any> {
  summary: string;
  /** Who may call it (`kernel/access.ts`); required, so that no call is left open by forgetting. */
  access: Access;
  rateLimit?: RateLimitKind;
  /** Accept the `Abp.AuthToken` cookie: only for GET downloads that cannot send a header. */
  allowCookieAuth?: boolean;
  /** Bytes a body may carry; the default suits forms, uploads name their own. */
  bodyLimit?: number;
  /** False when the handler never reads who is asking (public verification): no session is looked up. */
  needsActor?: false;
  /** The kind of record the call's `id` names, for those who observe calls (the audit log); the service's name when absent. */
  record?: string;
  /** Answers the result, or the result's JSON checked before (`kernel/raw-json.ts`) when most of it is the same for everyone. */
  /** `reply` is for what a call sets beside its answer (a cookie); the answer itself is what it returns. */
  handler: (
    ctx: RequestContext,
    input: InputOf<I>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.input<O> | RawJson<z.output<O>>>;
}

/** A route as the kernel registers it: the shared endpoint's path, verb and schemas, and the server's options. */
export type AbpRoute<I extends z.ZodType | undefined = any, O extends z.ZodType = any> = Endpoint<I, O> & RouteOptions<I, O>;

/** The route of a call defined once in `shared/contracts` (its path, verb, input and result). */
export function route<I extends z.ZodType | undefined, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  options: RouteOptions<I, O>,
): AbpRoute {
  return { ...endpoint, ...options } as AbpRoute;
}

/** A call that answered successfully, as a {@link CallObserver} is told of it. */
export interface SucceededCall {
  route: Pick<AbpRoute, 'service' | 'method' | 'verb' | 'record'>;
  ctx: RequestContext;
  /** The validated input, path members included. */
  input: unknown;
  result: unknown;
}

/**
 * Told of every ABP call right after it succeeded (its transaction committed), before the reply
 * leaves; modules provide them (`ServerModule.observeCalls`), so the kernel knows none by name.
 * One that fails is logged as an error and never costs the caller their reply.
 */
export type CallObserver = (call: SucceededCall) => Promise<void>;

export function ok<T>(result: T) {
  return { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true as const };
}

/** The envelope's JSON around a result's, split where the result goes: the same bytes `ok` would give. */
const [envelopeHead, envelopeTail] = JSON.stringify(ok('\u0000'))
  .split('"\\u0000"')
  .map((part) => Buffer.from(part, 'utf8'));
const okJson = (result: RawJson) => Buffer.concat([envelopeHead, ...result.pieces, envelopeTail]);

/** The top-level keys a schema accepts, so query keys and body keys can match them case-insensitively. */
function keysOf(schema: z.ZodType | undefined): Record<string, string> | undefined {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return undefined;
  return Object.fromEntries(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
}

/**
 * Requests per address (an IPv6 client's whole /64), and sign-ins per address and account name,
 * counted after the body is read: a whole exam room behind one address can sign in at once.
 * These cap the pace of requests; failed sign-ins have their own budget (`SignInThrottle`,
 * decision 0004). `request.ip` is the client only as far as TRUST_PROXY says which proxies to believe.
 */
function rateLimitOf(kind: RateLimitKind, rateLimits: Record<RateLimitKind, { max: number; timeWindow: number }>) {
  if (kind !== 'login') return { ...rateLimits[kind], keyGenerator: (request: FastifyRequest) => addressKey(request.ip) };
  return {
    ...rateLimits.login,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { userNameOrEmailAddress?: unknown; twoFactorTicket?: unknown } | undefined;
      // The second step of a sign-in names its ticket rather than the person (decision 0026).
      const name = body?.userNameOrEmailAddress ?? body?.twoFactorTicket;
      return `${addressKey(request.ip)}|${typeof name === 'string' ? name.trim().toLowerCase() : ''}`;
    },
  };
}

export const defaultBodyLimit = 1024 * 1024;

/** Splits a path member off the input schema: one schema for the path, the rest for query or body. */
function splitPathParam(route: AbpRoute) {
  const input = route.input as z.ZodObject | undefined;
  if (!route.pathParam || !input?.shape) return { params: undefined, rest: route.input };
  const member = input.shape[route.pathParam];
  if (!member) throw new Error(`${route.service}/${route.method}: pathParam ${route.pathParam} is not an input member`);
  const rest = input.omit({ [route.pathParam]: true } as never);
  return { params: z.object({ [route.pathParam]: member }), rest: Object.keys(rest.shape).length ? rest : undefined };
}

export function registerRoutes(
  app: FastifyInstance,
  routes: AbpRoute[],
  rateLimits: Record<RateLimitKind, { max: number; timeWindow: number }>,
  observers: readonly CallObserver[] = [],
) {
  for (const route of routes) {
    for (const verb of [route.verb, ...(route.alsoVerbs ?? [])]) registerRoute(app, route, verb, rateLimits, observers);
  }
}

/** One verb of a call; a call the specification writes with two verbs is registered once for each. */
function registerRoute(
  app: FastifyInstance,
  route: AbpRoute,
  verb: Verb,
  rateLimits: Record<RateLimitKind, { max: number; timeWindow: number }>,
  observers: readonly CallObserver[],
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const base = route.path;
  const inQuery = verb === 'GET' || verb === 'DELETE';
  const { params, rest } = splitPathParam(route);
  const guard = accessHooks(route.access);
  typed.route({
    method: verb,
    url: route.pathParam ? `${base}/:${route.pathParam}` : base,
    bodyLimit: route.bodyLimit ?? defaultBodyLimit,
    schema: {
      tags: [route.service],
      summary: route.summary,
      operationId: verb === route.verb ? `${route.service}_${route.method}` : `${route.service}_${route.method}_${verb}`,
      ...accessSchema(route.access),
      ...(params ? { params } : {}),
      ...(rest ? { [inQuery ? 'querystring' : 'body']: rest } : {}),
      response: { 200: envelope(route.result) },
    },
    config: {
      inputKeys: keysOf(rest),
      inQuery,
      allowCookieAuth: route.allowCookieAuth === true && verb === 'GET',
      access: accessRule(route.access),
      ...(route.needsActor === false ? { needsActor: false } : {}),
      ...(route.rateLimit ? { rateLimit: rateLimitOf(route.rateLimit, rateLimits) } : {}),
    },
    onRequest: guard.onRequest,
    preHandler: guard.preHandler,
    handler: async (request, reply) => {
      const carried = (inQuery ? request.query : request.body) as object | undefined;
      const input = (params ? { ...carried, ...(request.params as object) } : carried) as never;
      const result = await route.handler(request.ctx, input, request, reply as FastifyReply);
      for (const observe of observers) {
        try {
          await observe({ route, ctx: request.ctx, input, result });
        } catch (error) {
          request.log.error({ error: describeError(error), call: `${route.service}/${route.method}` }, 'a call observer failed');
        }
      }
      // Checked against the contract when it was made; the serializer would only check it again.
      if (result instanceof RawJson) return (reply as FastifyReply).type('application/json; charset=utf-8').send(okJson(result));
      return ok(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    inputKeys?: Record<string, string>;
    inQuery?: boolean;
    allowCookieAuth?: boolean;
    /** The route's declared access, for anything that wants to know who may call it. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
