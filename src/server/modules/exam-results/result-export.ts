import type { Readable } from 'node:stream';
import type { ResultRowDto } from '../../../shared/contracts/exam-results';
import { csvColumns, type CsvCell } from '../../../shared/csv';
import { formatFixed } from '../../../shared/numbers';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { labelsFor, translate } from '../../kernel/i18n';
import { csvStream } from '../../spreadsheets/csv-stream';
import { mappedBatches, primed } from '../../db/cursor';
import { resultBatches, resultWhere } from './exam-results.queries';
import { examResultsPolicy } from './exam-results.policy';
import { resultFilterOf } from './exam-results.service';

export const resultExportFileName = 'examinationExport.csv';

const columns = [
  'userExaminationId',
  'examType',
  'userName',
  'fullName',
  'emailAddress',
  'status',
  'isPassed',
  'score',
  'startTime',
  'submitTime',
  'examSessionId',
  'certificateNumber',
] as const;
type Column = (typeof columns)[number];

/** Rows fetched from the cursor a time: the export's memory stays flat however many results there are. */
const batchSize = 1000;

/** Reykjavík is UTC all year, so the UTC wall clock is the local one. */
const localTime = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

function recordOf(row: ResultRowDto, language: Language, text: (key: string) => string): Record<Column, CsvCell> {
  const t = (key: string) => text(`exports:examResults.${key}`);
  return {
    userExaminationId: row.userExaminationId,
    examType: t(`examType.${row.certificateType}`),
    userName: row.userName,
    fullName: row.fullName,
    emailAddress: row.emailAddress,
    status: t(`status.${row.status}`),
    isPassed: row.isPassed === null ? '' : t(row.isPassed ? 'passed' : 'failed'),
    // Icelandic spreadsheets read a decimal comma.
    score: row.score === null ? '' : formatFixed(row.score, language),
    startTime: localTime(row.startTime),
    submitTime: localTime(row.submitTime),
    examSessionId: row.examSessionId,
    certificateNumber: row.certificateNumber ?? '',
  };
}

/**
 * GetExaminationResultExportCSV: the filtered results as a CSV stream that Excel opens as it is
 * (UTF-8 with a byte order mark, semicolons, headings in the request's language), through the one
 * CSV writer, so a name such as `=HYPERLINK(…)` stays text. Permission and filters are checked
 * before the first byte, and so is the query (its first batch is read before the answer starts), so a
 * refusal or a failing query is still a JSON error; a failure after that cuts the file short.
 */
export async function exportResults(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: Parameters<typeof resultFilterOf>[0],
): Promise<Readable> {
  examResultsPolicy.review(ctx);
  const where = resultWhere(ctx.tenantId, resultFilterOf(input));
  const table = csvColumns(columns, (key) => translate(ctx.language, `exports:examResults.columns.${key}`));
  const { pool, db } = deps.database;
  const batches = await primed(resultBatches(pool, db, where, batchSize));
  const text = labelsFor(ctx.language);
  const lines = mappedBatches(batches, (row) => table.cellsOf(recordOf(row, ctx.language, text)));
  return csvStream(table.headings, lines, { delimiter: ';', bom: true });
}
