import { parse } from 'csv-parse/sync';
import { maxImportBytes, maxImportRows, maxOptions } from '../../../shared/contracts/questions';
import { plainText, textToRichText } from '../../kernel/html';

/**
 * Reading and checking a question file (docs/question-import.md): no database here, so every rule
 * of the format can be tested on its own. Problems carry translation keys under `errors:import.`.
 */

export interface ImportProblem {
  key: string;
  params?: Record<string, string | number>;
  /** The 1-based line of the file where the record starts. */
  row?: number;
  column?: string;
  /** Duplicates answer code 450 when they are the only problems (requirements §8). */
  duplicate?: boolean;
}

export interface ImportedOption {
  descriptionIcelandic: string;
  descriptionEnglish: string;
  isAnswer: boolean;
}

export interface ImportedQuestion {
  row: number;
  descriptionIcelandic: string;
  descriptionEnglish: string;
  rawContentIcelandic: string;
  rawContentEnglish: string;
  isActive: boolean;
  isRequired: boolean;
  options: ImportedOption[];
}

export interface ImportCheck {
  questions: ImportedQuestion[];
  problems: ImportProblem[];
  /** More problems were found than are listed. */
  truncated: boolean;
  totalRows: number;
}

export const maxProblems = 100;
export const maxQuestionLength = 10_000;
export const maxOptionLength = 2_000;

const optionNumbers = Array.from({ length: maxOptions }, (_, i) => i + 1);
const optionColumn = (n: number, language: 'Icelandic' | 'English') => `option${n}${language}`;
export const importColumns = [
  'questionIcelandic',
  'questionEnglish',
  ...optionNumbers.flatMap((n) => [optionColumn(n, 'Icelandic'), optionColumn(n, 'English')]),
  'correct',
  'isRequired',
  'isActive',
];
const requiredColumns = [
  'questionIcelandic',
  'questionEnglish',
  'option1Icelandic',
  'option1English',
  'option2Icelandic',
  'option2English',
  'correct',
];
const canonicalColumn = new Map(importColumns.map((c) => [c.toLowerCase(), c]));
const booleans = new Map([
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
  ['já', true],
  ['nei', false],
]);

class ProblemList {
  readonly items: ImportProblem[] = [];
  /** Every problem found, listed or not. */
  count = 0;
  add(problem: ImportProblem) {
    if (this.items.length < maxProblems) this.items.push(problem);
    this.count++;
  }
  get truncated() {
    return this.count > this.items.length;
  }
}

const refused = (problem: ImportProblem): ImportCheck => ({ questions: [], problems: [problem], truncated: false, totalRows: 0 });

/**
 * A cell a spreadsheet would run as a formula (CSV injection): one starting with = + @, a tab or a
 * carriage return, or with a minus that is not a negative number or a dash before text. A minus
 * followed by a number stays allowed ("-5 °C") unless operators follow that make it a formula ("-2+3").
 * What comes after leading spaces, line breaks and invisible characters counts as the start: the
 * cell is saved trimmed, and a spreadsheet skips them too.
 */
export function looksLikeFormula(value: string): boolean {
  if (/^[\t\r]/.test(value)) return true;
  const text = value.replace(/^[\s\p{Cc}\p{Cf}]+/u, '');
  if (/^[=+@＝＋＠]/.test(text)) return true;
  if (!text.startsWith('-')) return false;
  return !/^-[\d ]/.test(text) || /[=+*^&|!@]/.test(text.slice(1));
}

/** Comma or semicolon, whichever the header line uses more (outside quotes). */
export function detectDelimiter(text: string): ',' | ';' | null {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  if (!commas && !semicolons) return null;
  return semicolons > commas ? ';' : ',';
}

/** UTF-8 (a BOM is dropped) or nothing: a Latin-1 file would turn "ð" into garbage without notice. */
export function decodeImportFile(bytes: Buffer): { text: string } | { problem: ImportProblem } {
  if (bytes.length > maxImportBytes) return { problem: { key: 'import.tooLarge', params: { maximum: maxImportBytes / 1024 / 1024 } } };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: { key: 'import.encoding' } };
  }
}

interface CsvRecord {
  cells: string[];
  row: number;
}

function readRecords(text: string, delimiter: ',' | ';'): CsvRecord[] | ImportProblem {
  try {
    // One record past the limit is enough to know the file is too long; the rest is never parsed.
    const parsed = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: maxImportRows + 2,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    // csv-parse counts the line a record ends on; a record with line breaks in its cells starts earlier
    // (a lone carriage return counts as one, as it does for csv-parse).
    return parsed.map(({ record, info }) => ({
      cells: record.map((cell) => cell.replace(/\r\n?/g, '\n')),
      row: info.lines - record.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0),
    }));
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    return { key: 'import.malformed', ...(lines ? { row: lines } : {}) };
  }
}

/** Maps header cells to known columns; answers the column of each index (null = unnamed). */
function readHeader(header: CsvRecord, problems: ProblemList): (string | null)[] {
  const seen = new Set<string>();
  const columns = header.cells.map((cell) => {
    const name = cell.replace(/^\uFEFF/, '').trim();
    if (!name) return null;
    const column = canonicalColumn.get(name.toLowerCase());
    if (!column) problems.add({ key: 'import.unknownColumn', row: header.row, column: name });
    else if (seen.has(column)) problems.add({ key: 'import.duplicateColumn', row: header.row, column });
    else seen.add(column);
    return column ?? null;
  });
  const pairs = optionNumbers.flatMap((n) =>
    seen.has(optionColumn(n, 'Icelandic')) || seen.has(optionColumn(n, 'English'))
      ? [optionColumn(n, 'Icelandic'), optionColumn(n, 'English')]
      : [],
  );
  for (const column of new Set([...requiredColumns, ...pairs])) {
    if (!seen.has(column)) problems.add({ key: 'import.missingColumn', row: header.row, column });
  }
  return columns;
}

function checkText(value: string, column: string, row: number, maximum: number, problems: ProblemList): boolean {
  if (!value) problems.add({ key: 'import.required', row, column });
  else return checkLength(value, column, row, maximum, problems);
  return false;
}

function checkLength(value: string, column: string, row: number, maximum: number, problems: ProblemList): boolean {
  if (value.length <= maximum) return true;
  problems.add({ key: 'import.tooLong', params: { maximum }, row, column });
  return false;
}

function checkBoolean(value: string, column: string, row: number, fallback: boolean, problems: ProblemList): boolean {
  if (!value) return fallback;
  const parsed = booleans.get(value.toLowerCase());
  if (parsed === undefined) problems.add({ key: 'import.boolean', params: { value }, row, column });
  return parsed ?? fallback;
}

/** One data record as a question, or undefined when it has problems (added to the list). */
function readQuestion(record: CsvRecord, columns: (string | null)[], problems: ProblemList): ImportedQuestion | undefined {
  const { row } = record;
  const before = problems.count;
  const cells = new Map<string, string>();
  record.cells.forEach((cell, index) => {
    const column = columns[index];
    if (column === null || column === undefined) {
      if (cell.trim()) problems.add({ key: 'import.cellWithoutColumn', params: { index: index + 1 }, row });
      return;
    }
    if (cell.includes('\u0000')) problems.add({ key: 'import.nulCharacter', row, column });
    else if (looksLikeFormula(cell)) problems.add({ key: 'import.formula', row, column });
    cells.set(column, cell.trim());
  });
  const cell = (column: string) => cells.get(column) ?? '';

  checkText(cell('questionIcelandic'), 'questionIcelandic', row, maxQuestionLength, problems);
  checkText(cell('questionEnglish'), 'questionEnglish', row, maxQuestionLength, problems);

  const options = new Map<number, { descriptionIcelandic: string; descriptionEnglish: string }>();
  for (const n of optionNumbers) {
    const [is, en] = [optionColumn(n, 'Icelandic'), optionColumn(n, 'English')];
    const [textIs, textEn] = [cell(is), cell(en)].map((text) => text.replace(/\s+/g, ' '));
    if (!textIs && !textEn) continue;
    if (!textIs || !textEn) {
      problems.add({ key: 'import.optionHalf', row, column: textIs ? en : is });
      continue;
    }
    const fits = [checkLength(textIs, is, row, maxOptionLength, problems), checkLength(textEn, en, row, maxOptionLength, problems)];
    if (fits.every(Boolean)) options.set(n, { descriptionIcelandic: textIs, descriptionEnglish: textEn });
  }
  const filled = optionNumbers.filter((n) => cell(optionColumn(n, 'Icelandic')) || cell(optionColumn(n, 'English')));
  if (filled.length < 2) {
    const firstEmpty = optionNumbers.find((n) => !filled.includes(n))!;
    problems.add({ key: 'import.tooFewOptions', params: { minimum: 2 }, row, column: optionColumn(firstEmpty, 'Icelandic') });
  }

  const correct = new Set<number>();
  const marks = cell('correct');
  if (!marks) problems.add({ key: 'import.required', row, column: 'correct' });
  for (const token of marks.split(/[\s/|]+/).filter(Boolean)) {
    const n = /^\d{1,2}$/.test(token) ? Number(token) : NaN;
    if (!(n >= 1 && n <= maxOptions))
      problems.add({ key: 'import.correctInvalid', params: { value: token, maximum: maxOptions }, row, column: 'correct' });
    else if (!filled.includes(n)) problems.add({ key: 'import.correctNoOption', params: { number: n }, row, column: 'correct' });
    else correct.add(n);
  }

  const isRequired = checkBoolean(cell('isRequired'), 'isRequired', row, false, problems);
  const isActive = checkBoolean(cell('isActive'), 'isActive', row, true, problems);
  if (problems.count !== before) return undefined;

  const descriptionIcelandic = textToRichText(cell('questionIcelandic'));
  const descriptionEnglish = textToRichText(cell('questionEnglish'));
  return {
    row,
    descriptionIcelandic,
    descriptionEnglish,
    rawContentIcelandic: plainText(descriptionIcelandic),
    rawContentEnglish: plainText(descriptionEnglish),
    isActive,
    isRequired,
    options: [...options].map(([n, option]) => ({ ...option, isAnswer: correct.has(n) })),
  };
}

/** The key two questions are duplicates by: plain Icelandic text, case and spacing ignored. */
export const duplicateKey = (rawContentIcelandic: string) => rawContentIcelandic.replace(/\s+/g, ' ').trim().toLowerCase();

/** Checks the whole file; any problem means nothing may be imported. */
export function checkQuestionFile(bytes: Buffer): ImportCheck {
  const decoded = decodeImportFile(bytes);
  if ('problem' in decoded) return refused(decoded.problem);
  if (!decoded.text.trim()) return refused({ key: 'import.empty' });
  const delimiter = detectDelimiter(decoded.text);
  if (!delimiter) return refused({ key: 'import.delimiter', row: 1 });
  const records = readRecords(decoded.text, delimiter);
  if (!Array.isArray(records)) return refused(records);
  if (records.length > maxImportRows + 1) return refused({ key: 'import.tooManyRows', params: { maximum: maxImportRows } });

  const problems = new ProblemList();
  const [header, ...data] = records;
  const columns = readHeader(header, problems);
  const rows = data.filter((record) => record.cells.some((cell) => cell.trim()));
  if (problems.items.length) return { questions: [], problems: problems.items, truncated: problems.truncated, totalRows: rows.length };
  if (!rows.length) return refused({ key: 'import.noRows' });

  const questions: ImportedQuestion[] = [];
  const firstRowOf = new Map<string, number>();
  for (const record of rows) {
    const question = readQuestion(record, columns, problems);
    if (question) questions.push(question);
    const text = record.cells[columns.indexOf('questionIcelandic')]?.trim();
    if (!text) continue;
    const key = duplicateKey(question?.rawContentIcelandic ?? plainText(textToRichText(text)));
    const firstRow = firstRowOf.get(key);
    if (firstRow === undefined) firstRowOf.set(key, record.row);
    else problems.add({ key: 'import.duplicateInFile', params: { firstRow }, row: record.row, duplicate: true });
  }
  return { questions, problems: problems.items, truncated: problems.truncated, totalRows: rows.length };
}
