import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { organizationRoutes } from './organizations.routes';

/** Drone operators that are organisations: their details, insurance and the people who speak for them. */
export const organizationsModule = defineModule({
  name: 'organizations',
  routes: (deps, options) => organizationRoutes(deps, options.companyRegistry),
  permissions: [Permission.Organizations],
});

export { addOrganization, getOrganization, organizationIdsOfContact, organizationsOfContact } from './organizations.service';
export { linkUserToOrganization as joinOrganization, rolesInOrganization } from './organizations.queries';
