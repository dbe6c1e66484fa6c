import { defineModule } from '../../kernel/server-module';
import { mailingBatchHandler } from './mailing-batch.job';
import { bulkMailRoutes } from './bulk-mail.routes';

/** Bulk e-mail from administrators to users, sent in batches by a job, with progress and retry of failed addresses. */
export const bulkMailModule = defineModule({
  name: 'bulk-mail',
  routes: (deps) => bulkMailRoutes(deps),
  jobs: (deps) => [mailingBatchHandler(deps)],
});
