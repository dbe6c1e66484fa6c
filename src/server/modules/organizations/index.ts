import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { organizationProofRoutes } from './organization-proofs.routes';
import { organizationRoutes } from './organizations.routes';
import { userOrganizationRoutes } from './user-organizations.routes';

/** Drone operators that are organisations: their details, insurance, the people who speak for them and the pilots they recruit. */
export const organizationsModule = defineModule({
  name: 'organizations',
  routes: (deps, options) => [
    ...organizationRoutes(deps, options.companyRegistry),
    ...organizationProofRoutes(deps),
    ...userOrganizationRoutes(deps),
  ],
  permissions: [Permission.Organizations, Permission.DroneOperator, Permission.DroneRegister],
});

export { addOrganization, companyOf, getOrganization, organizationIdsOfContact, organizationsOfContact } from './organizations.service';
export { joinOrganization } from './organization-links';
export { askToJoinByNumber } from './recruitment.service';
export { renewOrganizationOperatorNumber } from './organization-operator-numbers';
export { proveByDelegatedLogin, proveClaim } from './organization-proofs.service';
export { reachOrganization } from './organizations.policy';
export { findLinksOfOrganization as linksOfOrganization, rolesInOrganization } from './organization-links.queries';
export { leaveAllOrganizations, organizationLinksOf, setUserOrganizations, type UserOrganizationInput } from './user-links.service';
