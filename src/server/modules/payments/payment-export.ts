import { stringify } from 'csv-stringify/sync';
import type { PaymentExportInput } from '../../../shared/contracts/payments';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { translate } from '../../kernel/i18n';
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

function recordOf(row: PaymentRow, language: Language): Record<Column, string> {
  const t = (key: string) => translate(language, `payments:register.${key}`);
  return {
    id: String(row.id),
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
    description: row.description,
    amount: String(row.amount),
    currency: row.currency,
    validFrom: row.validFrom ?? '',
    validUntil: row.validUntil ?? '',
    cardNumberMasked: row.cardNumberMasked ?? '',
  };
}

/**
 * ExportToCSV: the tenant's payments that the filter selects, newest first, as a file Excel opens
 * as it is (UTF-8 with a byte order mark, semicolons, headings in the request's language). A cell
 * that begins like a formula gets a leading apostrophe. The whole file is made before the answer
 * starts, so a failure is answered as an error rather than as a file cut short.
 */
export async function exportPayments(deps: ServiceDeps, ctx: RequestContext, input: PaymentExportInput): Promise<Buffer> {
  paymentsAdminPolicy.register(ctx);
  const rows = await findAllPayments(deps.database.db, paymentWhere(ctx.tenantId, paymentFilterOf(input)));
  const csv = stringify(
    rows.map((row) => recordOf(row, ctx.language)),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      escape_formulas: true,
      columns: columns.map((key) => ({ key, header: translate(ctx.language, `payments:register.columns.${key}`) })),
    },
  );
  return Buffer.from(csv, 'utf8');
}
