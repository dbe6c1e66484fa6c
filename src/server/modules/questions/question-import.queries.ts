import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionOptions, questions } from '../../db/schema';
import type { ImportedQuestion } from './question-import';

/**
 * Two statements for the whole file: the rows travel as one JSON parameter each, which PostgreSQL
 * expands itself, so 5,000 questions take about as long as a handful. Question ids are drawn from
 * the sequence first, so the options can name their question.
 */
export async function insertImportedQuestions(db: Db, tenantId: number | null, categoryId: number, rows: ImportedQuestion[], now: Date) {
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
