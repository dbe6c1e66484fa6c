import { defineModule } from '../../kernel/server-module';
import { mailingBatchHandler } from './mailing-batch.job';
import { mailingsRoutes } from './mailings.routes';

/** Bulk e-mail from administrators to users, sent in batches by a job, with progress and retry of failed addresses. */
export const mailingsModule = defineModule({
  name: 'mailings',
  routes: (deps) => mailingsRoutes(deps),
  jobs: (deps) => [mailingBatchHandler(deps)],
});
