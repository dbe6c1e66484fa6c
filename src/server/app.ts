import crypto from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ServiceDeps } from './deps';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';
import { poolMetrics } from './db/pool-metrics';
import { jobQueueMetrics } from './jobs/queue-metrics';
import { registerRoutes, type AbpRoute, type RateLimitKind } from './kernel/abp-route';
import { installCompression } from './kernel/compression';
import { installErrorHandler } from './kernel/error-handler';
import { installInputGuard } from './kernel/input-guard';
import { installMetrics } from './kernel/metrics';
import { installOpenApi } from './kernel/openapi';
import { replySerializerCompiler } from './kernel/reply-serializer';
import { OneLineRequestLog } from './kernel/logger';
import { installRequestContext } from './kernel/request-context';
import { installRequestTracing } from './kernel/request-tracing';
import { installRequestCount } from './kernel/long-work-pace';
import { installSecurity } from './kernel/security';
import { serveWebApp } from './kernel/static-files';
import type { FailedSignInLimits } from './kernel/sign-in-throttle';
import { serverModules } from './modules';
import type { CompanyRegistry } from './adapters/company-registry/company-registry';

/** Requests per address (and per name for sign-ins); `failedSignIns` is the budget of failures (decision 0004). */
export type RateLimits = Record<RateLimitKind, { max: number; timeWindow: number }> & { failedSignIns?: FailedSignInLimits };

export const defaultRateLimits: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  anonymousWrite: { max: 20, timeWindow: 60_000 },
};

export interface AppOptions {
  rateLimits?: RateLimits;
  /** The built web app to serve, with the SPA fallback; null serves the API only. */
  webDir?: string | null;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); never every client's own. */
  trustProxy?: TrustProxy;
  /** Origins of browser apps elsewhere that may call the API (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** The national company registry (COMPANY_REGISTRY_URL); the built-in made-up list when absent. */
  companyRegistry?: CompanyRegistry;
  /** The bearer token of Prometheus metrics at `/metrics` (METRICS_TOKEN); without one there are none, and `/metrics` is a 404. */
  metricsToken?: string;
}

export async function buildApp(deps: ServiceDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Seen as Fastify's logger type, so that the app is the plain FastifyInstance every module takes.
    loggerInstance: deps.log as FastifyBaseLogger,
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
  // First of all hooks, so that the request's span holds everything the others do.
  installRequestTracing(app);
  // Long work (the exports) yields to the requests being answered (decision 0054).
  installRequestCount(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);

  // ABP clients send `Content-Type: application/json` on calls without a body (a PUT toggle, say);
  // an empty body then means no input rather than malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  await app.register(cookie);
  await installCompression(app);
  await installSecurity(app, { corsOrigins: options.corsOrigins, formTargets: [new URL(deps.paymentProvider.payPageUrl).origin] });
  installRequestContext(app, deps.database.pool, deps.tokens);
  installInputGuard(app);
  installErrorHandler(app);
  if (options.metricsToken) {
    installMetrics(app, {
      token: options.metricsToken,
      sources: [
        ...poolMetrics(deps.database.pool),
        ...jobQueueMetrics(deps.jobs),
        ...serverModules.flatMap((m) => m.metrics?.(deps) ?? []),
      ],
    });
  }
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

  const moduleOptions = { failedSignIns: options.rateLimits?.failedSignIns, companyRegistry: options.companyRegistry };
  const routes: AbpRoute[] = serverModules.flatMap((module) => module.routes(deps, moduleOptions));
  const observers = serverModules.flatMap((module) => module.observeCalls?.(deps) ?? []);
  registerRoutes(app, routes, options.rateLimits ?? defaultRateLimits, observers);
  for (const module of serverModules) module.rawRoutes?.(app, deps);

  // The built-in electronic-ID provider makes a test installation, whose sign-in page says so.
  await serveWebApp(app, options.webDir, deps.idProvider.kind === 'development' ? 'test' : 'live');

  return app;
}
