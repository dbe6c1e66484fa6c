import type { Config } from './config';
import type { JobDeps } from './kernel/server-module';
import { serverModules } from './modules';
import type { JobQueue } from './jobs/queue';

/**
 * Registers every module's jobs on the queue, so any process may enqueue them, and works those
 * that `works` picks: the runtime works them all; a test works only what it waits for. A process
 * that works a job also keeps its schedule as the code says, dropping one the code no longer has.
 */
export async function startModuleJobs(jobs: JobQueue, deps: JobDeps, works: (jobName: string) => boolean = () => true): Promise<void> {
  for (const module of serverModules) {
    for (const handler of module.jobs?.(deps) ?? []) {
      await jobs.register(handler);
      if (!works(handler.name)) continue;
      await jobs.work(handler);
      if (handler.schedule) await jobs.schedule(handler.name, handler.schedule);
      else await jobs.unschedule(handler.name);
    }
  }
}

/** Each module's start task, once the process works its jobs (the runtime, not a test's harness). */
export async function runModuleStartTasks(deps: JobDeps, config: Config): Promise<void> {
  for (const module of serverModules) await module.atStart?.(deps, config);
}
