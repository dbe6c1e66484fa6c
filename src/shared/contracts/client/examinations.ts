// Generated from ../examinations.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../examinations';

export const examinationCategoryEndpoints: ClientEndpoints<typeof contract.examinationCategoryEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/ExaminationCategory/Create' },
  update: { verb: 'PUT', path: '/api/services/app/ExaminationCategory/Update' },
  delete: { verb: 'DELETE', path: '/api/services/app/ExaminationCategory/Delete' },
  get: { verb: 'GET', path: '/api/services/app/ExaminationCategory/Get' },
  getByExaminationId: { verb: 'GET', path: '/api/services/app/ExaminationCategory/GetByExaminationId' },
  getMaxTotalMininumCategory: { verb: 'GET', path: '/api/services/app/ExaminationCategory/GetMaxTotalMininumCategory' },
  getTotalQuestionByCertificateId: { verb: 'GET', path: '/api/services/app/ExaminationCategory/GetTotalQuestionByCertificateId' },
};
export const examinationEndpoints: ClientEndpoints<typeof contract.examinationEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/Examination/Create' },
  update: { verb: 'PUT', path: '/api/services/app/Examination/Update' },
  delete: { verb: 'DELETE', path: '/api/services/app/Examination/Delete' },
  get: { verb: 'GET', path: '/api/services/app/Examination/Get' },
  getPagedList: { verb: 'GET', path: '/api/services/app/Examination/GetPagedList' },
  getByCertificateType: { verb: 'GET', path: '/api/services/app/Examination/GetByCertificateType' },
};
