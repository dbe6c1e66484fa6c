import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentExportFileName,
  paymentExportInput,
  paymentsEndpoints,
  receiptFileName,
  receiptInput,
} from '../../../shared/contracts/payments';
import { csvContentType } from '../../../shared/csv';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule, accessSchema, type Access } from '../../kernel/access';
import { AppError, isDatabaseUnavailable } from '../../kernel/errors';
import { describeError } from '../../kernel/logger';
import { exportToAccounting, getAccountingExports } from './accounting-export.service';
import { exportPayments } from './payment-export';
import { getPaymentResults } from './payment-register.service';
import { getPaymentReceipt } from './receipt.service';

const service = 'Payment';
/** The accounting file is the whole portal's, sent where the portal-wide settings say. */
const accountingAccess: Access = { anyOf: [Permission.Administrator], hostOnly: true };

/** The payments register, its CSV, receipts and the accounting export's calls. */
export const paymentAdminRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(paymentsEndpoints.getDroneOperatorPaymentResults, {
    access: Permission.Administrator,
    summary:
      'A page of the tenant’s payments, newest first, searched by payer, e-mail, organisation or reference and filtered by period, status and kind, with totals over the whole filter.',
    handler: (ctx, input) => getPaymentResults(deps, ctx, input),
  }),
  route(paymentsEndpoints.exportToAccounting, {
    access: accountingAccess,
    summary: 'Queues the day’s accounting file (yesterday by default) to be sent again over SFTP; answers the day as it stands.',
    handler: (ctx, input) => exportToAccounting(deps, ctx, input),
  }),
  route(paymentsEndpoints.getAccountingExports, {
    access: accountingAccess,
    summary: 'Each day’s accounting file and how its sending went, the newest day first.',
    handler: (ctx, input) => getAccountingExports(deps, ctx, input),
  }),
];

const keysOf = (shape: object) => Object.fromEntries(Object.keys(shape).map((key) => [key.toLowerCase(), key]));

/**
 * ExportToCSV answers a file, so it is registered apart from the route list. It is a POST, as the
 * specification has it, and so takes no cookie: the browser posts it with its bearer token.
 */
function registerPaymentExport(app: FastifyInstance, deps: ServiceDeps) {
  const endpoint = paymentsEndpoints.exportToCsv;
  app.withTypeProvider<ZodTypeProvider>().post(
    endpoint.path,
    {
      schema: {
        tags: [service],
        summary: `The filtered payments as ${paymentExportFileName}: UTF-8 with BOM, semicolon-separated, headings in the request’s language.`,
        operationId: `${service}_${endpoint.method}`,
        ...accessSchema(Permission.Administrator),
        body: paymentExportInput,
      },
      config: { inputKeys: keysOf(paymentExportInput.shape), inQuery: false, access: accessRule(Permission.Administrator) },
      ...accessHooks(Permission.Administrator),
    },
    async (request, reply) => {
      let csv: Readable;
      try {
        csv = await exportPayments(deps, request.ctx, request.body);
      } catch (error) {
        if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
        // Said plainly to the administrator, and in full in the log, never a file cut short.
        request.log.error({ error: describeError(error) }, 'payment export failed');
        throw new AppError(500, 0, 'payments:register.exportFailed');
      }
      return reply
        .header('content-type', csvContentType)
        .header('content-disposition', `attachment; filename="${paymentExportFileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}

/** GetPaymentReceipt is a download link, so the `Abp.AuthToken` cookie is accepted (GET only). */
function registerReceipt(app: FastifyInstance, deps: ServiceDeps) {
  const endpoint = paymentsEndpoints.getPaymentReceipt;
  // The payer or an administrator: the service tells them apart, and everyone else is told 404.
  const access: Access = 'signedIn';
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoint.path,
    {
      schema: {
        tags: [service],
        summary:
          'The receipt of a paid payment as an A4 PDF (Receipt_{id}.pdf) in the payer’s language: for the payer or an administrator.',
        operationId: `${service}_${endpoint.method}`,
        ...accessSchema(access),
        querystring: receiptInput,
      },
      config: { inputKeys: keysOf(receiptInput.shape), inQuery: true, allowCookieAuth: true, access: accessRule(access) },
      ...accessHooks(access),
    },
    async (request, reply) => {
      const pdf = await getPaymentReceipt(deps, request.ctx, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(request.query.id)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}

/** The files: the register's CSV and a payment's receipt. */
export function registerPaymentFiles(app: FastifyInstance, deps: ServiceDeps): void {
  registerPaymentExport(app, deps);
  registerReceipt(app, deps);
}
