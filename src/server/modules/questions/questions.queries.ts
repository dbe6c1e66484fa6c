import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { QuestionDto, QuestionOptionInput, QuestionSummaryDto } from '../../../shared/contracts/questions';
import type { Db } from '../../db/client';
import { examinationCategories, examinations, questionImages, questionOptions, questions } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { imageDtoOf } from './question-images.queries';
import { containsPattern } from '../../db/like';

export interface LiveCategory {
  id: number;
  tenantId: number | null;
  examinationId: number;
  minimumRequiredQuestions: number;
}

const liveCategoryColumns = {
  id: examinationCategories.id,
  tenantId: examinationCategories.tenantId,
  examinationId: examinationCategories.examinationId,
  minimumRequiredQuestions: examinationCategories.minimumRequiredQuestions,
};

const isLiveCategory = (tenantId: number | null) =>
  and(inTenant(examinationCategories.tenantId, tenantId), eq(examinationCategories.isDeleted, false), eq(examinations.isDeleted, false));

/**
 * A category of the tenant that is not deleted and whose examination is not deleted. `lock` holds
 * the category row to the end of the transaction, so the duplicate check, the minimum rule and the
 * category's own edits of its minimum happen one at a time.
 */
export async function findLiveCategory(
  db: Db,
  tenantId: number | null,
  categoryId: number,
  lock = false,
): Promise<LiveCategory | undefined> {
  const query = db
    .select(liveCategoryColumns)
    .from(examinationCategories)
    .innerJoin(examinations, eq(examinations.id, examinationCategories.examinationId))
    .where(and(eq(examinationCategories.id, categoryId), isLiveCategory(tenantId)));
  const [row] = lock ? await query.for('update', { of: examinationCategories }) : await query;
  return row;
}

export type QuestionRow = typeof questions.$inferSelect & { examinationId: number };

/** A live question of the tenant in a live category of a live examination. */
export async function findQuestionRow(db: Db, tenantId: number | null, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select({ question: questions, examinationId: examinationCategories.examinationId })
    .from(questions)
    .innerJoin(examinationCategories, eq(examinationCategories.id, questions.categoryId))
    .innerJoin(examinations, eq(examinations.id, examinationCategories.examinationId))
    .where(and(eq(questions.id, id), inTenant(questions.tenantId, tenantId), eq(questions.isDeleted, false), isLiveCategory(tenantId)));
  return row && { ...row.question, examinationId: row.examinationId };
}

export async function questionDetails(db: Db, row: QuestionRow): Promise<QuestionDto> {
  const [options, images] = await Promise.all([
    db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.questionId, row.id))
      .orderBy(asc(questionOptions.position), asc(questionOptions.id)),
    db
      .select({
        id: questionImages.id,
        key: questionImages.key,
        fileName: questionImages.fileName,
        contentType: questionImages.contentType,
        byteSize: questionImages.byteSize,
      })
      .from(questionImages)
      .where(eq(questionImages.questionId, row.id))
      .orderBy(asc(questionImages.id)),
  ]);
  return {
    id: row.id,
    categoryId: row.categoryId,
    examinationId: row.examinationId,
    descriptionIcelandic: row.descriptionIcelandic,
    descriptionEnglish: row.descriptionEnglish,
    rawContentIcelandic: row.rawContentIcelandic,
    rawContentEnglish: row.rawContentEnglish,
    questionType: row.questionType,
    isActive: row.isActive,
    isRequired: row.isRequired,
    isDeleted: row.isDeleted,
    questionOptions: options.map((o) => ({
      id: o.id,
      descriptionIcelandic: o.descriptionIcelandic,
      descriptionEnglish: o.descriptionEnglish,
      isAnswer: o.isAnswer,
    })),
    questionImages: images.map(imageDtoOf),
    creationTime: row.creationTime.toISOString(),
    lastModificationTime: row.lastModificationTime?.toISOString() ?? null,
  };
}

/** The same plain Icelandic text, case and spacing ignored, among the category's live questions. */
export async function duplicateExists(db: Db, categoryId: number, rawContentIcelandic: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.categoryId, categoryId),
        eq(questions.isDeleted, false),
        sql`lower(${questions.rawContentIcelandic}) = lower(${rawContentIcelandic})`,
        exceptId ? sql`${questions.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which of these plain texts the category already holds (compared as `duplicateExists` does). */
export async function existingTexts(db: Db, categoryId: number, rawTexts: string[]): Promise<Set<string>> {
  if (!rawTexts.length) return new Set();
  const result = await db.execute<{ text: string }>(sql`
    select t.text from jsonb_array_elements_text(${JSON.stringify(rawTexts)}::jsonb) as t(text)
    where exists (
      select 1 from ${questions} q
      where q.category_id = ${categoryId} and not q.is_deleted and lower(q.raw_content_icelandic) = lower(t.text)
    )`);
  return new Set(result.rows.map((r) => r.text));
}

export async function countActiveQuestions(db: Db, categoryId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(questions)
    .where(and(eq(questions.categoryId, categoryId), eq(questions.isDeleted, false), eq(questions.isActive, true)));
  return total;
}

const optionRows = (questionId: number, options: QuestionOptionInput[]) =>
  options.map((o, position) => ({
    questionId,
    position,
    descriptionIcelandic: o.descriptionIcelandic,
    descriptionEnglish: o.descriptionEnglish,
    isAnswer: o.isAnswer,
  }));

export async function insertOptions(db: Db, questionId: number, options: QuestionOptionInput[]) {
  if (options.length) await db.insert(questionOptions).values(optionRows(questionId, options));
}

/**
 * Rewrites the options position by position, so an option keeps its id while it keeps its place
 * (answers given in attempts refer to option ids); extra options are added, missing ones removed.
 */
export async function replaceOptions(db: Db, questionId: number, options: QuestionOptionInput[]) {
  const existing = await db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  const rows = optionRows(questionId, options);
  for (const [index, row] of rows.entries()) {
    if (index < existing.length) await db.update(questionOptions).set(row).where(eq(questionOptions.id, existing[index].id));
  }
  if (rows.length > existing.length) await db.insert(questionOptions).values(rows.slice(existing.length));
  const surplus = existing.slice(rows.length).map((o) => o.id);
  if (surplus.length) await db.delete(questionOptions).where(inArray(questionOptions.id, surplus));
}

export interface QuestionPageInput {
  keyword?: string;
  isActive?: boolean;
  skip: number;
  take: number;
}

export async function findQuestionsOfCategory(db: Db, categoryId: number, input: QuestionPageInput) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    eq(questions.categoryId, categoryId),
    eq(questions.isDeleted, false),
    input.isActive === undefined ? undefined : eq(questions.isActive, input.isActive),
    pattern ? or(ilike(questions.rawContentIcelandic, pattern), ilike(questions.rawContentEnglish, pattern)) : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: questions.id,
        categoryId: questions.categoryId,
        rawContentIcelandic: questions.rawContentIcelandic,
        rawContentEnglish: questions.rawContentEnglish,
        isActive: questions.isActive,
        isRequired: questions.isRequired,
        // Qualified by hand: inside the subquery a bare "id" would name the option's own id.
        optionCount: sql<number>`(select count(*) from ${questionOptions} o where o.question_id = ${questions}.id)`.mapWith(Number),
        imageCount: sql<number>`(select count(*) from ${questionImages} i where i.question_id = ${questions}.id)`.mapWith(Number),
        lastModificationTime: questions.lastModificationTime,
      })
      .from(questions)
      .where(where)
      .orderBy(asc(questions.id))
      .limit(input.take)
      .offset(input.skip),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  const summaries: QuestionSummaryDto[] = items.map((q) => ({ ...q, lastModificationTime: q.lastModificationTime?.toISOString() ?? null }));
  return { items: summaries, totalCount: total };
}

export type QuestionFields = Pick<
  typeof questions.$inferInsert,
  'descriptionIcelandic' | 'descriptionEnglish' | 'rawContentIcelandic' | 'rawContentEnglish' | 'questionType' | 'isActive' | 'isRequired'
>;

export async function insertQuestionRow(
  db: Db,
  question: QuestionFields & { tenantId: number | null; categoryId: number; creationTime: Date },
): Promise<number> {
  const [row] = await db.insert(questions).values(question).returning({ id: questions.id });
  return row.id;
}

export async function updateQuestionFields(db: Db, id: number, fields: Partial<QuestionFields> & { lastModificationTime: Date }) {
  await db.update(questions).set(fields).where(eq(questions.id, id));
}

/** Soft: attempts and results keep referring to the question. */
export async function softDeleteQuestion(db: Db, id: number, at: Date) {
  await db.update(questions).set({ isDeleted: true, lastModificationTime: at }).where(eq(questions.id, id));
}
