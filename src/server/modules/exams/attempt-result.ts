import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examinationCategories, userExaminationQuestions, userExaminations } from '../../db/schema';
import type { ExaminationResultDto } from '../../../shared/contracts/exams';

/**
 * An attempt's result with the breakdown by subject, for the candidate's result screen, the
 * administrators' grid and the certificate pages. An attempt still in progress reads as not
 * passed with nothing right yet. Answers undefined when there is no such attempt; the caller
 * decides who may see it.
 */
export async function loadExaminationResult(db: Db, userExaminationId: number): Promise<ExaminationResultDto | undefined> {
  const [attempt] = await db.select().from(userExaminations).where(eq(userExaminations.id, userExaminationId));
  if (!attempt) return undefined;
  const categories = await db
    .select({
      categoryId: userExaminationQuestions.categoryId,
      title: examinationCategories.title,
      titleEnglish: examinationCategories.titleEnglish,
      questionCount: sql<number>`count(*)::int`,
      correctCount: sql<number>`(count(*) filter (where user_examination_questions.is_correct))::int`,
    })
    .from(userExaminationQuestions)
    .innerJoin(examinationCategories, eq(examinationCategories.id, userExaminationQuestions.categoryId))
    .where(eq(userExaminationQuestions.userExaminationId, userExaminationId))
    .groupBy(userExaminationQuestions.categoryId, examinationCategories.title, examinationCategories.titleEnglish)
    .orderBy(asc(userExaminationQuestions.categoryId));
  return {
    userExaminationId: attempt.id,
    certificateType: attempt.certificateType,
    isPassed: attempt.isPassed ?? false,
    status: attempt.status,
    startTime: attempt.startTime.toISOString(),
    submitTime: attempt.submitTime?.toISOString() ?? null,
    questionCount: attempt.questionCount,
    correctCount: attempt.correctCount ?? 0,
    score: attempt.score ?? 0,
    percentNeedToPass: attempt.percentNeedToPass,
    alreadyCertified: attempt.alreadyCertified,
    userCertificateId: attempt.userCertificateId,
    extraTimePercent: attempt.extraTimePercent,
    categories,
  };
}
