// Generated from ../exam-sessions.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../exam-sessions';

export const examSessionsEndpoints: ClientEndpoints<typeof contract.examSessionsEndpoints> = {
  getVerifySessionPinResult: { verb: 'GET', path: '/api/services/app/Examination/GetVerifySessionPinResult' },
  updateExamSession: { verb: 'PUT', path: '/api/services/app/Examination/UpdateExamSession' },
  getExamSession: { verb: 'GET', path: '/api/services/app/Examination/GetExamSession' },
  getAllPreviousExamSessions: { verb: 'GET', path: '/api/services/app/Examination/GetAllPreviousExamSessions' },
  getAllActiveExamSessions: { verb: 'GET', path: '/api/services/app/Examination/GetAllActiveExamSessions' },
  deleteExamSession: { verb: 'DELETE', path: '/api/services/app/Examination/DeleteExamSession' },
  getEndExamSession: { verb: 'GET', path: '/api/services/app/Examination/GetEndExamSession' },
};
