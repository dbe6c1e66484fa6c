import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { CategoryDto } from '../../../shared/contracts/examinations';
import type { Db } from '../../db/client';
import { examinationCategories, examinations, questions } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { containsPattern } from '../../db/like';

// Written out with qualified names, so the correlated subquery cannot read the outer columns as its own.
const questionsOfCategory = (active: boolean) =>
  sql<number>`(${sql.raw(
    `select count(*)::int from questions q where q.category_id = "examination_categories"."id" and not q.is_deleted${active ? ' and q.is_active' : ''}`,
  )})`;

const categoryColumns = {
  id: examinationCategories.id,
  examinationId: examinationCategories.examinationId,
  certificateType: examinations.certificateType,
  title: examinationCategories.title,
  titleEnglish: examinationCategories.titleEnglish,
  minimumRequiredQuestions: examinationCategories.minimumRequiredQuestions,
  questionCount: questionsOfCategory(false),
  activeQuestionCount: questionsOfCategory(true),
  creationTime: examinationCategories.creationTime,
};

const toCategoryDto = (row: Omit<CategoryDto, 'creationTime'> & { creationTime: Date }): CategoryDto => ({
  ...row,
  creationTime: row.creationTime.toISOString(),
});

/** Live categories of the tenant whose examination is live too. */
const liveCategory = (tenantId: number | null) =>
  and(inTenant(examinationCategories.tenantId, tenantId), eq(examinationCategories.isDeleted, false), eq(examinations.isDeleted, false));

const selectCategories = (db: Db) =>
  db.select(categoryColumns).from(examinationCategories).innerJoin(examinations, eq(examinations.id, examinationCategories.examinationId));

export async function findCategory(db: Db, tenantId: number | null, id: number): Promise<CategoryDto | undefined> {
  const [row] = await selectCategories(db).where(and(liveCategory(tenantId), eq(examinationCategories.id, id)));
  return row && toCategoryDto(row);
}

export async function findCategories(
  db: Db,
  tenantId: number | null,
  input: { examinationId: number; keyword?: string; skipCount: number; maxResultCount: number },
) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    liveCategory(tenantId),
    eq(examinationCategories.examinationId, input.examinationId),
    pattern ? or(ilike(examinationCategories.title, pattern), ilike(examinationCategories.titleEnglish, pattern)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectCategories(db).where(where).orderBy(asc(examinationCategories.id)).limit(input.maxResultCount).offset(input.skipCount),
    db
      .select({ total: count() })
      .from(examinationCategories)
      .innerJoin(examinations, eq(examinations.id, examinationCategories.examinationId))
      .where(where),
  ]);
  return { items: rows.map(toCategoryDto), totalCount: total };
}

/** Titles compare case-insensitively among the examination's live categories. */
export async function categoryTitleTaken(db: Db, examinationId: number, title: string, exceptId?: number) {
  const [row] = await db
    .select({ id: examinationCategories.id })
    .from(examinationCategories)
    .where(
      and(
        eq(examinationCategories.examinationId, examinationId),
        eq(examinationCategories.isDeleted, false),
        sql`lower(${examinationCategories.title}) = lower(${title})`,
        exceptId ? sql`${examinationCategories.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

/** Soft-deletes a category and its questions (call inside a transaction). */
export async function softDeleteCategory(db: Db, id: number, now: Date) {
  await db
    .update(questions)
    .set({ isDeleted: true, lastModificationTime: now })
    .where(and(eq(questions.categoryId, id), eq(questions.isDeleted, false)));
  await db.update(examinationCategories).set({ isDeleted: true, lastModificationTime: now }).where(eq(examinationCategories.id, id));
}

export interface NewCategory {
  tenantId: number | null;
  examinationId: number;
  title: string;
  titleEnglish?: string;
  minimumRequiredQuestions?: number;
}

export async function insertCategory(db: Db, category: NewCategory): Promise<number> {
  const [row] = await db
    .insert(examinationCategories)
    .values({
      tenantId: category.tenantId,
      examinationId: category.examinationId,
      title: category.title,
      titleEnglish: category.titleEnglish ?? '',
      minimumRequiredQuestions: category.minimumRequiredQuestions ?? 0,
    })
    .returning({ id: examinationCategories.id });
  return row.id;
}

export async function updateCategoryFields(
  db: Db,
  id: number,
  fields: { title: string; titleEnglish?: string; minimumRequiredQuestions: number; lastModificationTime: Date },
) {
  await db.update(examinationCategories).set(fields).where(eq(examinationCategories.id, id));
}
