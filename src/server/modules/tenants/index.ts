import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { tenantRoutes } from './tenants.routes';

/** The host's tenants. */
export const tenantsModule = defineModule({
  name: 'tenants',
  routes: (deps) => tenantRoutes(deps),
  permissions: [Permission.Tenants],
});

export { insertTenant } from './tenants.queries';
