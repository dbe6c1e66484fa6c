import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { TokenService } from './kernel/tokens';

/** What every service needs from the outside world, handed in by buildApp's caller. */
export interface ServiceDeps {
  database: Database;
  jobs: JobQueue;
  tokens: TokenService;
  /** Where links in e-mails point. */
  publicUrl: string;
  now: () => Date;
  version: string;
}
