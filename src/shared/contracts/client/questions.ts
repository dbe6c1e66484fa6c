// Generated from ../questions.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpointOf, ClientEndpoints } from '../endpoint';
import type * as contract from '../questions';

export const questionEndpoints: ClientEndpoints<typeof contract.questionEndpoints> = {
  create: { verb: 'POST', path: '/api/services/app/Question/Create' },
  update: { verb: 'PUT', path: '/api/services/app/Question/Update' },
  get: { verb: 'GET', path: '/api/services/app/Question/Get' },
  getByCategory: { verb: 'GET', path: '/api/services/app/Question/GetByCategory' },
  delete: { verb: 'DELETE', path: '/api/services/app/Question/Delete' },
  importQuestions: { verb: 'POST', path: '/api/services/app/Question/ImportQuestions' },
  uploadImage: { verb: 'POST', path: '/api/services/app/Question/UploadImage' },
};
export const questionImageEndpoint: ClientEndpointOf<typeof contract.questionImageEndpoint> = {
  verb: 'GET',
  path: '/question-images',
  pathParam: 'key',
};
