import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServiceDeps } from './deps';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';
import { registerRoutes, type AbpRoute, type RateLimitKind } from './kernel/abp-route';
import { apiNotFound, installErrorHandler } from './kernel/error-handler';
import { installInputGuard } from './kernel/input-guard';
import { installOpenApi } from './kernel/openapi';
import { OneLineRequestLog } from './kernel/logger';
import { installRequestContext } from './kernel/request-context';
import { installSecurity } from './kernel/security';
import type { FailedSignInLimits } from './kernel/sign-in-throttle';
import { serverModules } from './modules';

/** Requests per address (and per name for sign-ins); `failedSignIns` is the budget of failures (decision 0004). */
export type RateLimits = Record<RateLimitKind, { max: number; timeWindow: number }> & { failedSignIns?: FailedSignInLimits };

export const defaultRateLimits: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  anonymousWrite: { max: 20, timeWindow: 60_000 },
};

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  rateLimits?: RateLimits;
  /** The built web app to serve, with the SPA fallback; null serves the API only. */
  webDir?: string | null;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); never every client's own. */
  trustProxy?: TrustProxy;
  /** Origins of browser apps elsewhere that may call the API (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
}

const apiPrefixes = ['/api/', '/abpuserconfiguration/', '/swagger', '/health/', '/question-images/'];

export async function buildApp(deps: ServiceDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request instead of Fastify's two (kernel/logger.ts).
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 15 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // ABP clients send `Content-Type: application/json` on calls without a body (a PUT toggle, say);
  // an empty body then means no input rather than malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  await app.register(cookie);
  await installSecurity(app, { corsOrigins: options.corsOrigins });
  installRequestContext(app, deps.database.pool, deps.tokens);
  installInputGuard(app);
  installErrorHandler(app);
  await installOpenApi(app, deps.version);

  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'live' }));
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await deps.database.pool.query('select 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const moduleOptions = { failedSignIns: options.rateLimits?.failedSignIns };
  const routes: AbpRoute[] = serverModules.flatMap((module) => module.routes(deps, moduleOptions));
  registerRoutes(app, routes, options.rateLimits ?? defaultRateLimits);
  for (const module of serverModules) module.rawRoutes?.(app, deps);

  const webDir = options.webDir;
  const hasWeb = webDir && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; the shell and the service worker must always be checked.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    // HEAD answers as GET does, without the body (a monitor or a link checker asks for `/` with HEAD).
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !reading || apiPrefixes.some((p) => url.startsWith(p))) return apiNotFound(request, reply);
    const file = request.url.split('?')[0].slice(1);
    if (file && !file.includes('..') && fs.existsSync(path.join(webDir!, file)) && fs.statSync(path.join(webDir!, file)).isFile()) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  return app;
}
