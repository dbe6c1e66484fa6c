import { defineModule } from '../../kernel/server-module';
import { sendMailHandler } from '../../mail/sender';
import { mailMetrics } from './mail.metrics';
import { mailRoutes } from './mail.routes';

/** The outbox: every mail the portal sends, and the job that sends it. */
export const mailModule = defineModule({
  name: 'mail',
  routes: (deps) => mailRoutes(deps),
  jobs: (deps) => [sendMailHandler(deps.database.db, deps.mailTransport, deps.mailFrom, deps.log)],
  metrics: () => mailMetrics(),
});
