import {
  categoryMinimumCap,
  type CategoryDto,
  type CreateCategoryInput,
  type GetCategoriesInput,
  type UpdateCategoryInput,
} from '../../../shared/contracts/examinations';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, invalidField, notFound } from '../../kernel/errors';
import {
  categoryTitleTaken,
  findCategories,
  findCategory,
  insertCategory,
  softDeleteCategory,
  updateCategoryFields,
} from './categories.queries';
import { examinationsPolicy } from './examinations.policy';
import {
  activeQuestionCount,
  categoryWithExamination,
  examinationRow,
  maxTotalMinimum,
  questionsPerAttempt,
  sumOfMinimums,
  type CategoryRow,
  type ExaminationRow,
} from './examinations.queries';

const member = 'minimumRequiredQuestions';

/**
 * Keeps every exam drawable (decision 0005): a category demands at most 6 questions (16 in A2),
 * no more than it has active questions, and all of an examination's minimums together no more
 * than an attempt has. Lowering a minimum is always allowed, even when a lowered setting has left
 * the examination over its count, so that an administrator can always work back to a valid exam.
 */
async function checkMinimum(db: Db, examination: ExaminationRow, minimum: number, category?: CategoryRow) {
  const maximum = categoryMinimumCap[examination.certificateType];
  if (minimum > maximum) throw invalidField(member, 'errors:categoryMinimumCap', { maximum });
  if (minimum <= (category?.minimumRequiredQuestions ?? 0)) return;
  const active = category ? await activeQuestionCount(db, category.id) : 0;
  if (minimum > active) throw invalidField(member, 'errors:categoryMinimumAboveQuestions', { count: active });
  const sum = (await sumOfMinimums(db, examination.id, category?.id)) + minimum;
  const count = await questionsPerAttempt(db, examination.certificateType);
  if (sum > count) throw invalidField(member, 'errors:categoryMinimumsExceedAttempt', { sum, count });
}

async function checkTitle(db: Db, examinationId: number, title: string, exceptId?: number) {
  if (await categoryTitleTaken(db, examinationId, title, exceptId)) throw duplicate('errors:duplicateCategoryTitle', { title });
}

export async function createCategory(deps: ServiceDeps, ctx: RequestContext, input: CreateCategoryInput): Promise<CategoryDto> {
  examinationsPolicy.author(ctx);
  const id = await withTransaction(deps.database.pool, async (tx) => {
    // The examination's row lock makes concurrent category changes take turns with these checks.
    const examination = await examinationRow(tx.db, ctx.tenantId, input.examinationId, true);
    if (!examination) throw notFound();
    await checkTitle(tx.db, examination.id, input.title);
    await checkMinimum(tx.db, examination, input.minimumRequiredQuestions);
    return insertCategory(tx.db, { tenantId: ctx.tenantId, ...input });
  });
  return (await findCategory(deps.database.db, ctx.tenantId, id))!;
}

export async function updateCategory(deps: ServiceDeps, ctx: RequestContext, input: UpdateCategoryInput): Promise<CategoryDto> {
  examinationsPolicy.author(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const found = await categoryWithExamination(tx.db, ctx.tenantId, input.id, true);
    if (!found) throw notFound();
    await checkTitle(tx.db, found.examination.id, input.title, input.id);
    await checkMinimum(tx.db, found.examination, input.minimumRequiredQuestions, found.category);
    await updateCategoryFields(tx.db, input.id, {
      title: input.title,
      titleEnglish: input.titleEnglish,
      minimumRequiredQuestions: input.minimumRequiredQuestions,
      lastModificationTime: deps.now(),
    });
  });
  return (await findCategory(deps.database.db, ctx.tenantId, input.id))!;
}

/** Soft, with the category's questions: attempts and results will refer to them. */
export async function deleteCategory(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  examinationsPolicy.author(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    if (!(await categoryWithExamination(tx.db, ctx.tenantId, id, true))) throw notFound();
    await softDeleteCategory(tx.db, id, deps.now());
  });
  return null;
}

export async function getCategory(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<CategoryDto> {
  examinationsPolicy.author(ctx);
  const category = await findCategory(deps.database.db, ctx.tenantId, id);
  if (!category) throw notFound();
  return category;
}

export async function getCategoriesByExamination(deps: ServiceDeps, ctx: RequestContext, input: GetCategoriesInput) {
  examinationsPolicy.author(ctx);
  if (!(await examinationRow(deps.database.db, ctx.tenantId, input.examinationId))) throw notFound();
  return findCategories(deps.database.db, ctx.tenantId, input);
}

export async function getMaxTotalMinimum(deps: ServiceDeps, ctx: RequestContext, certificateType: number): Promise<number> {
  examinationsPolicy.author(ctx);
  return maxTotalMinimum(deps.database.db, ctx.tenantId, certificateType);
}

export async function getTotalQuestions(deps: ServiceDeps, ctx: RequestContext, certificateType: number): Promise<number> {
  examinationsPolicy.author(ctx);
  return questionsPerAttempt(deps.database.db, certificateType);
}
