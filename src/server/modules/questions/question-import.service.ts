import { sql } from 'drizzle-orm';
import type { ImportQuestionsInput, ImportQuestionsResult } from '../../../shared/contracts/questions';
import { ErrorCode } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { questionOptions, questions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { AppError, notFound } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import { decodeBase64 } from './base64';
import { checkQuestionFile, maxProblems, type ImportedQuestion, type ImportProblem } from './question-import';
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
 * Two statements for the whole file: the rows travel as one JSON parameter each, which PostgreSQL
 * expands itself, so 5,000 questions take about as long as a handful. Question ids are drawn from
 * the sequence first, so the options can name their question.
 */
async function insertQuestions(db: Db, tenantId: number | null, categoryId: number, rows: ImportedQuestion[], now: Date) {
  const ids = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('questions', 'id'))::int as id from generate_series(1, ${rows.length})`,
  );
  const questionRows = rows.map((q, index) => ({
    id: ids.rows[index].id,
    descriptionIcelandic: q.descriptionIcelandic,
    descriptionEnglish: q.descriptionEnglish,
    rawContentIcelandic: q.rawContentIcelandic,
    rawContentEnglish: q.rawContentEnglish,
    isActive: q.isActive,
    isRequired: q.isRequired,
  }));
  await db.execute(sql`
    insert into ${questions} (id, tenant_id, category_id, description_icelandic, description_english, raw_content_icelandic,
      raw_content_english, is_active, is_required, creation_time)
    select r.id, ${tenantId}::int, ${categoryId}::int, r."descriptionIcelandic", r."descriptionEnglish", r."rawContentIcelandic",
      r."rawContentEnglish", r."isActive", r."isRequired", ${now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(questionRows)}::jsonb) as r(id int, "descriptionIcelandic" text, "descriptionEnglish" text,
      "rawContentIcelandic" text, "rawContentEnglish" text, "isActive" boolean, "isRequired" boolean)`);
  const optionRows = rows.flatMap((q, index) => q.options.map((o, position) => ({ questionId: questionRows[index].id, position, ...o })));
  await db.execute(sql`
    insert into ${questionOptions} (question_id, position, description_icelandic, description_english, is_answer)
    select r."questionId", r.position, r."descriptionIcelandic", r."descriptionEnglish", r."isAnswer"
    from jsonb_to_recordset(${JSON.stringify(optionRows)}::jsonb) as r("questionId" int, position smallint,
      "descriptionIcelandic" text, "descriptionEnglish" text, "isAnswer" boolean)`);
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
    // Checked under the category's lock, so a question saved meanwhile cannot slip in twice.
    const existing = await existingTexts(tx.db, category.id, check.questions.map((q) => q.rawContentIcelandic));
    const problems = [...check.problems];
    let truncated = check.truncated;
    for (const question of check.questions.filter((q) => existing.has(q.rawContentIcelandic))) {
      if (problems.length < maxProblems) problems.push({ key: 'import.duplicateExisting', row: question.row, duplicate: true });
      else truncated = true;
    }
    if (problems.length) throw refusal(ctx, problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)), truncated);
    await insertQuestions(tx.db, ctx.tenantId, category.id, check.questions, deps.now());
    return { importedCount: check.questions.length, totalRows: check.totalRows };
  });
}
