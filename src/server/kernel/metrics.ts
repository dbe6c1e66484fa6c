import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from './errors';
import { describeError } from './logger';

/** One value of a series, with its labels. */
export interface MetricSample {
  labels?: Record<string, string>;
  value: number;
}

/**
 * A series read when `/metrics` is scraped, from what a part of the portal knows: the database
 * pool, the job queue, a module (`ServerModule.metrics`). A counter has only grown since the
 * process started; a gauge is the state now.
 */
export interface MetricSource {
  name: string;
  help: string;
  type: 'counter' | 'gauge';
  labelNames?: readonly string[];
  /** The value now, or one for each set of labels; an empty list leaves the series out. */
  read(): number | MetricSample[] | Promise<number | MetricSample[]>;
}

const metricsPath = '/metrics';

let processRegistry: Registry | undefined;

/**
 * Heap, event-loop lag, CPU, memory, handles and garbage collection: the process's, measured once
 * for every app in it. Each measurement starts a timer or an observer that is never stopped, so it
 * is made once, not once for each app a test builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The route a request matched, as it was declared (`/question-images/:key`, never the key itself),
 * so that the series stay as few as the routes. The built web app's files, each a route of its own,
 * are one; whatever matched no route (the shell, unknown paths) is another.
 */
function routeOf(request: FastifyRequest): string {
  if ((request.routeOptions.config as { file?: unknown } | undefined)?.file) return '(static file)';
  return request.routeOptions.url ?? '(no route)';
}

/** Compares by digest, so that the time taken says nothing of how much of the token was right. */
function holdsToken(request: FastifyRequest, expected: Buffer): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), expected);
}

/** A source's series in the registry, filled from `read` at each scrape; one that fails is left out of that scrape. */
function register(registry: Registry, source: MetricSource, log: FastifyBaseLogger) {
  const { name, help, labelNames = [] } = source;
  const fill = async (metric: Gauge | Counter) => {
    let samples: MetricSample[] = [];
    try {
      const read = await source.read();
      samples = typeof read === 'number' ? [{ value: read }] : read;
    } catch (error) {
      log.debug({ metric: name, error: describeError(error) }, 'a metric could not be read');
    }
    // Emptied and filled in one step, so that two scrapes at once never add up a counter twice.
    metric.reset();
    // A series without labels would otherwise read 0 after a reset: a fresh backup, an idle queue.
    if (labelNames.length === 0) metric.remove();
    for (const { labels = {}, value } of samples) {
      if (metric instanceof Gauge) metric.set(labels, value);
      else metric.inc(labels, value);
    }
  };
  const options = { name, help, labelNames, registers: [registry] };
  if (source.type === 'gauge') {
    new Gauge({
      ...options,
      async collect() {
        await fill(this);
      },
    });
  } else {
    new Counter({
      ...options,
      async collect() {
        await fill(this);
      },
    });
  }
}

export interface MetricsOptions {
  /** What a scraper sends as its bearer token (METRICS_TOKEN). */
  token: string;
  sources: readonly MetricSource[];
}

/**
 * Prometheus metrics at `/metrics`, for a scraper holding the token: the requests by route, method
 * and status with their latency, the process's own measures, and what `sources` read. The registry
 * is this app's, never prom-client's global one, so apps built side by side each count their own.
 * Outside the API and its declared access: a scraper has no session, only the token.
 */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'];
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered.', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer’s last byte.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  for (const source of options.sources) register(registry, source, app.log);
  const scraped = Registry.merge([processMetrics(), registry]);

  const expected = crypto.createHash('sha256').update(options.token).digest();
  // A scrape every few seconds is not traffic worth a line of the log at `info`; an error in one still is.
  app.get(metricsPath, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!holdsToken(request, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized();
    }
    const text = await scraped.metrics();
    return reply.header('cache-control', 'no-store').type(scraped.contentType).send(text);
  });
}
