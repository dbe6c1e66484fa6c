import type { PaymentExportInput } from '../../../shared/contracts/payments';
import { csvColumns, csvText, type CsvCell } from '../../../shared/csv';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { translate } from '../../kernel/i18n';
import { feeDescription } from './fees';
import { findAllPayments, paymentWhere } from './payment-register.queries';
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

function recordOf(row: PaymentRow, language: Language): Record<Column, CsvCell> {
  const t = (key: string) => translate(language, `payments:register.${key}`);
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
    description: feeDescription(language, row.userTypeId, row.organizationName),
    amount: row.amount,
    currency: row.currency,
    validFrom: row.validFrom ?? '',
    validUntil: row.validUntil ?? '',
    cardNumberMasked: row.cardNumberMasked ?? '',
  };
}

/**
 * ExportToCSV: the tenant's payments that the filter selects, newest first, as a file Excel opens
 * as it is (UTF-8 with a byte order mark, semicolons, headings in the request's language), through
 * the one CSV writer and its formula rule. The whole file is made before the answer starts, so a
 * failure is answered as an error rather than as a file cut short.
 */
export async function exportPayments(deps: ServiceDeps, ctx: RequestContext, input: PaymentExportInput): Promise<Buffer> {
  paymentsAdminPolicy.register(ctx);
  const rows = await findAllPayments(deps.database.db, paymentWhere(ctx.tenantId, paymentFilterOf(input)));
  const table = csvColumns(columns, (key) => translate(ctx.language, `payments:register.columns.${key}`));
  const records = rows.map((row) => table.cellsOf(recordOf(row, ctx.language)));
  return Buffer.from(csvText(table.headings, records, { delimiter: ';', bom: true }), 'utf8');
}
