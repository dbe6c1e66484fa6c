import type { z } from 'zod';
import type { changeResultInput } from '../../../shared/contracts/exam-results';
import type { ExaminationResultDto } from '../../../shared/contracts/exams';
import { ExamSessionStatus } from '../../../shared/enums';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { calendarDay } from '../../kernel/calendar';
import { awardCertificate } from '../certificates';
import { loadExaminationResult } from '../exams';
import { findAttempt } from './exam-results.queries';
import { examResultsPolicy } from './exam-results.policy';
import { revokeCertificateOfAttempt, updateAttemptVerdict, type AttemptVerdict } from './result-change.queries';

/**
 * Section 4: an administrator's verdict. Passed makes the attempt Finished and applies the
 * certificate rule (a new certificate when the user holds none of the type or it has expired,
 * otherwise "already certified"); failed marks it ChangedByAdmin and revokes the certificate
 * this attempt itself created, since the pass it stood on no longer stands. An attempt still
 * being answered cannot be judged.
 */
export async function changeResult(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: z.infer<typeof changeResultInput>,
): Promise<ExaminationResultDto> {
  const actor = examResultsPolicy.review(ctx);
  const now = deps.now();
  await withTransaction(deps.database.pool, async ({ db }) => {
    const attempt = await findAttempt(db, ctx.tenantId, input.userExaminationId, true);
    if (!attempt) throw notFound();
    examResultsPolicy.judge(actor, attempt.userId);
    if (attempt.status === ExamSessionStatus.Inprogress) throw businessError('errors:examNotSubmitted');
    const changes: AttemptVerdict = {
      isPassed: input.isPassed,
      status: input.isPassed ? ExamSessionStatus.Finished : ExamSessionStatus.ChangedByAdmin,
    };
    // A pass confirmed again keeps the certificate it already led to.
    if (input.isPassed && !(attempt.isPassed && attempt.userCertificateId !== null)) {
      const award = await awardCertificate(db, {
        tenantId: attempt.tenantId,
        userId: attempt.userId,
        certificateType: attempt.certificateType,
        userExaminationId: attempt.id,
        passedDate: calendarDay(now),
        examDate: calendarDay(attempt.startTime),
      });
      changes.userCertificateId = award.userCertificateId;
      changes.alreadyCertified = award.alreadyCertified;
    }
    if (!input.isPassed && attempt.userCertificateId !== null && !attempt.alreadyCertified) {
      const reason = 'Niðurstöðu prófs breytt í fall / Exam result changed to failed';
      await revokeCertificateOfAttempt(db, attempt.userCertificateId, attempt.id, now, reason);
    }
    await updateAttemptVerdict(db, attempt.id, changes);
  });
  const result = await loadExaminationResult(deps.database.db, input.userExaminationId);
  if (!result) throw notFound();
  return result;
}
