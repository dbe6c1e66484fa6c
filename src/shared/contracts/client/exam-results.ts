// Generated from ../exam-results.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../exam-results';

export const examResultsEndpoints: ClientEndpoints<typeof contract.examResultsEndpoints> = {
  getExaminationResultExportCsv: { verb: 'GET', path: '/api/services/app/Examination/GetExaminationResultExportCSV' },
  getPilotCompetency: { verb: 'GET', path: '/api/services/app/Pilot/GetPilotCompetency' },
  getExaminationResult: { verb: 'GET', path: '/api/services/app/Examination/GetExaminationResult' },
  getOverralResult: { verb: 'GET', path: '/api/services/app/Examination/GetOverralResult' },
  getPagedResults: { verb: 'GET', path: '/api/services/app/Examination/GetPagedResults' },
  getExaminationDetail: { verb: 'GET', path: '/api/services/app/Examination/GetExaminationDetail' },
  getListExaminationResultByUser: { verb: 'GET', path: '/api/services/app/Examination/GetListExaminationResultByUser' },
  changeResultExamination: { verb: 'POST', path: '/api/services/app/Examination/ChangeResultExamination' },
};
