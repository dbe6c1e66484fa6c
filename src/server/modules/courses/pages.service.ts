import type { CreatePageInput, PageDto, PageSummaryDto, RankingInput, UpdatePageInput } from '../../../shared/contracts/courses';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, notFound } from '../../kernel/errors';
import { plainText, sanitizeRichText } from '../../kernel/html';
import { coursesPolicy } from './courses.policy';
import { changedRanks, reorderPages } from './pages.ranking';
import {
  deletePageAndCloseGap,
  findPage,
  insertPage,
  lastRank,
  listPages,
  lockCourseType,
  lockPagesOfType,
  updatePageContent,
  writeRanks,
  type PageContent,
} from './pages.queries';
import { settleCompletions } from './progress.queries';

/** Sanitized rich text and its plain copy; content that was nothing but markup or script is missing. */
function cleanContent(input: Omit<CreatePageInput, 'courseType'>): PageContent {
  const content = (member: 'contentIcelandic' | 'contentEnglish') => {
    const html = sanitizeRichText(input[member]);
    const text = plainText(html);
    if (!text) throw invalidField(member, 'validation:required');
    return { html, text };
  };
  const icelandic = content('contentIcelandic');
  const english = content('contentEnglish');
  return {
    nameIcelandic: input.nameIcelandic,
    nameEnglish: input.nameEnglish,
    contentIcelandic: icelandic.html,
    contentEnglish: english.html,
    rawContentIcelandic: icelandic.text,
    rawContentEnglish: english.text,
  };
}

/** A new page goes last; whoever had finished the course has one more page to read. */
export async function createPage(deps: ServiceDeps, ctx: RequestContext, input: CreatePageInput): Promise<PageDto> {
  const actor = coursesPolicy.author(ctx);
  const content = cleanContent(input);
  return withTransaction(deps.database.pool, async (tx) => {
    await lockCourseType(tx, ctx.tenantId, input.courseType);
    const rank = (await lastRank(tx.db, ctx.tenantId, input.courseType)) + 1;
    const id = await insertPage(tx.db, { tenantId: ctx.tenantId, courseType: input.courseType, rank, ...content });
    await settleCompletions(tx.db, ctx.tenantId, input.courseType, deps.now());
    return (await findPage(tx.db, ctx.tenantId, id, actor.userId))!;
  });
}

export async function updatePage(deps: ServiceDeps, ctx: RequestContext, input: UpdatePageInput): Promise<PageDto> {
  const actor = coursesPolicy.author(ctx);
  const { db } = deps.database;
  if (!(await updatePageContent(db, ctx.tenantId, input.id, cleanContent(input), deps.now()))) throw notFound();
  return (await findPage(db, ctx.tenantId, input.id, actor.userId))!;
}

/** The pages after it move up one; readers who had read every other page have now finished. */
export async function deletePage(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<null> {
  const actor = coursesPolicy.author(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const found = await findPage(tx.db, ctx.tenantId, id, actor.userId);
    if (!found) throw notFound();
    await lockCourseType(tx, ctx.tenantId, found.courseType);
    // Read again under the lock: a reorder that finished while we waited may have moved it.
    const page = await findPage(tx.db, ctx.tenantId, id, actor.userId);
    if (!page) throw notFound();
    await deletePageAndCloseGap(tx.db, ctx.tenantId, page);
    await settleCompletions(tx.db, ctx.tenantId, page.courseType, deps.now());
  });
  return null;
}

export async function getPageDetail(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<PageDto> {
  const actor = coursesPolicy.author(ctx);
  const page = await findPage(deps.database.db, ctx.tenantId, id, actor.userId);
  if (!page) throw notFound();
  return page;
}

export async function getPageList(deps: ServiceDeps, ctx: RequestContext, input: { type: number; keyword?: string }) {
  const actor = coursesPolicy.author(ctx);
  return { items: await listPages(deps.database.db, ctx.tenantId, input.type, actor.userId, input.keyword) };
}

/** The reader's table of contents, each line marked read or not for the caller. */
export async function getAllMinified(deps: ServiceDeps, ctx: RequestContext, type: number) {
  const actor = coursesPolicy.read(ctx);
  return { items: await listPages(deps.database.db, ctx.tenantId, type, actor.userId) };
}

/**
 * Page/Ranking: one transaction holding the type's lock and its rows, so concurrent reorders run
 * one after the other and each sees the order the last one left; only moved pages are written.
 */
export async function rankPage(deps: ServiceDeps, ctx: RequestContext, input: RankingInput): Promise<{ items: PageSummaryDto[] }> {
  const actor = coursesPolicy.author(ctx);
  return withTransaction(deps.database.pool, async (tx) => {
    const page = await findPage(tx.db, ctx.tenantId, input.id, actor.userId);
    if (!page) throw notFound();
    const ids = await lockPagesOfType(tx, ctx.tenantId, page.courseType);
    // Deleted while we waited for the lock.
    if (!ids.includes(page.id)) throw notFound();
    if (input.rank > ids.length) throw invalidField('rank', 'validation:tooBig', { maximum: ids.length });
    await writeRanks(tx, changedRanks(ids, reorderPages(ids, page.id, input.rank, input.mode)));
    return { items: await listPages(tx.db, ctx.tenantId, page.courseType, actor.userId) };
  });
}
