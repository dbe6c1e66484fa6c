import type { ExamQuestionResponse, ExamRulesDto, ExamStartProblem } from '../../../shared/contracts/exams';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/errors';
import { checkStart, pinAdmits, type StartCheck } from './attempt-checks';
import { cryptoRandom, drawQuestions, shuffleOptions } from './attempt-draw';
import { insertAttempt, type DrawnRow } from './attempt-insert.queries';
import { settleIfOverdue } from './attempt-overdue';
import { attemptViewOf, loadAttemptView, type AttemptHead } from './attempt-view';
import { extendedLimitSeconds } from './exam-accommodations.service';
import { examSettingsOf, findLiveExam, type LiveExam } from './exam-content';
import type { TypeRules } from './exam-settings';
import { findOpenAttempt, type AttemptRow } from './exams.queries';
import { examsPolicy } from './exams.policy';
import { findStartStanding, type PendingGrant, type StartStanding } from './start-standing.queries';

const openConstraint = 'user_examinations_open_key';

/** A pending grant that changes between a start's read and its write sends the start back to read; this often in a row is no race but a fault. */
const maxTries = 3;

/** The caller's standing for a start, with the attempt of the type that is still running (after submitting one whose time ran out). */
async function startStanding(deps: ServiceDeps, ctx: RequestContext, userId: number, certificateType: number, now: Date) {
  const standing = await findStartStanding(deps.database.pool, { userId, certificateType, tenantId: ctx.tenantId });
  const { open } = standing;
  const running = open && (await settleIfOverdue(deps, open, now)) ? open : undefined;
  return { ...standing, running };
}

interface NewAttempt {
  ctx: RequestContext;
  userId: number;
  certificateType: number;
  rules: TypeRules;
  check: Required<Pick<StartCheck, 'examination' | 'bank'>> & Pick<StartCheck, 'pin'>;
  grant: PendingGrant | undefined;
  now: Date;
}

interface StartedAttempt {
  attempt: AttemptHead;
  rows: (DrawnRow & { answerOptionIds: number[] })[];
}

/**
 * Draws and stores a new attempt with its questions and its submission at the deadline, in one
 * statement, so an attempt never exists without the job that ends it. The pending extra-time
 * grant read with the standing counts in the deadline and is used up by the same statement (WCAG
 * 2.2.1); undefined when it changed meanwhile.
 */
async function startAttempt(deps: ServiceDeps, a: NewAttempt): Promise<StartedAttempt | undefined> {
  const { bank, examination, pin } = a.check;
  const drawn = drawQuestions(bank.categories, a.rules.numberOfQuestions, cryptoRandom);
  const extraTimePercent = a.grant?.extraTimePercent ?? 0;
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
  const id = await insertAttempt(
    deps.database.pool,
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
      grantId: a.grant?.id ?? null,
    },
    rows,
  );
  if (id === undefined) return undefined;
  return { attempt: { id, certificateType: a.certificateType, startTime: a.now, deadline, extraTimePercent }, rows };
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
  const started = async (attempt: AttemptHead): Promise<ExamQuestionResponse> => ({
    data: await loadAttemptView(db, attempt, now, (live ??= await findLiveExam(deps.database, ctx.tenantId, certificateType))?.questions),
    errorCode: 0,
    problems: [],
  });

  for (let tries = 1; ; tries++) {
    const standing = await startStanding(deps, ctx, actor.userId, certificateType, now);
    if (standing.running) return started(standing.running);
    const outcome = await startNew(deps, ctx, { ...input, userId: actor.userId }, standing, now);
    if (outcome.kind === 'refused') return { data: null, errorCode: outcome.problems[0], problems: outcome.problems };
    live = outcome.live;
    if (outcome.kind === 'lost') return started(outcome.winner);
    if (outcome.kind === 'started') {
      const { attempt, rows } = outcome.started;
      const questions = live?.questions;
      // The new attempt was drawn from the bank in memory, so its view needs no read.
      if (questions && rows.every((r) => questions.has(r.questionId)))
        return { data: attemptViewOf(attempt, rows, questions, now), errorCode: 0, problems: [] };
      return started(attempt);
    }
    if (tries >= maxTries) throw new Error(`the pending extra-time grant of user ${actor.userId} kept changing during a start`);
  }
}

type StartOutcome =
  | { kind: 'refused'; problems: ExamStartProblem[] }
  | { kind: 'started'; started: StartedAttempt; live: LiveExam | null }
  /** A concurrent start of the same candidate (a double click, a reload) stored its attempt first. */
  | { kind: 'lost'; winner: AttemptRow; live: LiveExam | null }
  /** The pending grant changed since the standing was read. */
  | { kind: 'stale'; live: LiveExam | null };

/** A new attempt when nothing stands in the way, else every problem that does. */
async function startNew(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { userId: number; code: 1 | 2; examSessionId?: number },
  standing: StartStanding,
  now: Date,
): Promise<StartOutcome> {
  const { userId, code: certificateType } = input;
  const [settings, live] = await Promise.all([examSettingsOf(deps.database), findLiveExam(deps.database, ctx.tenantId, certificateType)]);
  const check = await checkStart(deps.database.db, {
    tenantId: ctx.tenantId,
    userId,
    certificateType,
    examSessionId: certificateType === 2 ? input.examSessionId || null : undefined,
    now,
    settings,
    live,
    dateOfBirth: standing.dateOfBirth,
    course: standing.course,
  });
  if (check.problems.length || !check.examination || !check.bank) return { kind: 'refused', problems: check.problems };
  const newAttempt: NewAttempt = {
    ctx,
    userId,
    certificateType,
    rules: settings.rulesOf(certificateType),
    check: { examination: check.examination, bank: check.bank, pin: check.pin },
    grant: standing.grant,
    now,
  };
  try {
    const started = await startAttempt(deps, newAttempt);
    return started ? { kind: 'started', started, live } : { kind: 'stale', live };
  } catch (error) {
    if (!isUniqueViolation(error, openConstraint)) throw error;
    const winner = await findOpenAttempt(deps.database.db, userId, certificateType);
    if (!winner) throw error;
    return { kind: 'lost', winner, live };
  }
}

/** Examination/GetExamRules: what the prepare screen tells the candidate, and what still stands in the way. */
export async function getExamRules(deps: ServiceDeps, ctx: RequestContext, certificateType: 1 | 2): Promise<ExamRulesDto> {
  const actor = examsPolicy.take(ctx);
  const now = deps.now();
  const { db } = deps.database;
  const [settings, live] = await Promise.all([examSettingsOf(deps.database), findLiveExam(deps.database, ctx.tenantId, certificateType)]);
  const rules = settings.rulesOf(certificateType);
  const { running, dateOfBirth, course } = await startStanding(deps, ctx, actor.userId, certificateType, now);
  const check = await checkStart(db, {
    tenantId: ctx.tenantId,
    userId: actor.userId,
    certificateType,
    now,
    settings,
    live,
    dateOfBirth,
    course,
  });
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
