import { defineModule } from '../../kernel/server-module';
import { registerStatisticsCsv, statisticsRoutes } from './statistics.routes';

/**
 * The register's open statistics (issue 41, decision 0044): figures by month that anyone may
 * read, as JSON and CSV, with small counts suppressed; counted from the register with grouped
 * queries and kept for an hour.
 */
export const statisticsModule = defineModule({
  name: 'statistics',
  routes: (deps) => statisticsRoutes(deps),
  rawRoutes: (app, deps) => registerStatisticsCsv(app, deps),
});
