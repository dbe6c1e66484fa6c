import type { ImportQuestionsInput, ImportQuestionsResult } from '../../../shared/contracts/questions';
import { ErrorCode } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { AppError, notFound } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import { decodeBase64 } from './base64';
import { checkQuestionFile, maxProblems, type ImportCheck, type ImportProblem } from './question-import';
import { insertImportedQuestions } from './question-import.queries';
import { existingTexts, findLiveCategory } from './questions.queries';
import { questionsPolicy } from './questions.policy';

const member = 'csvFileBase64';

/** One problem as a validation error: its own text, prefixed with the row and column it is in. */
function validationErrorOf(ctx: RequestContext, problem: ImportProblem) {
  const key = `errors:${problem.key}`;
  if (problem.row === undefined) return { messageKey: key, params: problem.params, members: [member] };
  const text = translate(ctx.language, key, problem.params);
  const where = problem.column === undefined ? 'errors:import.atRow' : 'errors:import.atCell';
  return { messageKey: where, params: { row: problem.row, column: problem.column ?? '', problem: text }, members: [member] };
}

/**
 * Nothing is imported while anything is wrong. Duplicates alone answer code 450 (section 8),
 * naming their rows; any other problem answers 400 with every problem found (up to 100).
 */
function refusal(ctx: RequestContext, problems: ImportProblem[], truncated: boolean): AppError {
  const validationErrors = problems.map((p) => validationErrorOf(ctx, p));
  if (problems.every((p) => p.duplicate)) {
    const rows = problems.map((p) => p.row).join(', ');
    return new AppError(400, ErrorCode.Duplicate, 'errors:import.duplicates', { rows }, undefined, validationErrors);
  }
  // As ASP.NET Boilerplate does, the details list the problems too, for clients that show only those.
  const lines = validationErrors.map((v) => ` - ${translate(ctx.language, v.messageKey, v.params)}`).join('\n');
  const key = truncated ? 'errors:import.refusedMany' : 'errors:import.refused';
  return new AppError(400, 0, key, { count: problems.length, problems: lines }, 'errors:import.details', validationErrors);
}

/**
 * Writes a checked file's questions into the category, unless the category already holds one of
 * them (section 8): then nothing is written, and the duplicates join the file's problems, by row.
 * Runs under the category's lock, so a question saved meanwhile cannot slip in twice.
 */
async function writeCheckedFile(db: Db, tenantId: number | null, categoryId: number, check: ImportCheck, now: Date) {
  const existing = await existingTexts(
    db,
    categoryId,
    check.questions.map((q) => q.rawContentIcelandic),
  );
  const problems = [...check.problems];
  let truncated = check.truncated;
  for (const question of check.questions.filter((q) => existing.has(q.rawContentIcelandic))) {
    if (problems.length < maxProblems) problems.push({ key: 'import.duplicateExisting', row: question.row, duplicate: true });
    else truncated = true;
  }
  if (!problems.length) await insertImportedQuestions(db, tenantId, categoryId, check.questions, now);
  return { problems: problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)), truncated };
}

export async function importQuestions(deps: ServiceDeps, ctx: RequestContext, input: ImportQuestionsInput): Promise<ImportQuestionsResult> {
  questionsPolicy.author(ctx);
  if (!(await findLiveCategory(deps.database.db, ctx.tenantId, input.categoryId))) throw notFound();
  const bytes = decodeBase64(input.csvFileBase64);
  if (!bytes) throw refusal(ctx, [{ key: 'import.notBase64' }], false);
  const check = checkQuestionFile(bytes);
  if (!check.questions.length) throw refusal(ctx, check.problems, check.truncated);

  return withTransaction(deps.database.pool, async (tx) => {
    const category = await findLiveCategory(tx.db, ctx.tenantId, input.categoryId, true);
    if (!category) throw notFound();
    const { problems, truncated } = await writeCheckedFile(tx.db, ctx.tenantId, category.id, check, deps.now());
    if (problems.length) throw refusal(ctx, problems, truncated);
    return { importedCount: check.questions.length, totalRows: check.totalRows };
  });
}

/**
 * A question file imported into a category as an upload is, for the seed's demo bank: a file with
 * any problem stops the seed, so the demo bank stays a file an administrator could upload.
 */
export async function importQuestionFile(db: Db, tenantId: number | null, categoryId: number, bytes: Buffer, now = new Date()) {
  const check = checkQuestionFile(bytes);
  const { problems } = check.questions.length ? await writeCheckedFile(db, tenantId, categoryId, check, now) : check;
  if (problems.length) throw new Error(`The question file cannot be imported: ${JSON.stringify(problems)}`);
  return check.questions.length;
}
