// Generated from ../personal-data.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../personal-data';

export const personalDataEndpoints: ClientEndpoints<typeof contract.personalDataEndpoints> = {
  getMyData: { verb: 'GET', path: '/api/services/app/PersonalData/GetMyData' },
  getMyDataPdf: { verb: 'GET', path: '/api/services/app/PersonalData/GetMyDataPdf' },
  getMyErasureRequest: { verb: 'GET', path: '/api/services/app/PersonalData/GetMyErasureRequest' },
  requestErasure: { verb: 'POST', path: '/api/services/app/PersonalData/RequestErasure' },
  withdrawErasure: { verb: 'POST', path: '/api/services/app/PersonalData/WithdrawErasure' },
  getErasureRequests: { verb: 'GET', path: '/api/services/app/PersonalData/GetErasureRequests' },
  approveErasure: { verb: 'POST', path: '/api/services/app/PersonalData/ApproveErasure' },
  rejectErasure: { verb: 'POST', path: '/api/services/app/PersonalData/RejectErasure' },
};
