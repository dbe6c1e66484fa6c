// Generated from ../job-queues.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../job-queues';

export const jobQueuesEndpoints: ClientEndpoints<typeof contract.jobQueuesEndpoints> = {
  getQueues: { verb: 'GET', path: '/api/services/app/JobQueue/GetQueues' },
  getFailedJobs: { verb: 'GET', path: '/api/services/app/JobQueue/GetFailedJobs' },
  retry: { verb: 'POST', path: '/api/services/app/JobQueue/Retry' },
  discard: { verb: 'POST', path: '/api/services/app/JobQueue/Discard' },
};
