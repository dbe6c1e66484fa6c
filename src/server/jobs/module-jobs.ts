import type { JobDeps } from '../kernel/server-module';
import { serverModules } from '../modules';
import type { JobQueue } from './queue';

/**
 * Registers every module's jobs on the queue, so any process may enqueue them, and works those
 * that `works` picks: the runtime works them all; a test works only what it waits for.
 */
export async function startModuleJobs(jobs: JobQueue, deps: JobDeps, works: (jobName: string) => boolean = () => true): Promise<void> {
  for (const module of serverModules) {
    for (const handler of module.jobs?.(deps) ?? []) {
      await jobs.register(handler);
      if (works(handler.name)) await jobs.work(handler);
    }
  }
}
