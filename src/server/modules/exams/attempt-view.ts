import { asc, eq, inArray } from 'drizzle-orm';
import type { ExamAttemptDto, ExamQuestionDto } from '../../../shared/contracts/exams';
import type { Db } from '../../db/client';
import { questionImages, questions, userExaminationQuestions } from '../../db/schema';
import { imageUrl } from '../questions';
import type { QuestionContent } from './exam-content';
import { findAttemptQuestions, findOptions, type AttemptRow } from './exams.queries';

/** What an attempt's view shows of the attempt itself. */
export type AttemptHead = Pick<AttemptRow, 'id' | 'certificateType' | 'startTime' | 'deadline' | 'extraTimePercent'>;

export const secondsLeftOf = (deadline: Date, now: Date) => Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/**
 * An attempt as the candidate sees it: the drawn questions in their places, each with its options
 * in this candidate's order and the answer saved so far. Which options are right never leaves the
 * server; only whether more than one is.
 */
export async function loadAttemptView(
  db: Db,
  attempt: AttemptHead,
  now: Date,
  content?: ReadonlyMap<number, QuestionContent>,
): Promise<ExamAttemptDto> {
  if (content) {
    const rows = await findAttemptQuestions(db, attempt.id);
    // A question no longer in the live bank (edited or removed since the start) is read from its rows.
    if (rows.every((r) => content.has(r.questionId))) return attemptViewOf(attempt, rows, content, now);
  }
  const drawn = await db
    .select({
      position: userExaminationQuestions.position,
      questionId: userExaminationQuestions.questionId,
      optionIds: userExaminationQuestions.optionIds,
      answerOptionIds: userExaminationQuestions.answerOptionIds,
      descriptionIcelandic: questions.descriptionIcelandic,
      descriptionEnglish: questions.descriptionEnglish,
    })
    .from(userExaminationQuestions)
    .innerJoin(questions, eq(questions.id, userExaminationQuestions.questionId))
    .where(eq(userExaminationQuestions.userExaminationId, attempt.id))
    .orderBy(asc(userExaminationQuestions.position));
  const questionIds = drawn.map((d) => d.questionId);
  const [options, images] = await Promise.all([
    findOptions(db, questionIds),
    questionIds.length
      ? db
          .select({ questionId: questionImages.questionId, key: questionImages.key, fileName: questionImages.fileName })
          .from(questionImages)
          .where(inArray(questionImages.questionId, questionIds))
          .orderBy(asc(questionImages.id))
      : Promise.resolve([]),
  ]);
  const optionById = new Map(options.map((o) => [o.id, o]));
  const rightCount = new Map<number, number>();
  for (const o of options) if (o.isAnswer) rightCount.set(o.questionId, (rightCount.get(o.questionId) ?? 0) + 1);

  const toQuestion = (d: (typeof drawn)[number]): ExamQuestionDto => ({
    position: d.position,
    questionId: d.questionId,
    descriptionIcelandic: d.descriptionIcelandic,
    descriptionEnglish: d.descriptionEnglish,
    images: images.filter((i) => i.questionId === d.questionId).map((i) => ({ url: imageUrl(i.key), fileName: i.fileName })),
    multipleAnswers: (rightCount.get(d.questionId) ?? 0) > 1,
    options: d.optionIds
      .map((id) => optionById.get(id))
      .filter((o) => o !== undefined)
      .map((o) => ({ id: o.id, descriptionIcelandic: o.descriptionIcelandic, descriptionEnglish: o.descriptionEnglish })),
    answerOptionIds: d.answerOptionIds,
  });
  return attemptDto(attempt, drawn.map(toQuestion), now);
}

/** The same view from an attempt's rows and the bank's content in memory, with no database read. */
export function attemptViewOf(
  attempt: AttemptHead,
  rows: readonly { position: number; questionId: number; optionIds: number[]; answerOptionIds: number[] }[],
  content: ReadonlyMap<number, QuestionContent>,
  now: Date,
): ExamAttemptDto {
  const toQuestion = (row: (typeof rows)[number]): ExamQuestionDto => {
    const question = content.get(row.questionId)!;
    return {
      position: row.position,
      questionId: row.questionId,
      descriptionIcelandic: question.descriptionIcelandic,
      descriptionEnglish: question.descriptionEnglish,
      images: question.images,
      multipleAnswers: question.multipleAnswers,
      options: row.optionIds.map((id) => question.options.get(id)).filter((o) => o !== undefined),
      answerOptionIds: row.answerOptionIds,
    };
  };
  return attemptDto(attempt, rows.map(toQuestion), now);
}

/** The attempt's reply around its questions, however they were read. */
function attemptDto(attempt: AttemptHead, questions: ExamQuestionDto[], now: Date): ExamAttemptDto {
  return {
    userExaminationId: attempt.id,
    certificateType: attempt.certificateType,
    startTime: attempt.startTime.toISOString(),
    deadline: attempt.deadline.toISOString(),
    secondsLeft: secondsLeftOf(attempt.deadline, now),
    extraTimePercent: attempt.extraTimePercent,
    questions,
  };
}
