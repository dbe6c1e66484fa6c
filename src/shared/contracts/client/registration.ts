// Generated from ../registration.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../registration';

export const registrationEndpoints: ClientEndpoints<typeof contract.registrationEndpoints> = {
  register: { verb: 'POST', path: '/api/services/app/Account/Register' },
  registerOrganizationAccount: { verb: 'POST', path: '/api/services/app/Organization/Register' },
  verifyTokenForRegistering: { verb: 'POST', path: '/api/TokenAuth/VerifyTokenForRegistering' },
  getPilotByToken: { verb: 'GET', path: '/api/TokenAuth/getPilotByToken' },
  getOrganizationByToken: { verb: 'GET', path: '/api/TokenAuth/GetOrganizationByToken' },
  registerOrganization: { verb: 'POST', path: '/api/services/app/Organization/RegisterOrganization' },
  askToJoinOrganization: { verb: 'POST', path: '/api/services/app/Organization/AskToJoinOrganization' },
  resend: { verb: 'POST', path: '/api/services/app/Organization/resend' },
  createOrganizationAndContactPersonAdmin: { verb: 'POST', path: '/api/services/app/Organization/CreateOrganizationAndContactPersonAdmin' },
  createUserContactPerson: { verb: 'POST', path: '/api/services/app/Organization/CreateUserContactPerson' },
  adminCreateUser: { verb: 'POST', path: '/api/services/app/Pilot/AdminCreateUser' },
  updateUserByAdmin: { verb: 'PUT', path: '/api/services/app/Pilot/UpdateUserByAdmin' },
  deletePilotAndUserFromPilotId: { verb: 'DELETE', path: '/api/services/app/Pilot/DeletePilotAndUserFromPilotId' },
};
