import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ExaminationDto } from '../../../shared/contracts/examinations';
import type { Db } from '../../db/client';
import { examinationCategories, examinations, questions } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import { readIntSetting } from '../settings';
import { containsPattern } from '../../db/like';

export type ExaminationRow = typeof examinations.$inferSelect;
export type CategoryRow = typeof examinationCategories.$inferSelect;

// Written out: in a one-table select Drizzle leaves column names unqualified, which a correlated
// subquery would read as its own columns.
const liveCategoryCount = sql<number>`(${sql.raw(
  'select count(*)::int from examination_categories c where c.examination_id = "examinations"."id" and not c.is_deleted',
)})`;

const examinationColumns = {
  id: examinations.id,
  name: examinations.name,
  nameEnglish: examinations.nameEnglish,
  description: examinations.description,
  descriptionEnglish: examinations.descriptionEnglish,
  certificateType: examinations.certificateType,
  categoryCount: liveCategoryCount,
  creationTime: examinations.creationTime,
};

type ExaminationSelection = Omit<ExaminationDto, 'creationTime'> & { creationTime: Date };

const toExaminationDto = (row: ExaminationSelection): ExaminationDto => ({ ...row, creationTime: row.creationTime.toISOString() });

const liveExamination = (tenantId: number | null) => and(inTenant(examinations.tenantId, tenantId), eq(examinations.isDeleted, false));

export async function findExamination(db: Db, tenantId: number | null, id: number): Promise<ExaminationDto | undefined> {
  const [row] = await db
    .select(examinationColumns)
    .from(examinations)
    .where(and(liveExamination(tenantId), eq(examinations.id, id)));
  return row && toExaminationDto(row);
}

/** The live examination of a certificate type in the tenant; there is at most one. */
export async function findExaminationByType(db: Db, tenantId: number | null, certificateType: number): Promise<ExaminationDto | undefined> {
  const [row] = await db
    .select(examinationColumns)
    .from(examinations)
    .where(and(liveExamination(tenantId), eq(examinations.certificateType, certificateType)));
  return row && toExaminationDto(row);
}

export async function findExaminations(
  db: Db,
  tenantId: number | null,
  input: { keyword?: string; certificateType?: number; skipCount: number; maxResultCount: number },
) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    liveExamination(tenantId),
    input.certificateType === undefined ? undefined : eq(examinations.certificateType, input.certificateType),
    pattern
      ? or(
          ...[examinations.name, examinations.nameEnglish, examinations.description, examinations.descriptionEnglish].map((c) =>
            ilike(c, pattern),
          ),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(examinationColumns)
      .from(examinations)
      .where(where)
      .orderBy(asc(examinations.certificateType), asc(examinations.id))
      .limit(input.maxResultCount)
      .offset(input.skipCount),
    db.select({ total: count() }).from(examinations).where(where),
  ]);
  return { items: rows.map(toExaminationDto), totalCount: total };
}

/**
 * The live examination row, locked when asked: category changes lock their examination so that
 * two of them cannot both pass the duplicate-title and sum-of-minimums checks.
 */
export async function examinationRow(db: Db, tenantId: number | null, id: number, lock = false): Promise<ExaminationRow | undefined> {
  const query = db
    .select()
    .from(examinations)
    .where(and(liveExamination(tenantId), eq(examinations.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function examinationTypeTaken(db: Db, tenantId: number | null, certificateType: number) {
  const [row] = await db
    .select({ id: examinations.id })
    .from(examinations)
    .where(and(liveExamination(tenantId), eq(examinations.certificateType, certificateType)));
  return row !== undefined;
}

/** Soft-deletes an examination with its categories and their questions (call inside a transaction). */
export async function softDeleteExamination(db: Db, id: number, now: Date) {
  const categoryIds = db
    .select({ id: examinationCategories.id })
    .from(examinationCategories)
    .where(eq(examinationCategories.examinationId, id));
  await db
    .update(questions)
    .set({ isDeleted: true, lastModificationTime: now })
    .where(and(inArray(questions.categoryId, categoryIds), eq(questions.isDeleted, false)));
  await db
    .update(examinationCategories)
    .set({ isDeleted: true, lastModificationTime: now })
    .where(and(eq(examinationCategories.examinationId, id), eq(examinationCategories.isDeleted, false)));
  await db.update(examinations).set({ isDeleted: true, lastModificationTime: now }).where(eq(examinations.id, id));
}

// Shared with the questions module and the exam draw ------------------------------------------

const attemptSettingIds: Record<number, number> = { 1: 6, 2: 16 };

/** How many questions an attempt of the certificate type has: NumberQuestion (6) or A2NumberQuestion (16). */
export async function questionsPerAttempt(db: Db, certificateType: number): Promise<number> {
  return readIntSetting(db, attemptSettingIds[certificateType] ?? attemptSettingIds[1]);
}

/**
 * A live category of the tenant with its live examination, or undefined (404 for the caller).
 * `lock` takes the examination's row and then the category's, in that order, for updates.
 */
export async function categoryWithExamination(
  db: Db,
  tenantId: number | null,
  categoryId: number,
  lock = false,
): Promise<{ category: CategoryRow; examination: ExaminationRow } | undefined> {
  const [found] = await db
    .select({ examinationId: examinationCategories.examinationId })
    .from(examinationCategories)
    .where(
      and(
        inTenant(examinationCategories.tenantId, tenantId),
        eq(examinationCategories.id, categoryId),
        eq(examinationCategories.isDeleted, false),
      ),
    );
  if (!found) return undefined;
  const examination = await examinationRow(db, tenantId, found.examinationId, lock);
  if (!examination) return undefined;
  const query = db
    .select()
    .from(examinationCategories)
    .where(and(eq(examinationCategories.id, categoryId), eq(examinationCategories.isDeleted, false)));
  const [category] = lock ? await query.for('update') : await query;
  return category && { category, examination };
}

/** Live, active questions of a category: what an attempt can draw from it. */
export async function activeQuestionCount(db: Db, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(questions)
    .where(and(eq(questions.categoryId, categoryId), eq(questions.isDeleted, false), eq(questions.isActive, true)));
  return row.total;
}

/** The sum of the minimums of an examination's live categories, leaving one out when asked. */
export async function sumOfMinimums(db: Db, examinationId: number, exceptCategoryId?: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${examinationCategories.minimumRequiredQuestions}), 0)::int` })
    .from(examinationCategories)
    .where(
      and(
        eq(examinationCategories.examinationId, examinationId),
        eq(examinationCategories.isDeleted, false),
        exceptCategoryId ? sql`${examinationCategories.id} <> ${exceptCategoryId}` : undefined,
      ),
    );
  return row.total;
}

/** The sum of minimums of the tenant's live examination of a type; 0 when there is none. */
export async function maxTotalMinimum(db: Db, tenantId: number | null, certificateType: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${examinationCategories.minimumRequiredQuestions}), 0)::int` })
    .from(examinationCategories)
    .innerJoin(examinations, eq(examinations.id, examinationCategories.examinationId))
    .where(and(liveExamination(tenantId), eq(examinations.certificateType, certificateType), eq(examinationCategories.isDeleted, false)));
  return row.total;
}

/** What an editor may change: the title and description in both languages; an English left out stays. */
export interface ExaminationText {
  name: string;
  nameEnglish?: string;
  description: string;
  descriptionEnglish?: string;
}

export interface NewExamination {
  tenantId: number | null;
  name: string;
  nameEnglish?: string;
  description?: string;
  descriptionEnglish?: string;
  certificateType: number;
}

export async function insertExamination(db: Db, examination: NewExamination): Promise<number> {
  const [row] = await db
    .insert(examinations)
    .values({
      tenantId: examination.tenantId,
      name: examination.name,
      nameEnglish: examination.nameEnglish ?? '',
      description: examination.description ?? '',
      descriptionEnglish: examination.descriptionEnglish ?? '',
      certificateType: examination.certificateType,
    })
    .returning({ id: examinations.id });
  return row.id;
}

/**
 * Renames a live examination of the tenant in one statement, so a deletion at the same moment
 * cannot slip between finding and changing it; answers whether there was one.
 */
export async function updateExaminationText(
  db: Db,
  tenantId: number | null,
  id: number,
  change: Partial<ExaminationText> & { name: string; at: Date },
): Promise<boolean> {
  const { at, ...text } = change;
  const changed = await db
    .update(examinations)
    .set({ ...text, lastModificationTime: at })
    .where(and(eq(examinations.id, id), inTenant(examinations.tenantId, tenantId), eq(examinations.isDeleted, false)))
    .returning({ id: examinations.id });
  return changed.length > 0;
}
