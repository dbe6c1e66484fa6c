import type { PagedResult } from '../../../shared/contracts/common';
import type {
  CreateQuestionInput,
  GetQuestionsByCategoryInput,
  QuestionDto,
  QuestionSummaryDto,
  UpdateQuestionInput,
} from '../../../shared/contracts/questions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, duplicate, invalidField, notFound } from '../../kernel/errors';
import { plainText, sanitizeRichText } from '../../kernel/html';
import { attachImages } from './question-images.queries';
import {
  countActiveQuestions,
  duplicateExists,
  insertQuestionRow,
  softDeleteQuestion,
  updateQuestionFields,
  findLiveCategory,
  findQuestionRow,
  findQuestionsOfCategory,
  insertOptions,
  questionDetails,
  replaceOptions,
  type LiveCategory,
} from './questions.queries';
import { questionsPolicy } from './questions.policy';

type QuestionFields = Omit<CreateQuestionInput, 'categoryId'>;

/** Sanitized descriptions with their plain copies; a description that is only markup says nothing. */
function descriptionsOf(input: Pick<QuestionFields, 'descriptionIcelandic' | 'descriptionEnglish'>) {
  const descriptionIcelandic = sanitizeRichText(input.descriptionIcelandic);
  const descriptionEnglish = sanitizeRichText(input.descriptionEnglish);
  const rawContentIcelandic = plainText(descriptionIcelandic);
  const rawContentEnglish = plainText(descriptionEnglish);
  if (!rawContentIcelandic) throw invalidField('descriptionIcelandic', 'validation:required');
  if (!rawContentEnglish) throw invalidField('descriptionEnglish', 'validation:required');
  return { descriptionIcelandic, descriptionEnglish, rawContentIcelandic, rawContentEnglish };
}

async function lockCategory(db: Db, ctx: RequestContext, categoryId: number): Promise<LiveCategory> {
  const category = await findLiveCategory(db, ctx.tenantId, categoryId, true);
  if (!category) throw notFound();
  return category;
}

async function refuseDuplicate(db: Db, categoryId: number, rawContentIcelandic: string, exceptId?: number) {
  if (await duplicateExists(db, categoryId, rawContentIcelandic, exceptId)) throw duplicate('errors:duplicateQuestion');
}

/** A question leaving the active ones may not take its category below its minimum (decision 0005). */
async function refuseBelowMinimum(db: Db, category: LiveCategory) {
  const active = await countActiveQuestions(db, category.id);
  if (active - 1 < category.minimumRequiredQuestions) {
    throw businessError('errors:questionBelowCategoryMinimum', { minimum: category.minimumRequiredQuestions });
  }
}

async function saveImages(db: Db, ctx: RequestContext, questionId: number, images: { id: number }[]) {
  const ids = [...new Set(images.map((i) => i.id))];
  const attached = await attachImages(db, ctx.tenantId, questionId, ids);
  if (attached !== ids.length) throw invalidField('questionImages', 'errors:questionImageNotAttachable');
}

async function getDto(db: Db, ctx: RequestContext, id: number): Promise<QuestionDto> {
  const row = await findQuestionRow(db, ctx.tenantId, id);
  if (!row) throw notFound();
  return questionDetails(db, row);
}

export async function createQuestion(deps: ServiceDeps, ctx: RequestContext, input: CreateQuestionInput): Promise<QuestionDto> {
  questionsPolicy.author(ctx);
  const descriptions = descriptionsOf(input);
  const id = await withTransaction(deps.database.pool, async (tx) => {
    const category = await lockCategory(tx.db, ctx, input.categoryId);
    await refuseDuplicate(tx.db, category.id, descriptions.rawContentIcelandic);
    const id = await insertQuestionRow(tx.db, {
      tenantId: ctx.tenantId,
      categoryId: category.id,
      ...descriptions,
      questionType: input.questionType,
      isActive: input.isActive,
      isRequired: input.isRequired,
      creationTime: deps.now(),
    });
    await insertOptions(tx.db, id, input.questionOptions);
    await saveImages(tx.db, ctx, id, input.questionImages);
    return id;
  });
  return getDto(deps.database.db, ctx, id);
}

export async function updateQuestion(deps: ServiceDeps, ctx: RequestContext, input: UpdateQuestionInput): Promise<QuestionDto> {
  questionsPolicy.author(ctx);
  const descriptions = descriptionsOf(input);
  await withTransaction(deps.database.pool, async (tx) => {
    const found = await findQuestionRow(tx.db, ctx.tenantId, input.id);
    if (!found) throw notFound();
    const category = await lockCategory(tx.db, ctx, found.categoryId);
    // Read again under the category's lock: another request may have changed it meanwhile.
    const existing = await findQuestionRow(tx.db, ctx.tenantId, input.id);
    if (!existing) throw notFound();
    await refuseDuplicate(tx.db, category.id, descriptions.rawContentIcelandic, existing.id);
    if (existing.isActive && input.isActive === false) await refuseBelowMinimum(tx.db, category);
    await updateQuestionFields(tx.db, existing.id, {
      ...descriptions,
      questionType: input.questionType,
      isActive: input.isActive,
      isRequired: input.isRequired,
      lastModificationTime: deps.now(),
    });
    await replaceOptions(tx.db, existing.id, input.questionOptions);
    // Left out, the images stay as they are (decision 0027).
    if (input.questionImages) await saveImages(tx.db, ctx, existing.id, input.questionImages);
  });
  return getDto(deps.database.db, ctx, input.id);
}

export async function getQuestion(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<QuestionDto> {
  questionsPolicy.author(ctx);
  return getDto(deps.database.db, ctx, id);
}

export async function getQuestionsByCategory(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: GetQuestionsByCategoryInput,
): Promise<PagedResult<QuestionSummaryDto>> {
  questionsPolicy.author(ctx);
  const db = deps.database.db;
  if (!(await findLiveCategory(db, ctx.tenantId, input.categoryId))) throw notFound();
  return findQuestionsOfCategory(db, input.categoryId, {
    keyword: input.keyword || undefined,
    isActive: input.isActive,
    // Section 9: the client's `take`/`skip` win over the paging names.
    take: input.take ?? input.maxResultCount,
    skip: input.skip ?? input.skipCount,
  });
}

/** Soft delete: attempts and results keep referring to the question. */
export async function deleteQuestion(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  questionsPolicy.author(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const found = await findQuestionRow(tx.db, ctx.tenantId, id);
    if (!found) throw notFound();
    const category = await lockCategory(tx.db, ctx, found.categoryId);
    const existing = await findQuestionRow(tx.db, ctx.tenantId, id);
    if (!existing) throw notFound();
    if (existing.isActive) await refuseBelowMinimum(tx.db, category);
    await softDeleteQuestion(tx.db, id, deps.now());
  });
  return null;
}
