import type { PagedResult } from '../../../shared/contracts/common';
import type { FailedJobDto, FailedJobInput, GetFailedJobsInput, JobQueueDto } from '../../../shared/contracts/job-queues';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { JobState } from '../../jobs/queue';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { jobQueuesPolicy } from './job-queues.policy';

/** Only the portal's own queues: a name it does not register is a mistake, not an empty queue. */
function registeredQueue(deps: ServiceDeps, name: string): string {
  if (!deps.jobs.isRegistered(name)) throw businessError('job-queues:errors.unknownQueue', { queue: name });
  return name;
}

/** A job that is gone answers 404; one that is waiting, running or done is not the administrator's to retry or discard. */
function refuseUnlessFailed(state: JobState | null): void {
  if (state === null) throw notFound();
  if (state !== 'failed') throw businessError('job-queues:errors.notFailed');
}

/** JobQueue/GetQueues: every queue with its jobs counted by state. */
export async function getQueues(deps: ServiceDeps, ctx: RequestContext): Promise<{ items: JobQueueDto[] }> {
  jobQueuesPolicy.manage(ctx);
  return { items: await deps.jobs.queueStates() };
}

/** JobQueue/GetFailedJobs: a page of the queue's failed jobs, the newest failure first. */
export async function getFailedJobs(deps: ServiceDeps, ctx: RequestContext, input: GetFailedJobsInput): Promise<PagedResult<FailedJobDto>> {
  jobQueuesPolicy.manage(ctx);
  return deps.jobs.failedJobs(registeredQueue(deps, input.queue), input.skipCount, input.maxResultCount);
}

/** JobQueue/Retry: the failed job back to its queue, where a worker picks it up at once. */
export async function retryJob(deps: ServiceDeps, ctx: RequestContext, input: FailedJobInput): Promise<null> {
  jobQueuesPolicy.manage(ctx);
  const queue = registeredQueue(deps, input.queue);
  await withTransaction(deps.database.pool, async (tx) => refuseUnlessFailed(await deps.jobs.retry(tx, queue, input.id)));
  return null;
}

/** JobQueue/Discard: the failed job deleted, never to run. */
export async function discardJob(deps: ServiceDeps, ctx: RequestContext, input: FailedJobInput): Promise<null> {
  jobQueuesPolicy.manage(ctx);
  const queue = registeredQueue(deps, input.queue);
  await withTransaction(deps.database.pool, async (tx) => refuseUnlessFailed(await deps.jobs.discard(tx, queue, input.id)));
  return null;
}
