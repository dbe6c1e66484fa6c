import type { ServiceDeps } from '../../deps';
import type { JobHandler } from '../../jobs/queue';
import { deleteEndedIdSessions, deleteExpired } from './id-login.queries';

export const idLoginCleanupJob = 'id-login.cleanup';

/**
 * Every hour: login attempts and registration or link steps a day past their time, and the
 * provider's tokens of portal sessions that have ended, which nothing will read again.
 */
export const idLoginJobs = (deps: ServiceDeps): JobHandler<unknown>[] => [
  {
    name: idLoginCleanupJob,
    schedule: '23 * * * *',
    run: async () => {
      const now = deps.now();
      await deleteExpired(deps.database.db, now);
      await deleteEndedIdSessions(deps.database.db, now);
    },
  },
];
