import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/transaction';
import { createTestDatabase } from '../test/harness';
import { capturedLog, logLevel, type LogLine } from '../test/log-lines';
import { soon } from '../test/soon';
import { JobQueue } from './queue';

/**
 * The queue on a database of its own, logging as `npm start` does at its default level: a job's
 * error quotes the person it was working on, and no line about it may.
 */

const person = ['sigurlina.h@example.com', 'Sigurlína', 'Hafsteinsdóttir', '120174-3399', '1201743399'];

class RegistryUnavailable extends Error {}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let jobs: JobQueue;
const captured = capturedLog('info');

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  jobs = new JobQueue(database.url, { log: captured.log, pollingIntervalSeconds: 0.5 });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await pool.end();
  await database.drop();
});

describe('a failing job', () => {
  it('is told at the default level with its queue and error class, each retry too, and nothing it was working on', async () => {
    const queue = 'test.flaky';
    const attempts = new Map<string, number>();
    const handler = {
      name: queue,
      retryLimit: 1,
      run: async (data: { job: string; failures: number; person: string }) => {
        const attempt = (attempts.get(data.job) ?? 0) + 1;
        attempts.set(data.job, attempt);
        if (attempt <= data.failures) throw new RegistryUnavailable(`no answer about ${data.person}`);
      },
    };
    await jobs.register(handler);
    await jobs.work(handler);
    const about = 'Sigurlína Hafsteinsdóttir, 120174-3399, sigurlina.h@example.com';
    // Retried at once rather than after the queue's five seconds, so the test need not wait them out.
    const now = { retryDelay: 0, retryBackoff: false };
    await withTransaction(pool, async (tx) => {
      await jobs.send(tx, queue, { job: 'once', failures: 1, person: about }, now);
      await jobs.send(tx, queue, { job: 'always', failures: 2, person: about }, now);
    });

    const ofQueue = (line: LogLine) => line.queue === queue;
    await captured.waitFor((line) => ofQueue(line) && line.msg === 'job succeeded on a retry');
    await captured.waitFor((line) => ofQueue(line) && line.willRetry === false);
    const lines = captured.lines().filter(ofQueue);
    const failed = { queue, jobId: expect.any(String), errorClass: 'RegistryUnavailable', retryLimit: 1 };
    const retried = { ...failed, level: logLevel.warn, msg: 'job failed; it will be retried', retryCount: 0, willRetry: true };
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining(retried),
        expect.objectContaining({ level: logLevel.info, msg: 'job succeeded on a retry', queue, retryCount: 1, retryLimit: 1 }),
        expect.objectContaining({
          ...failed,
          level: logLevel.error,
          msg: 'job failed and will not be retried',
          retryCount: 1,
          willRetry: false,
        }),
      ]),
    );
    expect(lines.filter((line) => line.willRetry === true)).toHaveLength(2);
    expect(lines).toHaveLength(4);
    const text = captured.raw.join('\n').toLowerCase();
    for (const value of person) expect(text, value).not.toContain(value.toLowerCase());
  });
});

describe('the queue’s own errors', () => {
  it('are told instead of dropped', async () => {
    const log = capturedLog('info');
    const queue = new JobQueue(database.url, { log: log.log, pollingIntervalSeconds: 0.5 });
    await queue.start();
    try {
      const handler = { name: 'test.idle', run: async () => {} };
      await queue.register(handler);
      await queue.work(handler);
      // The server ends the queue's connections, as at a restart or a fail-over; one may be busy
      // polling, whose error pg-boss keeps to itself, so until an idle one is ended too.
      const endConnections = () =>
        pool.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'portal-jobs'`,
        );
      const told = await soon(
        async () => {
          await endConnections();
          return log.lines().find((line) => line.msg === 'job queue error');
        },
        Boolean,
        { withinMs: 10_000, everyMs: 200 },
      );
      expect(told).toMatchObject({ level: logLevel.error, error: { type: 'DatabaseError', code: '57P01' } });
    } finally {
      await queue.stop().catch(() => {});
    }
  });
});
