import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { runMigrations, whileHoldingStartUpLock } from './migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('lets instances starting together take turns at the start-up work, and the later finds it done', async () => {
  const log: string[] = [];
  const work = (name: string) =>
    whileHoldingStartUpLock(t.database.pool, async (db) => {
      log.push(`${name} in`);
      await runMigrations(db);
      await new Promise((resolve) => setTimeout(resolve, 100));
      log.push(`${name} out`);
      return name;
    });
  expect(await Promise.all([work('a'), work('b')])).toEqual(['a', 'b']);
  // Whichever takes the lock first, the other waits for it to finish: the work never interleaves.
  const first = log[0]![0]!;
  const second = first === 'a' ? 'b' : 'a';
  expect(log).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
});
