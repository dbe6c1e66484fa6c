/**
 * The one CSV writer of the portal (decision 0025): every file it hands out, on the server or in
 * the browser, is written here, so the spreadsheet-formula rule below holds for all of them and
 * `eslint/spreadsheet-writers.js` keeps other writers out. Pure TypeScript, without Node or the
 * DOM, so that both sides share it.
 */

/** A cell: text, which the formula rule guards, or a number, written as its digits and never guarded. */
export type CsvCell = string | number | null | undefined;

export interface CsvFormat {
  /** `;` where Icelandic spreadsheets read the file, `,` elsewhere. */
  delimiter: ';' | ',';
  /** A UTF-8 byte order mark first, so that Excel reads the letters right; never for a machine's file. */
  bom: boolean;
}

/** The Content-Type of every CSV the portal sends. */
export const csvContentType = 'text/csv; charset=utf-8';

const lineEnd = '\r\n';

/**
 * A spreadsheet reads a cell as a formula when it begins with `=`, `+`, `-` or `@` (or their
 * full-width forms, which some normalise), also after spaces, and several strip a leading tab,
 * carriage return, line feed or NUL before looking (OWASP "CSV Injection"; ASVS 5.0 1.2.10).
 */
const formulaStart = /^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n\0]/;

/**
 * Text made safe to open in a spreadsheet: a leading apostrophe makes Excel, LibreOffice and
 * Google Sheets read the cell as text (and Excel hides it). Everything else is left as it is.
 */
export function formulaSafe(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** A number stays a number: a negative amount is `-500`, not text. Only finite numbers are cells. */
function numberCell(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`A CSV cell cannot hold ${value}`);
  return String(value);
}

/** RFC 4180: quoted when it holds the delimiter, a quote or a line break; a quote inside is doubled. */
function quoted(text: string, delimiter: string): string {
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(cell: CsvCell, delimiter: string): string {
  if (cell === null || cell === undefined || cell === '') return '';
  return typeof cell === 'number' ? numberCell(cell) : quoted(formulaSafe(cell), delimiter);
}

/** One line of the file, with its line end (CRLF, as RFC 4180 and Excel have it). */
export function csvLine(cells: readonly CsvCell[], format: CsvFormat): string {
  return cells.map((cell) => cellText(cell, format.delimiter)).join(format.delimiter) + lineEnd;
}

/** The beginning of a file: the byte order mark when asked for, and the heading line. */
export function csvHead(headings: readonly string[], format: CsvFormat): string {
  return (format.bom ? '\uFEFF' : '') + csvLine(headings, format);
}

/** A whole file: the heading line, then a line a row; a file without rows is its heading alone. */
export function csvText(headings: readonly string[], rows: Iterable<readonly CsvCell[]>, format: CsvFormat): string {
  let text = csvHead(headings, format);
  for (const row of rows) text += csvLine(row, format);
  return text;
}

/** Columns named by key: the heading of each, in order, and the cells of a record in the same order. */
export interface CsvColumns<K extends string> {
  headings: string[];
  cellsOf(record: Record<K, CsvCell>): CsvCell[];
}

export function csvColumns<K extends string>(keys: readonly K[], headingOf: (key: K) => string): CsvColumns<K> {
  return { headings: keys.map(headingOf), cellsOf: (record) => keys.map((key) => record[key]) };
}
