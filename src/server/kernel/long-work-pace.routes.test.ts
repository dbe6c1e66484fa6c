import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { beginLongWork, longestPauseMs, othersBeingAnswered, othersShare, yieldToOthers } from './long-work-pace';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const elapsed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** A request being answered for as long as the test likes: its headers arrive, its body never ends. */
function pendingRequest() {
  const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/services/app/Account/IsTenantAvailable' });
  request.setHeader('content-type', 'application/json');
  request.setHeader('content-length', '100');
  request.on('error', () => undefined);
  request.write('{');
  return { abandon: () => request.destroy() };
}

describe('long work yields to the requests being answered (decision 0054)', () => {
  it('counts a request from its arrival until it is done with, an abandoned one too', async () => {
    expect(othersBeingAnswered()).toBe(0);
    await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations');
    expect(othersBeingAnswered()).toBe(0);
    const pending = pendingRequest();
    await expect.poll(othersBeingAnswered).toBe(1);
    pending.abandon();
    await expect.poll(othersBeingAnswered).toBe(0);
  });

  it('goes on at once while nobody else is being answered, and leaves others the thread while they are', async () => {
    expect(await elapsed(() => yieldToOthers(40))).toBeLessThan(20);
    const pending = pendingRequest();
    await expect.poll(othersBeingAnswered).toBe(1);
    try {
      // A slice of 40 ms: the others get `othersShare` times that.
      expect(await elapsed(() => yieldToOthers(40))).toBeGreaterThanOrEqual(40 * othersShare - 5);
      // Never longer than the cap, so the work always goes on.
      expect(await elapsed(() => yieldToOthers(60_000))).toBeLessThan(longestPauseMs + 200);
      // The long work's own request is not one of the others it yields to.
      const endWork = beginLongWork();
      expect(othersBeingAnswered()).toBe(0);
      expect(await elapsed(() => yieldToOthers(40))).toBeLessThan(20);
      endWork();
      endWork();
      expect(othersBeingAnswered()).toBe(1);
    } finally {
      pending.abandon();
    }
  });
});
