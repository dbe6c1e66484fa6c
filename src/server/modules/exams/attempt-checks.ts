import { ExamStartProblem } from '../../../shared/contracts/exams';
import { ageOn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { calendarDay } from '../../kernel/calendar';
import { findValidCertificate } from '../certificates';
import type { CourseStanding } from '../courses';
import { canDraw } from './attempt-draw';
import type { ExaminationTitle } from './exam-content';
import type { ExamSettings } from './exam-settings';
import { findLiveExamination, findPinStanding, loadBank, type Bank, type PinStanding } from './exams.queries';

/**
 * Whether the candidate's proven PIN admits them to an A2 attempt now: a session of their tenant
 * that is open, not deleted and not past its end, proven within the PIN's validity, and (when
 * the caller names one) the very session asked for.
 */
export function pinAdmits(
  standing: PinStanding | undefined,
  check: { tenantId: number | null; now: Date; validMinutes: number; examSessionId?: number | null },
): boolean {
  if (!standing?.examSessionId || !standing.verifiedTime) return false;
  if (standing.sessionTenantId !== check.tenantId || standing.sessionStatus !== 1 || standing.sessionDeleted) return false;
  if (standing.sessionEndTime.getTime() <= check.now.getTime()) return false;
  if (standing.verifiedTime.getTime() < check.now.getTime() - check.validMinutes * 60_000) return false;
  return check.examSessionId === undefined || check.examSessionId === standing.examSessionId;
}

export interface StartCheckInput {
  tenantId: number | null;
  userId: number;
  certificateType: number;
  /** The session the caller asks to sit in; undefined only lists problems without comparing. */
  examSessionId?: number | null;
  now: Date;
  settings: ExamSettings;
  /** The live examination and its bank as already known (`findLiveExam`); read here when not given. */
  live?: { examination: ExaminationTitle; bank: Bank } | null;
  /** The candidate's date of birth, read with the open attempt (`findStartStanding`). */
  dateOfBirth: string | null;
  /** The course of the type and the candidate's place in it, read with the open attempt (`findStartStanding`); null when there is none. */
  course: CourseStanding | null;
}

export interface StartCheck {
  /** Every problem, in the order the brief ranks them; the first is the error code. */
  problems: ExamStartProblem[];
  examination?: ExaminationTitle;
  bank?: Bank;
  pin?: PinStanding;
}

/** Everything that stands between a caller and a new attempt of a type. */
export async function checkStart(db: Db, input: StartCheckInput): Promise<StartCheck> {
  const { tenantId, userId, certificateType, now, settings } = input;
  const isA2 = certificateType === 2;
  const today = calendarDay(now);
  const problems: ExamStartProblem[] = [];

  if (isA2 && !settings.enableA2) problems.push(ExamStartProblem.A2Disabled);

  const known = input.live;
  const examination = known !== undefined ? known?.examination : await findLiveExamination(db, tenantId, certificateType);
  const bank = known !== undefined ? known?.bank : examination ? await loadBank(db, examination.id) : undefined;
  if (!bank || !canDraw(bank.categories, settings.rulesOf(certificateType).numberOfQuestions)) problems.push(ExamStartProblem.ExamNotReady);

  const { dateOfBirth, course } = input;
  const [certificate, pin] = await Promise.all([
    isA2 ? findValidCertificate(db, userId, 1, today) : Promise.resolve(undefined),
    isA2 ? findPinStanding(db, userId) : Promise.resolve(undefined),
  ]);
  if (!dateOfBirth) problems.push(ExamStartProblem.NoDateOfBirth);
  else if (ageOn(dateOfBirth, today) < settings.ageLimit) problems.push(ExamStartProblem.UnderAge);

  // Same rule as Page/IsReadAllPageOfCourseActive: only an active course must be read to the end.
  if (course?.isActive && course.firstUnreadRank !== null) problems.push(ExamStartProblem.CourseNotRead);

  if (isA2 && !certificate) problems.push(ExamStartProblem.NoA1A3Certificate);
  if (isA2 && !pinAdmits(pin, { tenantId, now, validMinutes: settings.a2PinValidMinutes, examSessionId: input.examSessionId })) {
    problems.push(ExamStartProblem.NoSessionPin);
  }
  return { problems, examination, bank, pin };
}
