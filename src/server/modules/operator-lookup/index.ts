import { defineModule } from '../../kernel/server-module';
import { operatorLookupRoutes, registerOperatorLookup } from './operator-lookup.routes';

/**
 * The operator-number lookup (decision 0043): authorities' systems, as OAuth 2.0 clients the host's
 * administrators make, ask what the register holds of a number a drone broadcasts; every lookup is
 * in the audit log. The portal's public check tells anyone whether a number is well formed and valid.
 */
export const operatorLookupModule = defineModule({
  name: 'operator-lookup',
  routes: (deps) => operatorLookupRoutes(deps),
  rawRoutes: (app, deps) => registerOperatorLookup(app, deps),
});
