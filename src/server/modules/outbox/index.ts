import { defineModule } from '../../kernel/server-module';
import { sendMailHandler } from '../../mail/sender';
import { outboxMetrics } from './outbox.metrics';
import { outboxRoutes } from './outbox.routes';

/** The outbox: every mail the portal sends, and the job that sends it. */
export const outboxModule = defineModule({
  name: 'outbox',
  routes: (deps) => outboxRoutes(deps),
  jobs: (deps) => [sendMailHandler(deps.database.db, deps.mailTransport, deps.mailFrom, deps.log)],
  metrics: () => outboxMetrics(),
});
