import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { createTestApp, type TestApp } from '../test/harness';
import { capturedLog, logLevel } from '../test/log-lines';
import { databaseMigratedTo } from '../test/migrated-to';
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

it('logs each migration it applies by name, that the schema is up to date when none is left, and which failed', async () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const tags = journal.entries.map((entry) => entry.tag);
  // From 0031 on, which holds 0032's table, whatever migrations come after.
  const from = tags.indexOf('0031_pilot_email_confirmation');
  const rest = tags.slice(from);
  expect(rest).toContain('0032_installation_secrets');
  const older = await databaseMigratedTo(tags[from - 1]!);
  const captured = capturedLog('info');
  try {
    // A table in the way of the last one: drizzle applies them all in one transaction, so none is.
    await older.pool.query('create table installation_secrets (in_the_way int)');
    await expect(older.migrateTheRest(captured.log)).rejects.toThrow();
    expect(captured.lines()).toEqual([
      expect.objectContaining({
        level: logLevel.error,
        msg: 'migrations failed; none was applied',
        migrations: rest,
        error: expect.objectContaining({ cause: expect.objectContaining({ type: 'DatabaseError', code: '42P07' }) }),
      }),
    ]);

    await older.pool.query('drop table installation_secrets');
    let before = captured.raw.length;
    await older.migrateTheRest(captured.log);
    expect(captured.since(before).filter((line) => line.msg === 'migration applied')).toEqual(
      rest.map((migration) => expect.objectContaining({ level: logLevel.info, msg: 'migration applied', migration })),
    );

    before = captured.raw.length;
    await older.migrateTheRest(captured.log);
    expect(captured.since(before)).toEqual([expect.objectContaining({ level: logLevel.info, msg: 'database schema up to date' })]);
  } finally {
    await older.close();
  }
});
