// Generated from ../accounts.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../accounts';

export const accountsEndpoints: ClientEndpoints<typeof contract.accountsEndpoints> = {
  authenticate: { verb: 'POST', path: '/api/TokenAuth/Authenticate' },
  logout: { verb: 'POST', path: '/api/TokenAuth/Logout' },
  resetPassword: { verb: 'POST', path: '/api/TokenAuth/ResetPassword' },
  resendEmailChangePassword: { verb: 'POST', path: '/api/TokenAuth/ResendEmailChangePassword' },
  verifyTokenForResetPassword: { verb: 'POST', path: '/api/TokenAuth/VerifyTokenForResetPassword' },
  changeNewPassword: { verb: 'POST', path: '/api/TokenAuth/ChangeNewPassword' },
  verifyToken: { verb: 'POST', path: '/api/TokenAuth/VerifyToken' },
  isTenantAvailable: { verb: 'POST', path: '/api/services/app/Account/IsTenantAvailable' },
  getCurrentLoginInformations: { verb: 'GET', path: '/api/services/app/Session/GetCurrentLoginInformations' },
  getUserConfiguration: { verb: 'GET', path: '/AbpUserConfiguration/GetAll' },
};
