import { endpoint } from './endpoint';
import { z } from 'zod';
import { entityId, int, listResult, pagedInput, pagedResult, queryBool, queryInt, text } from './common';

/** Supervised A2 exam sessions: a code and a PIN the room enters, and the candidates the supervisor watches. */
export const examSessionDto = z.object({
  id: z.number().int(),
  name: z.string(),
  examCode: z.string(),
  pin: z.string(),
  status: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  closedTime: z.string().nullable(),
  isClosedManually: z.boolean(),
  candidateCount: z.number().int(),
});
export type ExamSessionDto = z.infer<typeof examSessionDto>;

export const sessionCandidateDto = z.object({
  userExaminationId: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  status: z.number().int(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  secondsLeft: z.number().int(),
  isPassed: z.boolean().nullable(),
  score: z.number().nullable(),
});
export const examSessionDetailDto = examSessionDto.extend({ candidates: z.array(sessionCandidateDto) });
export type ExamSessionDetailDto = z.infer<typeof examSessionDetailDto>;

/** Without an id, opens a new session with a fresh code and PIN; with one, renames it, extends it or draws a new PIN. */
export const updateExamSessionInput = z.object({
  id: entityId.optional(),
  name: text().trim().max(200).optional(),
  lengthMinutes: int.min(1).max(1440).optional(),
  renewPin: z.boolean().optional(),
});
export const sessionIdInput = z.object({ sessionId: queryInt.positive() });
export const endSessionInput = z.object({ sessionId: queryInt.positive(), isClosedManually: queryBool.default(true) });
export const verifyPinInput = z.object({ pin: text().trim().max(20), examCode: text().trim().max(20) });
export const pinResultDto = z.object({ isPinCorrect: z.boolean(), examSessionId: z.number().int() });
export type PinResultDto = z.infer<typeof pinResultDto>;

export const examSessionsEndpoints = {
  getVerifySessionPinResult: endpoint({
    service: 'Examination',
    method: 'GetVerifySessionPinResult',
    input: verifyPinInput,
    result: pinResultDto,
  }),
  updateExamSession: endpoint({
    service: 'Examination',
    method: 'UpdateExamSession',
    input: updateExamSessionInput,
    result: examSessionDto,
  }),
  getExamSession: endpoint({ service: 'Examination', method: 'GetExamSession', input: sessionIdInput, result: examSessionDetailDto }),
  getAllPreviousExamSessions: endpoint({
    service: 'Examination',
    method: 'GetAllPreviousExamSessions',
    input: pagedInput,
    result: pagedResult(examSessionDto),
  }),
  getAllActiveExamSessions: endpoint({ service: 'Examination', method: 'GetAllActiveExamSessions', result: listResult(examSessionDto) }),
  deleteExamSession: endpoint({ service: 'Examination', method: 'DeleteExamSession', input: sessionIdInput, result: z.null() }),
  getEndExamSession: endpoint({ service: 'Examination', method: 'GetEndExamSession', input: endSessionInput, result: examSessionDto }),
};
