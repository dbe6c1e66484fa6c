import { Permission } from '../../../shared/permissions';
import type { OperatorLookupScope } from '../../../shared/contracts/operator-lookup';
import { requirePermission, type Actor, type RequestContext } from '../../kernel/context';
import { hostOnly } from '../../kernel/errors';

export const operatorLookupPolicy = {
  /** Clients read every tenant's operators: the host's administrators make, see and revoke them. */
  manageClients: (ctx: RequestContext): Actor => {
    const actor = requirePermission(ctx, Permission.Administrator);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
  /** Any lookup needs the status scope; the identity scope alone reads nothing. */
  mayLookUp: (scopes: readonly OperatorLookupScope[]) => scopes.includes('operator-lookup:status'),
  /** The operator's name and contact go only to clients granted them. */
  seesIdentity: (scopes: readonly OperatorLookupScope[]) => scopes.includes('operator-lookup:identity'),
};
