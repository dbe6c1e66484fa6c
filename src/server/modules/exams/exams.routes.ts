import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  examinationResultDto,
  examQuestionResponse,
  examRulesDto,
  examTypeInput,
  examTypeQuery,
  getQuestionsForExamInput,
  timeLeftDto,
  updateUserAnswerInput,
  userAnswerDto,
} from '../../../shared/contracts/exams';
import type { ServiceDeps } from '../../deps';
import { defineRoute, type AbpRoute } from '../../kernel/abp-route';
import { getExamRules, getQuestionsForExam } from './attempt-start.service';
import { getTimeLeft, submitExamination, updateUserAnswer } from './exams.service';

/** SubmitExamination is a POST whose exam type travels in the query (section 7); a body may carry it too. */
const submitInput = z.preprocess((v) => v ?? {}, z.object({ examType: examTypeQuery.optional() }));

function examTypeOf(body: { examType?: 1 | 2 } | undefined, request: FastifyRequest): 1 | 2 {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const key = Object.keys(query).find((k) => k.toLowerCase() === 'examtype');
  if (key !== undefined && query[key] !== '') return examTypeQuery.parse(query[key]);
  return body?.examType ?? 1;
}

export const examRoutes = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service: 'Question',
    method: 'GetQuestionsForExam',
    access: 'signedIn',
    summary:
      'Starts an attempt of the exam type (code 1 A1/A3, 2 A2 with the session proven by PIN) or continues the running one; otherwise no data and the first start problem as errorCode.',
    input: getQuestionsForExamInput,
    result: examQuestionResponse,
    handler: (ctx, input) => getQuestionsForExam(deps, ctx, input),
  }),
  defineRoute({
    service: 'Question',
    method: 'UpdateUserAnswer',
    access: 'signedIn',
    summary: 'Saves the chosen options of one question of the caller’s running attempt; refused after the deadline or the submit.',
    input: updateUserAnswerInput,
    result: userAnswerDto,
    handler: (ctx, input) => updateUserAnswer(deps, ctx, input),
  }),
  defineRoute({
    service: 'Examination',
    method: 'GetTimeLeft',
    access: 'signedIn',
    summary: 'Seconds left of the caller’s running attempt of the exam type, with the deadline and the server’s time.',
    input: examTypeInput,
    result: timeLeftDto,
    handler: (ctx, input) => getTimeLeft(deps, ctx, input.examType),
  }),
  defineRoute({
    service: 'Examination',
    method: 'SubmitExamination',
    access: 'signedIn',
    verb: 'POST',
    summary: 'Submits the caller’s running attempt of the exam type (query examType) and answers its result; again, the latest result.',
    input: submitInput,
    result: examinationResultDto,
    handler: (ctx, input, request) => submitExamination(deps, ctx, examTypeOf(input, request)),
  }),
  defineRoute({
    service: 'Examination',
    method: 'GetExamRules',
    access: 'signedIn',
    summary: 'The rules of the exam type for the prepare screen, with everything that stands between the caller and starting.',
    input: examTypeInput,
    result: examRulesDto,
    handler: (ctx, input) => getExamRules(deps, ctx, input.examType),
  }),
];
