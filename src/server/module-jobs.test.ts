import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDeps } from './kernel/server-module';
import { serverModules } from './modules';
import { createTestApp, type TestApp } from './test/harness';
import { startModuleJobs } from './module-jobs';
import { JobQueue, scheduleTimeZone } from './jobs/queue';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobDeps = (jobs: JobQueue): JobDeps => ({ ...t.deps, jobs, mailTransport: null, mailFrom: 'Drónagátt <no-reply@test.local>' });

/** Another instance of the portal on the same database, working every job. */
async function startInstance(): Promise<JobQueue> {
  const jobs = new JobQueue(t.url, { pollingIntervalSeconds: 0.5 });
  await jobs.start();
  await startModuleJobs(jobs, jobDeps(jobs));
  return jobs;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('startModuleJobs', () => {
  it('keeps no schedule in a process that works no job', async () => {
    expect(await t.deps.jobs.schedules()).toEqual([]);
  });

  it('schedules each job that declares a cron once in UTC (Reykjavík time), however many instances start, and drops a stale one', async () => {
    const declared = serverModules
      .flatMap((module) => module.jobs?.(jobDeps(t.deps.jobs)) ?? [])
      .filter((handler) => handler.schedule)
      .map((handler) => ({ name: handler.name, cron: handler.schedule!, timezone: scheduleTimeZone }));
    expect(declared).toContainEqual({ name: 'accounting.tick', cron: '*/5 * * * *', timezone: scheduleTimeZone });
    expect(scheduleTimeZone).toBe('UTC');
    // A schedule the code no longer declares, left by an earlier version.
    await t.deps.jobs.schedule('send-mail', '0 3 * * *');
    // A declared one that an earlier version kept in Atlantic/Reykjavik, which cost the check more.
    await t.deps.jobs.schedule('accounting.tick', '*/5 * * * *');
    await t.deps.database.pool.query(`update pgboss.schedule set timezone = 'Atlantic/Reykjavik' where name = 'accounting.tick'`);
    const instances = [await startInstance(), await startInstance()];
    try {
      expect((await t.deps.jobs.schedules()).sort(byName)).toEqual(declared.sort(byName));
    } finally {
      for (const jobs of instances) await jobs.stop();
    }
  });
});
