import { examSessionsEndpoints } from '../../../shared/contracts/exam-sessions';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import * as sessions from './exam-sessions.service';
import { verifySessionPin } from './session-pin.service';

export const examSessionRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(examSessionsEndpoints.getVerifySessionPinResult, {
    access: 'signedIn',
    summary: 'A candidate proves an open A2 session’s code and PIN; five misses in 15 minutes lock guessing for 15 minutes.',
    handler: (ctx, input) => verifySessionPin(deps, ctx, input),
  }),
  route(examSessionsEndpoints.updateExamSession, {
    access: Permission.Examinations,
    summary: 'Without an id opens an A2 session with a fresh code and PIN; with one renames it, changes its length or draws a new PIN.',
    handler: (ctx, input) => sessions.saveExamSession(deps, ctx, input),
  }),
  route(examSessionsEndpoints.getExamSession, {
    access: Permission.Examinations,
    summary: 'One session with its candidates’ live progress.',
    handler: (ctx, input) => sessions.getExamSession(deps, ctx, input.sessionId),
  }),
  route(examSessionsEndpoints.getAllPreviousExamSessions, {
    access: Permission.Examinations,
    summary: 'A page of ended sessions, newest first.',
    handler: (ctx, input) => sessions.getPreviousExamSessions(deps, ctx, input),
  }),
  route(examSessionsEndpoints.getAllActiveExamSessions, {
    access: Permission.Examinations,
    summary: 'The sessions still open; one whose time has run out is ended first.',
    handler: (ctx) => sessions.getActiveExamSessions(deps, ctx),
  }),
  route(examSessionsEndpoints.deleteExamSession, {
    access: Permission.Examinations,
    summary: 'Deletes a session softly; refused while candidates are still answering in it.',
    handler: (ctx, input) => sessions.deleteExamSession(deps, ctx, input.sessionId),
  }),
  route(examSessionsEndpoints.getEndExamSession, {
    access: Permission.Examinations,
    summary: 'Ends a session (Finished when closed by hand, else Timeout) and submits the attempts still in progress in it.',
    handler: (ctx, input) => sessions.endExamSession(deps, ctx, input),
  }),
];
