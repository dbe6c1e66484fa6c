// Generated from ../organization-proofs.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../organization-proofs';

export const organizationProofsEndpoints: ClientEndpoints<typeof contract.organizationProofsEndpoints> = {
  getClaimQueue: { verb: 'GET', path: '/api/services/app/Organization/GetClaimQueue' },
  approveClaim: { verb: 'POST', path: '/api/services/app/Organization/ApproveClaim' },
  refuseClaim: { verb: 'POST', path: '/api/services/app/Organization/RefuseClaim' },
};
