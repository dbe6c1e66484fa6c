// Generated from ../registration.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../registration';

export const registrationTokenEndpoints: ClientEndpoints<typeof contract.registrationTokenEndpoints> = {
  verifyTokenForRegistering: { verb: 'POST', path: '/api/TokenAuth/VerifyTokenForRegistering' },
  getPilotByToken: { verb: 'GET', path: '/api/TokenAuth/getPilotByToken' },
  getOrganizationByToken: { verb: 'GET', path: '/api/TokenAuth/GetOrganizationByToken' },
};
