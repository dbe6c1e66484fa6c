import { defineModule } from '../../kernel/server-module';
import { dashboardRoutes, registerDashboardExport } from './dashboard.routes';

/**
 * The administrators' dashboard (requirements §7 "Dashboard"): figures of the tenant
 * over a period, and the same as an .xlsx file streamed as it is written. It guards its calls with
 * Pages.Administrator, which the payments module owns.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: (deps) => dashboardRoutes(deps),
  rawRoutes: (app, deps) => registerDashboardExport(app, deps),
});
