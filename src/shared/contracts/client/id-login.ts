// Generated from ../id-login.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../id-login';

export const idLoginEndpoints: ClientEndpoints<typeof contract.idLoginEndpoints> = {
  getIdLoginProvider: { verb: 'GET', path: '/api/services/app/Account/GetIDLoginProvider' },
  getIdLoginUrl: { verb: 'GET', path: '/api/services/app/Account/GetIDLoginUrl' },
  idLoginHandler: { verb: 'POST', path: '/api/Account/IDLoginHandler' },
  registerByIdLogin: { verb: 'POST', path: '/api/Account/RegisterByIDLogin' },
  linkIdLogin: { verb: 'POST', path: '/api/Account/LinkIDLogin' },
  getIdTimeLeft: { verb: 'GET', path: '/api/services/app/Account/GetIDLoginTimeLeft' },
  refreshIdPortenToken: { verb: 'GET', path: '/api/Account/RefreshIDPortenToken' },
  getIdLogoutUrl: { verb: 'GET', path: '/api/services/app/Account/GetIDLogoutUrl' },
};
