import type { MetricSource } from '../kernel/metrics';
import type { JobQueue } from './queue';

/** Each job queue as `/metrics` shows it: the jobs waiting, and the runs that failed. */
export function jobQueueMetrics(jobs: JobQueue): MetricSource[] {
  return [
    {
      name: 'portal_job_queue_depth',
      type: 'gauge',
      help: 'Jobs waiting to run: new ones, and failed ones waiting for their retry.',
      labelNames: ['queue'],
      read: async () => [...(await jobs.depths())].map(([queue, value]) => ({ labels: { queue }, value })),
    },
    {
      name: 'portal_job_failures_total',
      type: 'counter',
      help: 'Runs of a job that failed in this process; a retry that fails again counts again.',
      labelNames: ['queue'],
      read: () => [...jobs.failures()].map(([queue, value]) => ({ labels: { queue }, value })),
    },
  ];
}
