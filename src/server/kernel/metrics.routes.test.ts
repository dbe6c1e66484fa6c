import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { withTransaction } from '../db/transaction';
import { createTestApp, type TestApp } from '../test/harness';
import { installMetrics } from './metrics';

/**
 * `/metrics` scraped as Prometheus scrapes it, from apps on the test's database that hold a
 * metrics token; the harness's own app holds none.
 */

const token = 'metrics-token-0123456789abcdef';
const otherToken = 'another-metrics-token-fedcba9876543210';
const generousLimits = { login: { max: 10_000, timeWindow: 60_000 }, anonymousWrite: { max: 10_000, timeWindow: 60_000 } };

let t: TestApp;
let app: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  // Two apps on one set of deps, as a test file builds them: each with its own registry.
  app = await buildApp(t.deps, { metricsToken: token, webDir: null, rateLimits: generousLimits });
  other = await buildApp(t.deps, { metricsToken: otherToken, webDir: null, rateLimits: generousLimits });
});
afterAll(async () => {
  await app?.close();
  await other?.close();
  await t?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition format's samples: `name{label="value",…} number`, comments left out. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name] = value;
    samples.push({ name: match[1], labels, value: match[3] === '+Inf' ? Infinity : Number(match[3]) });
  }
  return samples;
}

async function scrape(target: FastifyInstance = app, bearer = token): Promise<Sample[]> {
  const res = await target.inject({ url: '/metrics', headers: { authorization: `Bearer ${bearer}` } });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body);
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));

/** The one sample of the series with these labels; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = find(samples, name, labels);
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

/** Scrapes until the series holds `expected`, within a few seconds (a job runs). */
async function until(name: string, labels: Record<string, string>, expected: number): Promise<void> {
  let last: number | undefined;
  for (let i = 0; i < 100; i++) {
    last = valueOf(await scrape(), name, labels);
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} ${JSON.stringify(labels)} stayed ${last}, not ${expected}`);
}

describe('who may scrape /metrics', () => {
  it('answers 404 on an app without a metrics token, whatever is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }, { accept: 'text/html' }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers 401 without the token, with a wrong one, with another app’s and in the wrong place', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.slice(0, -1)}` },
      { authorization: `Bearer ${otherToken}` },
      { authorization: `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}` },
      { authorization: token },
      { cookie: `token=${token}` },
    ];
    for (const headers of tries) {
      const res = await app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ success: false, unAuthorizedRequest: true });
      expect(res.body).not.toContain('http_requests_total');
    }
    expect((await app.inject({ url: `/metrics?token=${token}` })).statusCode).toBe(401);
  });

  it('answers the scraper holding the token in the exposition format, never kept by a cache', async () => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `bearer  ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP /m);
    // Each app answers its own token only.
    expect((await other.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    await scrape(other, otherToken);
  });
});

describe('what /metrics holds', () => {
  it('holds the series of the requests, the process, the database pool and the job queues', async () => {
    const samples = await scrape();
    const names = new Set(samples.map((s) => s.name));
    const expected = [
      // Requests, by route and status, with their latency.
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_sum',
      'http_request_duration_seconds_count',
      // The process.
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_size_total_bytes',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      // The database pool.
      'portal_db_pool_connections',
      'portal_db_pool_idle_connections',
      'portal_db_pool_waiting_requests',
      'portal_db_pool_max_connections',
      // The job queues.
      'portal_job_queue_depth',
      'portal_job_failures_total',
    ];
    expect(expected.filter((name) => !names.has(name))).toEqual([]);
    // Every queue the modules register, failures or none.
    for (const queue of ['send-mail', 'exam.auto-submit']) {
      expect(valueOf(samples, 'portal_job_queue_depth', { queue }), queue).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'portal_job_failures_total', { queue }), queue).toBe(0);
    }
    expect(valueOf(samples, 'portal_db_pool_max_connections')).toBe(10);
    expect(valueOf(samples, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(valueOf(samples, 'portal_db_pool_idle_connections')!);
    expect(valueOf(samples, 'portal_db_pool_waiting_requests')).toBe(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
  });

  it('counts a request under the route it matched, never its raw path, with its status and latency', async () => {
    const key = 'no-such-image-5f3a9c';
    expect((await app.inject({ url: `/question-images/${key}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/AbpUserConfiguration/GetAll' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/AbpUserConfiguration/GetAll' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/no/such/path-7d1e' })).statusCode).toBe(404);

    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.body).not.toContain(key);
    expect(response.body).not.toContain('path-7d1e');
    const samples = parse(response.body);
    const image = { method: 'GET', route: '/question-images/:key', status_code: '404' };
    expect(valueOf(samples, 'http_requests_total', image)).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_count', image)).toBe(1);
    const configuration = { method: 'GET', route: '/AbpUserConfiguration/GetAll', status_code: '200' };
    expect(valueOf(samples, 'http_requests_total', configuration)).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_count', configuration)).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...configuration, le: '+Inf' })).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', configuration)).toBeGreaterThan(0);
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route: '(no route)', status_code: '404' })).toBe(1);

    // The other app on the same deps counted none of them.
    const others = await scrape(other, otherToken);
    expect(find(others, 'http_requests_total', { route: '/AbpUserConfiguration/GetAll' })).toEqual([]);
  });

  it('counts the jobs waiting in each queue, and the runs that failed', async () => {
    const jobs = t.deps.jobs;
    const waiting = { name: 'metrics-test-waiting', run: async () => {} };
    const failing = {
      name: 'metrics-test-failing',
      retryLimit: 0,
      run: async () => {
        throw new Error('the job fails');
      },
    };
    await jobs.register(waiting);
    await jobs.register(failing);
    await withTransaction(t.database.pool, async (tx) => {
      await jobs.send(tx, waiting.name, { n: 1 });
      await jobs.send(tx, waiting.name, { n: 2 });
    });
    const samples = await scrape();
    expect(valueOf(samples, 'portal_job_queue_depth', { queue: waiting.name })).toBe(2);
    expect(valueOf(samples, 'portal_job_failures_total', { queue: failing.name })).toBe(0);

    await jobs.work(failing);
    await withTransaction(t.database.pool, (tx) => jobs.send(tx, failing.name, {}));
    await until('portal_job_failures_total', { queue: failing.name }, 1);
    await until('portal_job_queue_depth', { queue: failing.name }, 0);
    expect(valueOf(await scrape(), 'portal_job_failures_total', { queue: waiting.name })).toBe(0);
  });
});

describe('a source that cannot be read', () => {
  it('is left out of the scrape, and the rest answered', async () => {
    const fails = () => {
      throw new Error('the database is down');
    };
    const bare = Fastify();
    installMetrics(bare, {
      token,
      sources: [
        { name: 'test_unread_total', type: 'counter', help: 'Fails.', read: fails },
        { name: 'test_unread_by_queue', type: 'gauge', help: 'Fails.', labelNames: ['queue'], read: async () => fails() },
        { name: 'test_read', type: 'gauge', help: 'Reads.', read: () => 7 },
      ],
    });
    try {
      const samples = await scrape(bare);
      expect(find(samples, 'test_unread_total')).toEqual([]);
      expect(find(samples, 'test_unread_by_queue')).toEqual([]);
      expect(valueOf(samples, 'test_read')).toBe(7);
      expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    } finally {
      await bare.close();
    }
  });
});
