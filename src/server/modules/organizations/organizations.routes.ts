import { organizationsEndpoints } from '../../../shared/contracts/organizations';
import { builtInCompanyRegistry, type CompanyRegistry } from '../../company-registry/company-registry';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as organizations from './organizations.service';

export const organizationRoutes = (deps: ServiceDeps, registry: CompanyRegistry = builtInCompanyRegistry) => [
  route(organizationsEndpoints.getByCurrentUser, {
    access: 'signedIn',
    summary: 'The organisations the caller speaks for, as contact or main contact person.',
    handler: (ctx) => organizations.getByCurrentUser(deps, ctx),
  }),
  route(organizationsEndpoints.getCompanyByNumber, {
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    summary: 'Looks an organisation number up in the national company registry; null when it does not know the number.',
    handler: (_ctx, input) => organizations.lookupCompany(registry, input.number),
  }),
];
