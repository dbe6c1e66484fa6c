// Generated from ../audit.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../audit';

export const auditEndpoints: ClientEndpoints<typeof contract.auditEndpoints> = {
  getAll: { verb: 'GET', path: '/api/services/app/Audit/GetAll' },
};
