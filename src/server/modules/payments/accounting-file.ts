import { csvColumns, csvText, type CsvCell } from '../../../shared/csv';
import { translate } from '../../kernel/i18n';
import type { SettledPaymentRow } from './accounting.queries';

/** One file a day, named by the day it covers (docs/accounting-export.md). */
export const accountingFileName = (day: string) => `drone-payments-${day}.csv`;

/** The columns in their order; docs/accounting-export.md describes each. */
export const accountingColumns = [
  'paymentId',
  'reference',
  'paidAt',
  'payerName',
  'organizationName',
  'organizationNumber',
  'kind',
  'userType',
  'description',
  'amount',
  'currency',
  'transactionNumber',
  'authorizationNumber',
] as const;
type Column = (typeof accountingColumns)[number];

export interface AccountingFile {
  name: string;
  content: Buffer;
  paymentCount: number;
  totalAmount: number;
}

// The authority keeps its books in Icelandic, so the file speaks Icelandic whoever asks for it.
const t = (key: string) => translate('is', `payments:${key}`);

/** Iceland keeps UTC all year, so the UTC wall clock is the local one. */
const localTime = (at: Date | null) => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : '');

function recordOf(row: SettledPaymentRow): Record<Column, CsvCell> {
  return {
    paymentId: row.id,
    reference: row.checkoutId,
    paidAt: localTime(row.paidAt),
    payerName: row.payerName,
    organizationName: row.organizationName ?? '',
    organizationNumber: row.organizationNumber ?? '',
    kind: t(`register.kind.${row.kind}`),
    userType: t(`register.userType.${row.userTypeId}`),
    description: row.description,
    // Whole krónur without grouping, as an importer reads a number; a number is never taken for a formula.
    amount: row.amount,
    currency: row.currency,
    transactionNumber: row.transactionNumber ?? '',
    authorizationNumber: row.authorizationNumber ?? '',
  };
}

/**
 * The day's settled payments as CSV, through the one writer: UTF-8 without a byte order mark,
 * semicolons, CRLF line ends and a heading line; text that a spreadsheet would take for a formula
 * (a payer or organisation named `=HYPERLINK(…)`) is written as text. A day without payments is
 * the heading alone, so the accountants can tell a quiet day from a missing file.
 */
export function accountingFile(day: string, rows: SettledPaymentRow[]): AccountingFile {
  const table = csvColumns(accountingColumns, (key) => t(`accountingFile.columns.${key}`));
  const csv = csvText(
    table.headings,
    rows.map((row) => table.cellsOf(recordOf(row))),
    { delimiter: ';', bom: false },
  );
  return {
    name: accountingFileName(day),
    content: Buffer.from(csv, 'utf8'),
    paymentCount: rows.length,
    totalAmount: rows.reduce((sum, row) => sum + row.amount, 0),
  };
}
