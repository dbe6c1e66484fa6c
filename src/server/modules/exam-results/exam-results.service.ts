import type { z } from 'zod';
import type { PagedResult } from '../../../shared/contracts/common';
import type { GetPagedResultsInput, ResultRowDto, examinationDetailDto, overallResultDto } from '../../../shared/contracts/exam-results';
import type { ExaminationResultDto } from '../../../shared/contracts/exams';
import { CertificateType, ExamSessionStatus } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { periodBound } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { loadExaminationResult, submitAttempt } from '../exams';
import {
  countResultsByType,
  findAttempt,
  findAttemptLines,
  findOverdueAttemptId,
  findResultRows,
  findSubmittedAttemptIds,
  findTenantUser,
  resultWhere,
  type ResultFilter,
} from './exam-results.queries';
import { examResultsPolicy } from './exam-results.policy';

/** The paged results' filters, shared with the export; the keyword arrives trimmed and blank means none. */
export function resultFilterOf(input: Omit<GetPagedResultsInput, 'skipCount' | 'maxResultCount'>): ResultFilter {
  return {
    keyword: input.keyword?.trim() || undefined,
    certificateType: input.certificateType,
    isPassed: input.isPassed,
    status: input.status,
    from: periodBound('from', input.from, false),
    before: periodBound('to', input.to, true),
  };
}

/** An attempt past its deadline that no job has submitted yet is submitted before its result is read. */
async function submitOverdueAttempt(deps: ServiceDeps, userId: number, certificateType: number, now: Date) {
  const overdue = await findOverdueAttemptId(deps.database.db, userId, certificateType, now);
  if (overdue === undefined) return;
  await withTransaction(deps.database.pool, (tx) => submitAttempt(tx.db, overdue, ExamSessionStatus.Timeout, now));
}

/** GetExaminationResult: the caller's latest submitted result of the type, or null. */
export async function getOwnLatestResult(
  deps: ServiceDeps,
  ctx: RequestContext,
  certificateType: number,
): Promise<ExaminationResultDto | null> {
  const actor = examResultsPolicy.own(ctx);
  await submitOverdueAttempt(deps, actor.userId, certificateType, deps.now());
  const [latest] = await findSubmittedAttemptIds(deps.database.db, actor.userId, certificateType, 1);
  if (latest === undefined) return null;
  return (await loadExaminationResult(deps.database.db, latest)) ?? null;
}

export async function getOverallResult(deps: ServiceDeps, ctx: RequestContext): Promise<z.infer<typeof overallResultDto>> {
  examResultsPolicy.review(ctx);
  const rows = await countResultsByType(deps.database.db, ctx.tenantId);
  return {
    items: Object.values(CertificateType).map((certificateType) => {
      const row = rows.find((r) => r.certificateType === certificateType);
      return {
        certificateType,
        attempts: row?.attempts ?? 0,
        passed: row?.passed ?? 0,
        failed: row?.failed ?? 0,
        inProgress: row?.inProgress ?? 0,
        averageScore: row?.averageScore === null || row?.averageScore === undefined ? null : Number(row.averageScore),
      };
    }),
  };
}

export async function getPagedResults(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: GetPagedResultsInput,
): Promise<PagedResult<ResultRowDto>> {
  examResultsPolicy.review(ctx);
  const where = resultWhere(ctx.tenantId, resultFilterOf(input));
  const { rows, total } = await findResultRows(deps.database.db, where, input.skipCount, input.maxResultCount);
  return { items: rows, totalCount: total };
}

/** The reviewer's view of one attempt: its result and every drawn question with the options chosen and the right ones. */
export async function getExaminationDetail(
  deps: ServiceDeps,
  ctx: RequestContext,
  userExaminationId: number,
): Promise<z.infer<typeof examinationDetailDto>> {
  examResultsPolicy.review(ctx);
  const db = deps.database.db;
  const attempt = await findAttempt(db, ctx.tenantId, userExaminationId);
  if (!attempt) throw notFound();
  const [result, user, { lines, options }] = await Promise.all([
    loadExaminationResult(db, attempt.id),
    findTenantUser(db, ctx.tenantId, attempt.userId, true),
    findAttemptLines(db, attempt.id),
  ]);
  if (!result) throw notFound();
  return {
    result,
    userId: attempt.userId,
    fullName: user ? `${user.name} ${user.surname}` : '',
    lines: lines.map((line, i) => {
      const chosen = new Set(line.answerOptionIds);
      const lineOptions = line.optionIds.flatMap((id) => {
        const option = options.get(id);
        return option
          ? [
              {
                id,
                descriptionIcelandic: option.descriptionIcelandic,
                descriptionEnglish: option.descriptionEnglish,
                isCorrect: option.isAnswer,
                isChosen: chosen.has(id),
              },
            ]
          : [];
      });
      return {
        index: i + 1,
        questionId: line.questionId,
        categoryTitle: line.categoryTitle,
        categoryTitleEnglish: line.categoryTitleEnglish,
        descriptionIcelandic: line.descriptionIcelandic,
        descriptionEnglish: line.descriptionEnglish,
        // Right when exactly the right options were chosen, as the scoring counts it.
        isAnswer: chosen.size > 0 && lineOptions.every((o) => o.isCorrect === o.isChosen),
        options: lineOptions,
      };
    }),
  };
}

/** GetListExaminationResultByUser: a user's submitted results of the type, latest first. */
export async function getResultsOfUser(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { certificateId: number; userId: number },
): Promise<{ items: ExaminationResultDto[] }> {
  examResultsPolicy.ofUser(ctx, input.userId);
  const db = deps.database.db;
  if (!(await findTenantUser(db, ctx.tenantId, input.userId))) throw notFound();
  const ids = await findSubmittedAttemptIds(db, input.userId, input.certificateId);
  const results = await Promise.all(ids.map((id) => loadExaminationResult(db, id)));
  return { items: results.filter((r): r is ExaminationResultDto => r !== undefined) };
}

/**
 * A person's attempts in the tenant, in progress or submitted, newest first: the latest `take` and
 * how many there are in all. The caller decides who may see them.
 */
export async function findAttemptsOfUser(
  deps: ServiceDeps,
  tenantId: number | null,
  userId: number,
  take: number,
): Promise<PagedResult<ResultRowDto>> {
  const { rows, total } = await findResultRows(deps.database.db, resultWhere(tenantId, { userId }), 0, take);
  return { items: rows, totalCount: total };
}
