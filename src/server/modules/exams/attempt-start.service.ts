import type { ExamQuestionResponse, ExamRulesDto } from '../../../shared/contracts/exams';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/errors';
import { checkStart, pinAdmits, type StartCheck } from './attempt-checks';
import { cryptoRandom, drawQuestions, shuffleOptions } from './attempt-draw';
import { settleIfOverdue } from './attempt-overdue';
import { attemptViewOf, loadAttemptView } from './attempt-view';
import { consumePendingGrant, linkGrantToAttempt } from './exam-accommodations.queries';
import { extendedLimitSeconds } from './exam-accommodations.service';
import { examAutoSubmitJob } from './exam-auto-submit.job';
import { examSettingsOf, findLiveExam, type LiveExam } from './exam-content';
import type { TypeRules } from './exam-settings';
import { findOpenAttempt, findStartStanding, insertAttemptWithQuestions, type AttemptRow } from './exams.queries';
import { examsPolicy } from './exams.policy';

const openConstraint = 'user_examinations_open_key';

/** The caller's attempt of the type that is still running (after submitting one whose time ran out), and their date of birth. */
async function startStanding(deps: ServiceDeps, userId: number, certificateType: number, now: Date) {
  const { open, dateOfBirth } = await findStartStanding(deps.database.db, userId, certificateType);
  const running = open && (await settleIfOverdue(deps, open, now)) ? open : undefined;
  return { running, dateOfBirth };
}

interface NewAttempt {
  ctx: RequestContext;
  userId: number;
  certificateType: number;
  rules: TypeRules;
  check: Required<Pick<StartCheck, 'examination' | 'bank'>> & Pick<StartCheck, 'pin'>;
  now: Date;
}

interface StartedAttempt {
  attempt: AttemptRow;
  rows: { position: number; questionId: number; optionIds: number[]; answerOptionIds: number[] }[];
}

/**
 * Draws and stores a new attempt with its questions, and queues its submission at the deadline
 * in the same transaction, so an attempt never exists without the job that ends it.
 */
async function startAttempt(tx: Tx, deps: ServiceDeps, a: NewAttempt): Promise<StartedAttempt> {
  const { bank, examination, pin } = a.check;
  const drawn = drawQuestions(bank.categories, a.rules.numberOfQuestions, cryptoRandom);
  // A pending extra-time grant is used up by this start, in its transaction (WCAG 2.2.1).
  const grant = await consumePendingGrant(tx.db, a.userId, a.now);
  const extraTimePercent = grant?.extraTimePercent ?? 0;
  const limitMs = extendedLimitSeconds(a.rules.timeLimitMinutes, extraTimePercent) * 1000;
  let deadline = new Date(a.now.getTime() + limitMs);
  const isA2 = a.certificateType === 2;
  // An A2 attempt cannot outlast the supervised session it is sat in, except by the extra time granted.
  const extraMs = limitMs - a.rules.timeLimitMinutes * 60_000;
  const latest = pin ? new Date(pin.sessionEndTime.getTime() + extraMs) : undefined;
  if (isA2 && latest && latest < deadline) deadline = latest;
  const rows = drawn.map((d, i) => ({
    position: i + 1,
    questionId: d.questionId,
    categoryId: d.categoryId,
    optionIds: shuffleOptions(bank.optionIds.get(d.questionId) ?? [], cryptoRandom),
    answerOptionIds: [] as number[],
  }));
  const attempt = await insertAttemptWithQuestions(
    tx.db,
    {
      tenantId: a.ctx.tenantId,
      userId: a.userId,
      examinationId: examination.id,
      certificateType: a.certificateType,
      examSessionId: isA2 ? (pin?.examSessionId ?? null) : null,
      startTime: a.now,
      deadline,
      questionCount: drawn.length,
      percentNeedToPass: a.rules.percentNeedToPass,
      extraTimePercent,
      language: a.ctx.language,
      creationTime: a.now,
    },
    rows,
  );
  if (grant) await linkGrantToAttempt(tx.db, grant.id, attempt.id);
  await deps.jobs.send(tx, examAutoSubmitJob, { userExaminationId: attempt.id }, { startAfter: deadline });
  return { attempt, rows };
}

/**
 * Question/GetQuestionsForExam: the caller's running attempt of the type unchanged, or a new
 * one when nothing stands in the way; otherwise no data and the first problem as the error code.
 * Concurrent starts (double clicks, reloads) meet at the unique index of open attempts: the
 * losers answer with the winner's attempt.
 */
export async function getQuestionsForExam(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { code: 1 | 2; examSessionId?: number },
): Promise<ExamQuestionResponse> {
  const actor = examsPolicy.take(ctx);
  const now = deps.now();
  const { db } = deps.database;
  const certificateType = input.code;
  // The bank and its texts come from memory (exam-content.ts): a synchronized start asks for them
  // a thousand times at once.
  let live: LiveExam | null | undefined;
  const started = async (attempt: AttemptRow): Promise<ExamQuestionResponse> => ({
    data: await loadAttemptView(db, attempt, now, (live ??= await findLiveExam(deps.database, ctx.tenantId, certificateType))?.questions),
    errorCode: 0,
    problems: [],
  });

  const { running, dateOfBirth } = await startStanding(deps, actor.userId, certificateType, now);
  if (running) return started(running);

  const [settings, liveExam] = await Promise.all([
    examSettingsOf(deps.database),
    findLiveExam(deps.database, ctx.tenantId, certificateType),
  ]);
  live = liveExam;
  const check = await checkStart(db, {
    tenantId: ctx.tenantId,
    userId: actor.userId,
    certificateType,
    examSessionId: certificateType === 2 ? input.examSessionId || null : undefined,
    now,
    settings,
    live,
    dateOfBirth,
  });
  if (check.problems.length || !check.examination || !check.bank) {
    return { data: null, errorCode: check.problems[0], problems: check.problems };
  }
  const newAttempt: NewAttempt = {
    ctx,
    userId: actor.userId,
    certificateType,
    rules: settings.rulesOf(certificateType),
    check: { examination: check.examination, bank: check.bank, pin: check.pin },
    now,
  };
  try {
    const { attempt, rows } = await withTransaction(deps.database.pool, (tx) => startAttempt(tx, deps, newAttempt));
    const questions = live?.questions;
    // The new attempt was drawn from the bank in memory, so its view needs no read.
    if (questions && rows.every((r) => questions.has(r.questionId)))
      return { data: attemptViewOf(attempt, rows, questions, now), errorCode: 0, problems: [] };
    return started(attempt);
  } catch (error) {
    if (!isUniqueViolation(error, openConstraint)) throw error;
    const winner = await findOpenAttempt(db, actor.userId, certificateType);
    if (!winner) throw error;
    return started(winner);
  }
}

/** Examination/GetExamRules: what the prepare screen tells the candidate, and what still stands in the way. */
export async function getExamRules(deps: ServiceDeps, ctx: RequestContext, certificateType: 1 | 2): Promise<ExamRulesDto> {
  const actor = examsPolicy.take(ctx);
  const now = deps.now();
  const { db } = deps.database;
  const [settings, live] = await Promise.all([examSettingsOf(deps.database), findLiveExam(deps.database, ctx.tenantId, certificateType)]);
  const rules = settings.rulesOf(certificateType);
  const { running, dateOfBirth } = await startStanding(deps, actor.userId, certificateType, now);
  const check = await checkStart(db, { tenantId: ctx.tenantId, userId: actor.userId, certificateType, now, settings, live, dateOfBirth });
  const admitted = certificateType === 2 && pinAdmits(check.pin, { tenantId: ctx.tenantId, now, validMinutes: settings.a2PinValidMinutes });
  return {
    certificateType,
    examinationName: check.examination?.name ?? null,
    examinationNameEnglish: check.examination?.nameEnglish ?? null,
    numberOfQuestions: rules.numberOfQuestions,
    timeLimitMinutes: rules.timeLimitMinutes,
    percentNeedToPass: rules.percentNeedToPass,
    ageLimit: settings.ageLimit,
    // An attempt in progress continues whatever has changed since it started.
    problems: running ? [] : check.problems,
    inProgressUserExaminationId: running?.id ?? null,
    examSessionId: running?.examSessionId ?? (admitted ? (check.pin?.examSessionId ?? null) : null),
  };
}
