import type { FastifyRequest } from 'fastify';
import { examsEndpoints, examTypeQuery } from '../../../shared/contracts/exams';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { getExamRules, getQuestionsForExam } from './attempt-start.service';
import { getTimeLeft, submitExamination, updateUserAnswer } from './exams.service';

function examTypeOf(body: { examType?: 1 | 2 } | undefined, request: FastifyRequest): 1 | 2 {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const key = Object.keys(query).find((k) => k.toLowerCase() === 'examtype');
  if (key !== undefined && query[key] !== '') return examTypeQuery.parse(query[key]);
  return body?.examType ?? 1;
}

export const examRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(examsEndpoints.getQuestionsForExam, {
    access: 'signedIn',
    summary:
      'Starts an attempt of the exam type (code 1 A1/A3, 2 A2 with the session proven by PIN) or continues the running one; otherwise no data and the first start problem as errorCode.',
    handler: (ctx, input) => getQuestionsForExam(deps, ctx, input),
  }),
  route(examsEndpoints.updateUserAnswer, {
    access: 'signedIn',
    summary: 'Saves the chosen options of one question of the caller’s running attempt; refused after the deadline or the submit.',
    handler: (ctx, input) => updateUserAnswer(deps, ctx, input),
  }),
  route(examsEndpoints.getTimeLeft, {
    access: 'signedIn',
    summary: 'Seconds left of the caller’s running attempt of the exam type, with the deadline and the server’s time.',
    handler: (ctx, input) => getTimeLeft(deps, ctx, input.examType),
  }),
  route(examsEndpoints.submitExamination, {
    access: 'signedIn',
    summary: 'Submits the caller’s running attempt of the exam type (query examType) and answers its result; again, the latest result.',
    handler: (ctx, input, request) => submitExamination(deps, ctx, examTypeOf(input, request)),
  }),
  route(examsEndpoints.getExamRules, {
    access: 'signedIn',
    summary: 'The rules of the exam type for the prepare screen, with everything that stands between the caller and starting.',
    handler: (ctx, input) => getExamRules(deps, ctx, input.examType),
  }),
];
