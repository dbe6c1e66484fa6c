import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { installCors } from './cors';

export interface SecurityOptions {
  /** Browser apps on other origins that may call the API with credentials; empty allows none. */
  corsOrigins?: readonly string[];
  /** Other origins the portal's pages post forms to: the card provider's pay page. */
  formTargets?: readonly string[];
}

/**
 * Security headers for every reply; HSTS only where the request came over TLS (directly or via a proxy).
 * JSON replies are never cached: they carry personal data and tokens, and a shared browser or proxy must not keep them.
 */
export async function installSecurity(app: FastifyInstance, options: SecurityOptions = {}) {
  await installCors(app, options.corsOrigins ?? []);
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(options.formTargets ?? [])],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    // The same rule as frame-ancestors 'none', for browsers that only read the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Every reply carries the same set, worked out once: helmet itself, run per request, rebuilt its
  // middleware from the options each time, about a tenth of a small reply's cost.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Static files and downloads set their own caching; every other JSON reply is an API answer.
    if (!reply.hasHeader('cache-control') && /^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  await app.register(rateLimit, { global: false });
}

/** The headers helmet sets for these options, taken once by running it against a reply that only records. */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => void (failed = error));
  if (failed) throw failed;
  return headers;
}
