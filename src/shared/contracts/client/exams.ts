// Generated from ../exams.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../exams';

export const examAccommodationEndpoints: ClientEndpoints<typeof contract.examAccommodationEndpoints> = {
  grantExtraTime: { verb: 'POST', path: '/api/services/app/ExamAccommodation/GrantExtraTime' },
  getPendingExtraTime: { verb: 'GET', path: '/api/services/app/ExamAccommodation/GetPendingExtraTime' },
  revokeExtraTime: { verb: 'POST', path: '/api/services/app/ExamAccommodation/RevokeExtraTime' },
};
export const examsEndpoints: ClientEndpoints<typeof contract.examsEndpoints> = {
  getQuestionsForExam: { verb: 'GET', path: '/api/services/app/Question/GetQuestionsForExam' },
  updateUserAnswer: { verb: 'PUT', path: '/api/services/app/Question/UpdateUserAnswer' },
  getTimeLeft: { verb: 'GET', path: '/api/services/app/Examination/GetTimeLeft' },
  submitExamination: { verb: 'POST', path: '/api/services/app/Examination/SubmitExamination', alsoInQuery: ['examType'] },
  getExamRules: { verb: 'GET', path: '/api/services/app/Examination/GetExamRules' },
};
