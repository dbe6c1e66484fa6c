import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listResult, pagedResult } from '../../../shared/contracts/common';
import {
  changeResultInput,
  examIdInput,
  examinationDetailDto,
  examinationResultDto,
  getPagedResultsInput,
  overallResultDto,
  resultRowDto,
  resultsByUserInput,
  userExamIdInput,
} from '../../../shared/contracts/exams';
import { pilotCompetencyDto } from '../../../shared/contracts/certificates';
import type { ServiceDeps } from '../../deps';
import { Permission } from '../../../shared/permissions';
import { defineRoute, servicePath, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema } from '../../kernel/access';
import * as results from './exam-results.service';
import { getPilotCompetency } from './competency.service';
import { changeResult } from './result-change.service';
import { exportResults, resultExportFileName } from './result-export';

const service = 'Examination';

export const examResultRoutes = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service: 'Pilot',
    method: 'GetPilotCompetency',
    access: Permission.Pilot,
    summary: 'The caller’s certificates and exam results, newest first.',
    result: pilotCompetencyDto,
    handler: (ctx) => getPilotCompetency(deps, ctx),
  }),
  defineRoute({
    service,
    method: 'GetExaminationResult',
    access: 'signedIn',
    summary: 'The caller’s latest submitted result of the exam type (examId 2 for A2, else 1), or null.',
    input: examIdInput,
    result: examinationResultDto.nullable(),
    handler: (ctx, input) => results.getOwnLatestResult(deps, ctx, input.examId),
  }),
  defineRoute({
    service,
    method: 'GetOverralResult',
    access: Permission.ExamResults,
    summary: 'Attempts, passes, fails, attempts in progress and the mean score, per exam type.',
    result: overallResultDto,
    handler: (ctx) => results.getOverallResult(deps, ctx),
  }),
  defineRoute({
    service,
    method: 'GetPagedResults',
    access: Permission.ExamResults,
    summary: 'A page of attempts, newest first, searched by user name, full name, e-mail or certificate number and filtered.',
    input: getPagedResultsInput,
    result: pagedResult(resultRowDto),
    handler: (ctx, input) => results.getPagedResults(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'GetExaminationDetail',
    access: Permission.ExamResults,
    summary: 'One attempt with its result and every drawn question, the options chosen and the right ones.',
    input: userExamIdInput,
    result: examinationDetailDto,
    handler: (ctx, input) => results.getExaminationDetail(deps, ctx, input.userExamId),
  }),
  defineRoute({
    service,
    method: 'GetListExaminationResultByUser',
    access: { anyOf: [Permission.ExamResults], orSelf: 'userId' },
    summary: 'A user’s submitted results of the exam type (certificateId), latest first: one’s own, or anyone’s with Pages.Exam.ExamResults.',
    input: resultsByUserInput,
    result: listResult(examinationResultDto),
    handler: (ctx, input) => results.getResultsOfUser(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'ChangeResultExamination',
    access: Permission.ExamResults,
    summary: 'An administrator passes (Finished, with the certificate rule) or fails (ChangedByAdmin) a submitted attempt.',
    input: changeResultInput,
    result: examinationResultDto,
    handler: (ctx, input) => changeResult(deps, ctx, input),
  }),
];

const exportInput = getPagedResultsInput.omit({ skipCount: true, maxResultCount: true });

/**
 * GetExaminationResultExportCSV answers a file, not the JSON envelope, so it is registered here
 * rather than through the route table. A download link cannot send a bearer header, so the
 * `Abp.AuthToken` cookie is accepted (on this GET only, as for every such download).
 */
export function registerExamResultExport(app: FastifyInstance, deps: ServiceDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    servicePath(service, 'GetExaminationResultExportCSV'),
    {
      schema: {
        tags: [service],
        summary: 'The filtered results as examinationExport.csv: UTF-8 with BOM, semicolon-separated, headings in the request’s language.',
        operationId: `${service}_GetExaminationResultExportCSV`,
        ...accessSchema(Permission.ExamResults),
        querystring: exportInput,
      },
      config: {
        inputKeys: Object.fromEntries(Object.keys(exportInput.shape).map((key) => [key.toLowerCase(), key])),
        inQuery: true,
        allowCookieAuth: true,
        access: accessRule(Permission.ExamResults),
      },
      ...accessHooks(Permission.ExamResults),
    },
    async (request, reply) => {
      const csv = exportResults(deps, request.ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resultExportFileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
