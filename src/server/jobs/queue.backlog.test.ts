import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/transaction';
import { createTestApp, type TestApp } from '../test/harness';
import { JobQueue, type JobHandler } from './queue';

/** A backlog drains as fast as its jobs run: the polling interval is only how long an empty queue waits. */

let t: TestApp;
let jobs: JobQueue;

beforeAll(async () => {
  t = await createTestApp();
  jobs = new JobQueue(t.url, { pollingIntervalSeconds: 2 });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('a queue with a backlog', () => {
  it('runs twenty waiting jobs one after another without waiting the two-second interval between them', async () => {
    const done: number[] = [];
    const handler: JobHandler<{ n: number }> = { name: 'test.backlog', run: async ({ n }) => void done.push(n) };
    await jobs.register(handler);
    await withTransaction(t.database.pool, async (tx) => {
      for (let n = 0; n < 20; n++) await jobs.send(tx, handler.name, { n });
    });
    const started = Date.now();
    await jobs.work(handler);
    while (done.length < 20 && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 50));
    const ms = Date.now() - started;
    expect(done.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    // One job per interval would take 38 s at the least.
    expect(ms).toBeLessThan(8_000);
  });
});
