// Generated from ../second-factor.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../second-factor';

export const secondFactorEndpoints: ClientEndpoints<typeof contract.secondFactorEndpoints> = {
  authenticateSecondFactor: { verb: 'POST', path: '/api/TokenAuth/AuthenticateSecondFactor' },
  beginSecondFactorPasskey: { verb: 'POST', path: '/api/TokenAuth/BeginSecondFactorPasskey' },
  beginTotpEnrolment: { verb: 'POST', path: '/api/TokenAuth/BeginTotpEnrolment' },
  completeTotpEnrolment: { verb: 'POST', path: '/api/TokenAuth/CompleteTotpEnrolment' },
  beginPasskeyEnrolment: { verb: 'POST', path: '/api/TokenAuth/BeginPasskeyEnrolment' },
  completePasskeyEnrolment: { verb: 'POST', path: '/api/TokenAuth/CompletePasskeyEnrolment' },
  getMine: { verb: 'GET', path: '/api/services/app/SecondFactor/GetMine' },
  beginTotp: { verb: 'POST', path: '/api/services/app/SecondFactor/BeginTotp' },
  confirmTotp: { verb: 'POST', path: '/api/services/app/SecondFactor/ConfirmTotp' },
  removeTotp: { verb: 'DELETE', path: '/api/services/app/SecondFactor/RemoveTotp' },
  beginPasskey: { verb: 'POST', path: '/api/services/app/SecondFactor/BeginPasskey' },
  addPasskey: { verb: 'POST', path: '/api/services/app/SecondFactor/AddPasskey' },
  updatePasskey: { verb: 'PUT', path: '/api/services/app/SecondFactor/UpdatePasskey' },
  deletePasskey: { verb: 'DELETE', path: '/api/services/app/SecondFactor/DeletePasskey' },
  regenerateRecoveryCodes: { verb: 'POST', path: '/api/services/app/SecondFactor/RegenerateRecoveryCodes' },
  resetSecondFactor: { verb: 'POST', path: '/api/services/app/User/ResetSecondFactor' },
};
