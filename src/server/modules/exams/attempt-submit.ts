import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examPinStates, userExaminations } from '../../db/schema';
import { ExamSessionStatus } from '../../../shared/enums';
import { calendarDay } from '../../kernel/calendar';
import { awardCertificate } from '../certificates';

/** Percent of right answers, rounded to two decimals as the score column keeps it. */
export function scorePercent(correctCount: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.round((correctCount * 10_000) / questionCount) / 100;
}

/**
 * Marks every drawn question right or wrong in one statement: right when the chosen set equals
 * the set of correct options (answers are stored without repeats, so sorted arrays compare sets).
 * The marks go into the draw's `correct` array, place by place.
 */
async function markAnswers(db: Db, userExaminationId: number): Promise<number> {
  const result = await db.execute<{ correct: number }>(sql`
    update user_examination_draws d
       set correct = m.correct
      from (select array_agg(cardinality(q.answer_option_ids) > 0
                             and coalesce((select array_agg(a order by a) from unnest(q.answer_option_ids) a), '{}')
                               = coalesce((select array_agg(o.id order by o.id) from question_options o
                                            where o.question_id = q.question_id and o.is_answer), '{}')
                             order by q.position) as correct
              from user_examination_questions q
             where q.user_examination_id = ${userExaminationId}) m
     where d.user_examination_id = ${userExaminationId}
    returning (select count(*) from unnest(d.correct) c where c)::int as correct`);
  return Number(result.rows[0]?.correct ?? 0);
}

/**
 * Submits an attempt: scores it, awards the certificate on a pass (section 4) and clears the
 * candidate's PIN standing, since a proven PIN admits one sitting only. Runs inside the caller's
 * transaction and locks the attempt row, so the candidate, the deadline job and a supervisor
 * ending the session can race without scoring twice; an attempt already submitted is left as it is.
 */
export async function submitAttempt(db: Db, userExaminationId: number, status: 2 | 3, now: Date): Promise<void> {
  const [attempt] = await db.select().from(userExaminations).where(eq(userExaminations.id, userExaminationId)).for('update');
  if (!attempt || attempt.status !== ExamSessionStatus.Inprogress) return;

  const correctCount = await markAnswers(db, userExaminationId);
  const score = scorePercent(correctCount, attempt.questionCount);
  const isPassed = score >= attempt.percentNeedToPass;
  const award = isPassed
    ? await awardCertificate(db, {
        tenantId: attempt.tenantId,
        userId: attempt.userId,
        certificateType: attempt.certificateType,
        userExaminationId,
        passedDate: calendarDay(now),
        examDate: calendarDay(attempt.startTime),
      })
    : null;

  await db
    .update(userExaminations)
    .set({
      status,
      submitTime: now,
      correctCount,
      score,
      isPassed,
      userCertificateId: award?.userCertificateId ?? null,
      alreadyCertified: award?.alreadyCertified ?? false,
    })
    .where(eq(userExaminations.id, userExaminationId));
  await db.update(examPinStates).set({ examSessionId: null, verifiedTime: null }).where(eq(examPinStates.userId, attempt.userId));
}
