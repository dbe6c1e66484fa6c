import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ResultRowDto } from '../../../shared/contracts/exam-results';
import type { Language } from '../../../shared/enums';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { translate } from '../../kernel/i18n';
import { findResultBatch, resultWhere, type BatchCursor } from './exam-results.queries';
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

/** Rows read per query: the export's memory stays flat however many results there are. */
const batchSize = 500;

/** Reykjavík is UTC all year, so the UTC wall clock is the local one. */
const localTime = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

function recordOf(row: ResultRowDto, language: Language): Record<Column, string> {
  const t = (key: string) => translate(language, `exports:examResults.${key}`);
  return {
    userExaminationId: String(row.userExaminationId),
    examType: t(`examType.${row.certificateType}`),
    userName: row.userName,
    fullName: row.fullName,
    emailAddress: row.emailAddress,
    status: t(`status.${row.status}`),
    isPassed: row.isPassed === null ? '' : t(row.isPassed ? 'passed' : 'failed'),
    // Icelandic spreadsheets read a decimal comma.
    score: row.score === null ? '' : language === 'is' ? row.score.toFixed(2).replace('.', ',') : row.score.toFixed(2),
    startTime: localTime(row.startTime),
    submitTime: localTime(row.submitTime),
    examSessionId: row.examSessionId === null ? '' : String(row.examSessionId),
    certificateNumber: row.certificateNumber ?? '',
  };
}

async function* resultRecords(db: Db, where: ReturnType<typeof resultWhere>, language: Language) {
  let after: BatchCursor | undefined;
  for (;;) {
    const batch = await findResultBatch(db, where, after, batchSize);
    for (const row of batch.rows) yield recordOf(row, language);
    if (batch.rows.length < batchSize) return;
    after = batch.next;
  }
}

/**
 * GetExaminationResultExportCSV: the filtered results as a CSV stream that Excel opens as it is
 * (UTF-8 with a byte order mark, semicolons, headings in the request's language). A cell that
 * begins like a formula gets a leading apostrophe, so a name such as `=HYPERLINK(…)` stays text.
 * Permission and filters are checked before the first byte, so a refusal is still a JSON error.
 */
export function exportResults(deps: ServiceDeps, ctx: RequestContext, input: Parameters<typeof resultFilterOf>[0]): Readable {
  examResultsPolicy.review(ctx);
  const where = resultWhere(ctx.tenantId, resultFilterOf(input));
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    escape_formulas: true,
    columns: columns.map((key) => ({ key, header: translate(ctx.language, `exports:examResults.columns.${key}`) })),
  });
  // pipeline tears both ends down together: a client that goes away stops the reading too.
  return pipeline(Readable.from(resultRecords(deps.database.db, where, ctx.language)), csv, () => {});
}
