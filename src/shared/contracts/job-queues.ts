import { z } from 'zod';
import { listResult, pagedInput, pagedResult, text } from './common';
import { endpoint } from './endpoint';

/**
 * The background jobs' queues (pg-boss, on the portal's database) as the host's administrators
 * see them: how many jobs wait, run and failed in each, a failed job's error, and a try again or
 * a discard. A job's data is never shown: it may hold a person's.
 */

export const jobQueueDto = z.object({
  /** The queue's name, as the log and `/metrics` write it (`send-mail`, `exam.auto-submit`). */
  name: z.string(),
  /** New jobs waiting for their first try. */
  waiting: z.number().int(),
  /** Jobs that failed and wait for their next try. */
  retrying: z.number().int(),
  /** Jobs running now. */
  active: z.number().int(),
  /** Jobs whose last try failed, with none left: they wait for an administrator. */
  failed: z.number().int(),
  /** Jobs that ended well in the last 24 hours. */
  completedLastDay: z.number().int(),
});
export type JobQueueDto = z.infer<typeof jobQueueDto>;

export const failedJobDto = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** When its last try began. */
  startedAt: z.string().nullable(),
  /** When its last try ended in failure. */
  failedAt: z.string().nullable(),
  /** Tries after the first (pg-boss's retryCount), and how many were allowed. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  /** The error as the job threw it (in English, as programs write them); null when it left none. */
  errorClass: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type FailedJobDto = z.infer<typeof failedJobDto>;

const queueName = text().trim().min(1).max(100);

export const getFailedJobsInput = pagedInput.omit({ keyword: true, sorting: true }).extend({ queue: queueName });
export type GetFailedJobsInput = z.infer<typeof getFailedJobsInput>;

/** One failed job of a queue. */
export const failedJobInput = z.object({ queue: queueName, id: z.uuid() });
export type FailedJobInput = z.infer<typeof failedJobInput>;

const J = 'JobQueue';

export const jobQueuesEndpoints = {
  /** Not named by the specification: every queue with its jobs counted by state. */
  getQueues: endpoint({ service: J, method: 'GetQueues', result: listResult(jobQueueDto) }),
  /** Not named by the specification: a page of one queue's failed jobs, the newest failure first. */
  getFailedJobs: endpoint({ service: J, method: 'GetFailedJobs', input: getFailedJobsInput, result: pagedResult(failedJobDto) }),
  /** Not named by the specification: a failed job back to its queue for one more try. */
  retry: endpoint({ service: J, method: 'Retry', input: failedJobInput, result: z.null() }),
  /** Not named by the specification: a failed job deleted, never to run. */
  discard: endpoint({ service: J, method: 'Discard', input: failedJobInput, result: z.null() }),
};
