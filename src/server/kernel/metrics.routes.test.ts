import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationStreamPath } from '../../shared/contracts/notifications';
import { buildApp } from '../app';
import { withTransaction } from '../db/transaction';
import { examBank, insertAttempt } from '../modules/exam-results/exam-results.test-support';
import { createTestApp, type TestApp } from '../test/harness';
import { installMetrics } from './metrics';

/**
 * `/metrics` scraped as Prometheus scrapes it, from apps on the test's database that hold a
 * metrics token; the harness's own app holds none.
 */

const token = 'metrics-token-0123456789abcdef';
const otherToken = 'another-metrics-token-fedcba9876543210';
const generousLimits = { login: { max: 10_000, timeWindow: 60_000 }, anonymousWrite: { max: 10_000, timeWindow: 60_000 } };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-metrics-'));
const backupDir = path.join(root, 'backups');

let t: TestApp;
let app: FastifyInstance;
let other: FastifyInstance;
let baseUrl: string;
const savedEnv = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, BACKUP_DIR: process.env.BACKUP_DIR };

beforeAll(async () => {
  t = await createTestApp();
  // Two apps on one set of deps, as a test file builds them: each with its own registry.
  app = await buildApp(t.deps, { metricsToken: token, webDir: null, rateLimits: generousLimits });
  other = await buildApp(t.deps, { metricsToken: otherToken, webDir: null, rateLimits: generousLimits });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // The backups' age reads the configuration as the runtime does: the embedded database, backups here.
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = root;
  process.env.BACKUP_DIR = backupDir;
});
afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await app?.close();
  await other?.close();
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
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

/** Scrapes until the series holds `expected`, within a few seconds (a job runs, a stream closes). */
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
  it('holds every series: the requests’, the process’s, the pool’s, the queues’ and the modules’', async () => {
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
      // The modules'.
      'portal_live_streams',
      'portal_exams_in_progress',
      'portal_mails_sent_total',
      'portal_mails_failed_total',
      'portal_backup_age_seconds',
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
    expect(valueOf(samples, 'portal_mails_sent_total')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'portal_mails_failed_total')).toBeGreaterThanOrEqual(0);
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

  it('counts the exams being sat, and not one whose time has run out', async () => {
    const tenantId = (await t.tenant()).id;
    const bank = await examBank(t, tenantId, 1);
    const before = valueOf(await scrape(), 'portal_exams_in_progress')!;
    await insertAttempt(t, bank, { userId: (await t.userWith([], { tenantId })).id });
    await insertAttempt(t, bank, {
      userId: (await t.userWith([], { tenantId })).id,
      startTime: new Date(Date.now() - 2 * 3_600_000),
      minutes: 60,
    });
    expect(valueOf(await scrape(), 'portal_exams_in_progress')).toBe(before + 1);
  });

  it('counts the live streams open', async () => {
    const user = await t.userWith([]);
    const signedIn = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: user.userName, password: 'Test-Password-1' },
    });
    const query = new URLSearchParams({ encryptedAccessToken: signedIn.body.result.encryptedAccessToken });
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${baseUrl}${notificationStreamPath}?${query}`, { agent: false, headers: { accept: 'text/event-stream' } }, resolve)
        .on('error', reject);
    });
    try {
      expect(stream.statusCode).toBe(200);
      await until('portal_live_streams', {}, 1);
    } finally {
      stream.destroy();
    }
    await until('portal_live_streams', {}, 0);
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

  it('tells the age of the newest backup: infinite before the first, none with an external database', async () => {
    expect(valueOf(await scrape(), 'portal_backup_age_seconds')).toBe(Infinity);

    fs.mkdirSync(backupDir, { recursive: true });
    const takenAt = new Date(Date.now() - 3_600_000);
    // As backups are named (modules/backups/backup-files.ts): the time taken, in UTC to the millisecond.
    fs.writeFileSync(path.join(backupDir, `portal-backup-${takenAt.toISOString().replace(/[-:.]/g, '')}.tar.gz`), 'backup');
    fs.writeFileSync(path.join(backupDir, 'portal-backup-20200101T000000000Z.tar.gz'), 'older');
    const age = valueOf(await scrape(), 'portal_backup_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3660);

    process.env.DATABASE_URL = 'postgres://portal@db.example.is:5432/portal';
    try {
      expect(find(await scrape(), 'portal_backup_age_seconds')).toEqual([]);
    } finally {
      delete process.env.DATABASE_URL;
    }
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
