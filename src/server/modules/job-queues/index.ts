import { defineModule } from '../../kernel/server-module';
import { jobQueueRoutes } from './job-queues.routes';

/**
 * The job queues in the administration (docs/operations.md): each queue's jobs by state, a failed
 * job's error, and a try again or a discard, for the host's administrators. The queues are the
 * portal's pg-boss (`jobs/queue.ts`); this module only reads and acts on them.
 */
export const jobQueuesModule = defineModule({
  name: 'job-queues',
  routes: (deps) => jobQueueRoutes(deps),
});
