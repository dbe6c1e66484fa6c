import { jobQueuesEndpoints } from '../../../shared/contracts/job-queues';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import type { Access } from '../../kernel/access';
import { discardJob, getFailedJobs, getQueues, retryJob } from './job-queues.service';

/** The queues hold every tenant's jobs: the host's administrators only. */
const jobQueueAccess: Access = { anyOf: [Permission.Administrator], hostOnly: true };

export const jobQueueRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(jobQueuesEndpoints.getQueues, {
    access: jobQueueAccess,
    summary: 'Every job queue with its jobs waiting, waiting for a retry, running and failed, and those completed in the last 24 hours.',
    handler: (ctx) => getQueues(deps, ctx),
  }),
  route(jobQueuesEndpoints.getFailedJobs, {
    access: jobQueueAccess,
    summary: "A page of one queue's failed jobs, the newest failure first: times, tries and the error; never the job's data.",
    handler: (ctx, input) => getFailedJobs(deps, ctx, input),
  }),
  route(jobQueuesEndpoints.retry, {
    access: jobQueueAccess,
    summary: 'Sends a failed job back to its queue for one more try; refused for a job that is not failed.',
    record: 'Job',
    handler: (ctx, input) => retryJob(deps, ctx, input),
  }),
  route(jobQueuesEndpoints.discard, {
    access: jobQueueAccess,
    summary: 'Deletes a failed job, never to run; refused for a job that is not failed.',
    record: 'Job',
    handler: (ctx, input) => discardJob(deps, ctx, input),
  }),
];
