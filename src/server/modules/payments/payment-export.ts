import type { PaymentExportInput } from '../../../shared/contracts/payments';
import type { Readable } from 'node:stream';
import { csvColumns, type CsvCell } from '../../../shared/csv';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { labelsFor, translate } from '../../kernel/i18n';
import { mappedBatches, primed } from '../../db/cursor';
import { csvStream } from '../../spreadsheets/csv-stream';
import { feeDescriptionIn } from './fees';
import { paymentBatches, paymentWhere } from './payment-register.queries';
import { paymentFilterOf } from './payment-register.service';
import { paymentsAdminPolicy } from './payments-admin.policy';
import type { PaymentRow } from './payments.queries';

const columns = [
  'id',
  'checkoutId',
  'creationTime',
  'paidAt',
  'status',
  'kind',
  'userType',
  'payerName',
  'payerEmail',
  'organizationName',
  'organizationNumber',
  'description',
  'amount',
  'currency',
  'validFrom',
  'validUntil',
  'cardNumberMasked',
] as const;
type Column = (typeof columns)[number];

/** Iceland keeps UTC all year, so the UTC wall clock is the local one. */
const localTime = (at: Date | null) => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : '');

function recordOf(row: PaymentRow, text: (key: string, params?: Record<string, string>) => string): Record<Column, CsvCell> {
  const t = (key: string) => text(`payments:register.${key}`);
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    creationTime: localTime(row.creationTime),
    paidAt: localTime(row.paidAt),
    status: t(`status.${row.status}`),
    kind: t(`kind.${row.kind}`),
    userType: t(`userType.${row.userTypeId}`),
    payerName: row.payerName,
    payerEmail: row.payerEmail,
    organizationName: row.organizationName ?? '',
    organizationNumber: row.organizationNumber ?? '',
    description: feeDescriptionIn(text, row.userTypeId, row.organizationName),
    amount: row.amount,
    currency: row.currency,
    validFrom: row.validFrom ?? '',
    validUntil: row.validUntil ?? '',
    cardNumberMasked: row.cardNumberMasked ?? '',
  };
}

/** Payments fetched from the cursor a time: the file's memory stays flat however many there are. */
const batchSize = 1000;

/**
 * ExportToCSV: the tenant's payments that the filter selects, newest first, as a file Excel opens
 * as it is (UTF-8 with a byte order mark, semicolons, headings in the request's language), through
 * the one CSV writer and its formula rule. The file streams as the cursor reads, at the reader's
 * pace; the first batch is read before the answer starts, so a query that fails is answered as an
 * error rather than as a file cut short.
 */
export async function exportPayments(deps: ServiceDeps, ctx: RequestContext, input: PaymentExportInput): Promise<Readable> {
  paymentsAdminPolicy.register(ctx);
  const where = paymentWhere(ctx.tenantId, paymentFilterOf(input));
  const table = csvColumns(columns, (key) => translate(ctx.language, `payments:register.columns.${key}`));
  const batches = await primed(paymentBatches(deps.database.pool, deps.database.db, where, batchSize));
  const text = labelsFor(ctx.language);
  const lines = mappedBatches(batches, (row) => table.cellsOf(recordOf(row, text)));
  return csvStream(table.headings, lines, { delimiter: ';', bom: true });
}
