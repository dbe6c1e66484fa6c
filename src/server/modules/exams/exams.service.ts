import type { ExaminationResultDto, UpdateUserAnswerInput } from '../../../shared/contracts/exams';
import { ExamSessionStatus } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, invalidField } from '../../kernel/errors';
import { settleIfOverdue } from './attempt-overdue';
import { loadExaminationResult } from './attempt-result';
import { submitAttempt } from './attempt-submit';
import { secondsLeftOf } from './attempt-view';
import { saveAnswer } from './answer.queries';
import { findLatestSubmittedId, findOpenAttempt } from './exams.queries';
import { examsPolicy } from './exams.policy';

/**
 * Question/UpdateUserAnswer: saves the candidate's choice for one question; saving the same
 * choice again changes nothing. The common case is one statement; the reasons for a refusal are
 * worked out only when it is refused.
 */
export async function updateUserAnswer(deps: ServiceDeps, ctx: RequestContext, input: UpdateUserAnswerInput) {
  const actor = examsPolicy.take(ctx);
  const now = deps.now();
  const answerOptionIds = [...new Set(input.answerOptionIds)].sort((x, y) => x - y);
  const outcome = await saveAnswer(deps.database.pool, { ...input, answerOptionIds, userId: actor.userId, now });
  examsPolicy.ownAttempt(actor, outcome);
  if (outcome.saved) {
    return {
      questionId: input.questionId,
      answerOptionIds,
      answeredCount: outcome.answeredElsewhere + (answerOptionIds.length ? 1 : 0),
      secondsLeft: secondsLeftOf(outcome.deadline, now),
    };
  }
  if (outcome.status !== ExamSessionStatus.Inprogress) throw businessError('errors:examAlreadySubmitted');
  if (outcome.deadline.getTime() <= now.getTime()) {
    await withTransaction(deps.database.pool, (tx) => submitAttempt(tx.db, input.userExaminationId, ExamSessionStatus.Timeout, now));
    throw businessError('errors:examTimeOver');
  }
  if (!outcome.optionIds) throw invalidField('questionId', 'errors:questionNotInAttempt');
  const optionIds = outcome.optionIds;
  if (answerOptionIds.every((id) => optionIds.includes(id))) throw invalidField('answerOptionIds', 'errors:singleAnswerOnly');
  throw invalidField('answerOptionIds', 'errors:answerOptionNotInQuestion');
}

/** Examination/GetTimeLeft: the clock of the caller's running attempt of the type, by the server's time. */
export async function getTimeLeft(deps: ServiceDeps, ctx: RequestContext, certificateType: number) {
  const actor = examsPolicy.take(ctx);
  const now = deps.now();
  const open = await findOpenAttempt(deps.database.db, actor.userId, certificateType);
  const running = open && (await settleIfOverdue(deps, open, now)) ? open : undefined;
  return {
    userExaminationId: running?.id ?? null,
    secondsLeft: running ? secondsLeftOf(running.deadline, now) : 0,
    deadline: running?.deadline.toISOString() ?? null,
    serverTime: now.toISOString(),
  };
}

/**
 * Examination/SubmitExamination: submits the caller's running attempt of the type (as Finished,
 * or Timeout when its time had already run out) and answers its result. Submitting again, or
 * after the server did, answers the latest result, so a retried request is harmless.
 */
export async function submitExamination(deps: ServiceDeps, ctx: RequestContext, certificateType: number): Promise<ExaminationResultDto> {
  const actor = examsPolicy.take(ctx);
  const now = deps.now();
  const { db, pool } = deps.database;
  const open = await findOpenAttempt(db, actor.userId, certificateType);
  if (open) {
    const status = open.deadline.getTime() > now.getTime() ? ExamSessionStatus.Finished : ExamSessionStatus.Timeout;
    await withTransaction(pool, (tx) => submitAttempt(tx.db, open.id, status, now));
  }
  const id = open?.id ?? (await findLatestSubmittedId(db, actor.userId, certificateType));
  const result = id === undefined ? undefined : await loadExaminationResult(db, id);
  if (!result) throw businessError('errors:noExamAttempt');
  return result;
}
