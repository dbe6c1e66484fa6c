import { builtInCompanyRegistry } from '../../adapters/company-registry/company-registry';
import { defineModule } from '../../kernel/server-module';
import { registrationRoutes } from './registration.routes';

/**
 * Coming into the register and leaving it: an account of one of the four types with its record,
 * made by the person (with the link that confirms the address) or by an administrator of pilots.
 */
export const registrationModule = defineModule({
  name: 'registration',
  routes: (deps, options) => registrationRoutes(deps, options.companyRegistry ?? builtInCompanyRegistry),
});

export { openIdentifiedAccount, type IdentifiedPerson } from './registration.service';
