import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardEndpoints, dashboardExportFileName, periodInput, xlsxContentType } from '../../../shared/contracts/dashboard';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema } from '../../kernel/access';
import { describeError } from '../../kernel/logger';
import { prepareDashboardExport } from './dashboard-export';
import { calculateExam, calculateMonthlyRegistration, calculateOverview, calculateVisitStatistic } from './dashboard.service';

const service = 'Dashboard';
const period = 'Over a period of whole days (from, to; both included), the last twelve months by default.';

export const dashboardRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(dashboardEndpoints.calculateOverview, {
    access: Permission.Administrator,
    summary: `The tenant’s pilots, contact persons, operators by type, organisations, certificates valid and expiring within 60 days, and payments paid. ${period}`,
    handler: (ctx, input) => calculateOverview(deps, ctx, input),
  }),
  route(dashboardEndpoints.calculateMonthlyRegistration, {
    access: Permission.Administrator,
    summary: `Registrations by month (0 = January … 11 = December) and user type. ${period}`,
    handler: (ctx, input) => calculateMonthlyRegistration(deps, ctx, input),
  }),
  route(dashboardEndpoints.calculateVisitStatistic, {
    access: Permission.Administrator,
    summary: `Successful sign-ins (password or electronic ID) and unique visitors by day, from the sign-in log. ${period}`,
    handler: (ctx, input) => calculateVisitStatistic(deps, ctx, input),
  }),
  route(dashboardEndpoints.calculateExam, {
    access: Permission.Administrator,
    summary: `Exam attempts and pass rate by exam type, the share of right answers by subject, and the questions answered right least often (at least minimumAnswers times, 10 by default). ${period}`,
    handler: (ctx, input) => calculateExam(deps, ctx, input),
  }),
];

const keysOf = (shape: object) => Object.fromEntries(Object.keys(shape).map((key) => [key.toLowerCase(), key]));

/**
 * GetDashboardExportExel answers a file, streamed as it is written, so it is registered apart
 * from the envelope's routes. The figures are worked out before the first byte, so a refusal or a
 * failed query is still an error envelope; a failure later can only cut the download, which the
 * browser then reports as failed rather than saving half a file as whole.
 */
export function registerDashboardExport(app: FastifyInstance, deps: ServiceDeps): void {
  const endpoint = dashboardEndpoints.exportExcel;
  const access = Permission.Administrator;
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoint.path,
    {
      schema: {
        tags: [service],
        summary: `The dashboard as an .xlsx file (Dashboard_{from}_{to}.xlsx): a sheet per section and one listing the period’s registrations row by row (user number, type, payment mode, time; no personal data), headings in the request’s language. ${period}`,
        operationId: `${service}_${endpoint.method}`,
        ...accessSchema(access),
        querystring: periodInput,
      },
      config: { inputKeys: keysOf(periodInput.shape), inQuery: true, access: accessRule(access) },
      ...accessHooks(access),
    },
    async (request, reply) => {
      const file = await prepareDashboardExport(deps, request.ctx, request.query);
      const out = new PassThrough();
      file.write(out).catch((error: unknown) => {
        if (out.destroyed) return request.log.info('dashboard export ended: the download was closed before its end');
        request.log.error({ error: describeError(error) }, 'dashboard export failed');
        out.destroy(error instanceof Error ? error : new Error('dashboard export failed'));
      });
      return reply
        .type(xlsxContentType)
        .header('content-disposition', `attachment; filename="${dashboardExportFileName(file.period.from, file.period.to)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(out);
    },
  );
}
