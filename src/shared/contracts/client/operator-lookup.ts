// Generated from ../operator-lookup.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../operator-lookup';

export const operatorLookupEndpoints: ClientEndpoints<typeof contract.operatorLookupEndpoints> = {
  getAll: { verb: 'GET', path: '/api/services/app/OperatorLookupClient/GetAll' },
  create: { verb: 'POST', path: '/api/services/app/OperatorLookupClient/Create' },
  revoke: { verb: 'POST', path: '/api/services/app/OperatorLookupClient/Revoke' },
  check: { verb: 'POST', path: '/api/services/app/OperatorLookup/Check' },
};
