import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { examResultsEndpoints, exportResultsInput as exportInput } from '../../../shared/contracts/exam-results';
import { csvContentType } from '../../../shared/csv';
import type { ServiceDeps } from '../../deps';
import { Permission } from '../../../shared/permissions';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema } from '../../kernel/access';
import * as results from './exam-results.service';
import { getPilotCompetency } from './competency.service';
import { changeResult } from './result-change.service';
import { exportResults, resultExportFileName } from './result-export';

const service = 'Examination';

export const examResultRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(examResultsEndpoints.getPilotCompetency, {
    access: Permission.Pilot,
    summary: 'The caller’s certificates and exam results, newest first.',
    handler: (ctx) => getPilotCompetency(deps, ctx),
  }),
  route(examResultsEndpoints.getExaminationResult, {
    access: 'signedIn',
    summary: 'The caller’s latest submitted result of the exam type (examId 2 for A2, else 1), or null.',
    handler: (ctx, input) => results.getOwnLatestResult(deps, ctx, input.examId),
  }),
  route(examResultsEndpoints.getOverralResult, {
    access: Permission.ExamResults,
    summary: 'Attempts, passes, fails, attempts in progress and the mean score, per exam type.',
    handler: (ctx) => results.getOverallResult(deps, ctx),
  }),
  route(examResultsEndpoints.getPagedResults, {
    access: Permission.ExamResults,
    summary: 'A page of attempts, newest first, searched by user name, full name, e-mail or certificate number and filtered.',
    handler: (ctx, input) => results.getPagedResults(deps, ctx, input),
  }),
  route(examResultsEndpoints.getExaminationDetail, {
    access: Permission.ExamResults,
    summary: 'One attempt with its result and every drawn question, the options chosen and the right ones.',
    handler: (ctx, input) => results.getExaminationDetail(deps, ctx, input.userExamId),
  }),
  route(examResultsEndpoints.getListExaminationResultByUser, {
    access: { anyOf: [Permission.ExamResults], orSelf: 'userId' },
    summary:
      'A user’s submitted results of the exam type (certificateId), latest first: one’s own, or anyone’s with Pages.Exam.ExamResults.',
    handler: (ctx, input) => results.getResultsOfUser(deps, ctx, input),
  }),
  route(examResultsEndpoints.changeResultExamination, {
    access: Permission.ExamResults,
    summary: 'An administrator passes (Finished, with the certificate rule) or fails (ChangedByAdmin) a submitted attempt.',
    handler: (ctx, input) => changeResult(deps, ctx, input),
  }),
];

/**
 * GetExaminationResultExportCSV answers a file, not the JSON envelope, so it is registered here
 * rather than through the route table. A download link cannot send a bearer header, so the
 * `Abp.AuthToken` cookie is accepted (on this GET only, as for every such download).
 */
export function registerExamResultExport(app: FastifyInstance, deps: ServiceDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    examResultsEndpoints.getExaminationResultExportCsv.path,
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
      const csv = await exportResults(deps, request.ctx, request.query);
      return reply
        .header('content-type', csvContentType)
        .header('content-disposition', `attachment; filename="${resultExportFileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
