import { z } from 'zod';
import { listResult, pagedInput, pagedResult } from '../../../shared/contracts/common';
import {
  endSessionInput,
  examSessionDetailDto,
  examSessionDto,
  pinResultDto,
  sessionIdInput,
  updateExamSessionInput,
  verifyPinInput,
} from '../../../shared/contracts/exams';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute, type AbpRoute } from '../../kernel/abp-route';
import * as sessions from './exam-sessions.service';
import { verifySessionPin } from './session-pin.service';

const service = 'Examination';

export const examSessionRoutes = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service,
    method: 'GetVerifySessionPinResult',
    access: 'signedIn',
    summary: 'A candidate proves an open A2 session’s code and PIN; five misses in 15 minutes lock guessing for 15 minutes.',
    input: verifyPinInput,
    result: pinResultDto,
    handler: (ctx, input) => verifySessionPin(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'UpdateExamSession',
    access: Permission.Examinations,
    summary: 'Without an id opens an A2 session with a fresh code and PIN; with one renames it, changes its length or draws a new PIN.',
    input: updateExamSessionInput,
    result: examSessionDto,
    handler: (ctx, input) => sessions.saveExamSession(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'GetExamSession',
    access: Permission.Examinations,
    summary: 'One session with its candidates’ live progress.',
    input: sessionIdInput,
    result: examSessionDetailDto,
    handler: (ctx, input) => sessions.getExamSession(deps, ctx, input.sessionId),
  }),
  defineRoute({
    service,
    method: 'GetAllPreviousExamSessions',
    access: Permission.Examinations,
    summary: 'A page of ended sessions, newest first.',
    input: pagedInput,
    result: pagedResult(examSessionDto),
    handler: (ctx, input) => sessions.getPreviousExamSessions(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'GetAllActiveExamSessions',
    access: Permission.Examinations,
    summary: 'The sessions still open; one whose time has run out is ended first.',
    result: listResult(examSessionDto),
    handler: (ctx) => sessions.getActiveExamSessions(deps, ctx),
  }),
  defineRoute({
    service,
    method: 'DeleteExamSession',
    access: Permission.Examinations,
    summary: 'Deletes a session softly; refused while candidates are still answering in it.',
    input: sessionIdInput,
    result: z.null(),
    handler: (ctx, input) => sessions.deleteExamSession(deps, ctx, input.sessionId),
  }),
  defineRoute({
    service,
    method: 'GetEndExamSession',
    access: Permission.Examinations,
    summary: 'Ends a session (Finished when closed by hand, else Timeout) and submits the attempts still in progress in it.',
    input: endSessionInput,
    result: examSessionDto,
    handler: (ctx, input) => sessions.endExamSession(deps, ctx, input),
  }),
];
