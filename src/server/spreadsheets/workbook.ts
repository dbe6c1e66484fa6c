import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formulaSafe } from '../../shared/csv';

export type Sheet = ExcelJS.Worksheet;
export type SheetRow = ExcelJS.Row;
/** A cell of a workbook row: text (guarded by the formula rule), a number, a date, or nothing. */
export type SheetCell = string | number | Date | null | undefined;

/**
 * The one workbook writer (decision 0025): exceljs's streaming writer into `out`. Shared strings
 * would gather every text of the file in memory; inline strings stream.
 */
export function openWorkbook(out: Writable, about: { creator: string; created: Date }) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = about.creator;
  workbook.created = about.created;
  return workbook;
}

/**
 * Adds a row, its text under the same formula rule as every CSV (`shared/csv.ts`): a workbook
 * stores text as text, but one saved again as CSV, or pasted, would run `=HYPERLINK(…)` (ASVS
 * 5.0 1.2.10 asks it of every spreadsheet format). Numbers and dates keep their types.
 */
export function addRow(sheet: Sheet, cells: readonly SheetCell[]): SheetRow {
  return sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : cell)));
}
