import { z } from 'zod';
import { dateOrInstant, entityId, int, pagedInput, queryBool, queryInt, text } from './common';
import { contentTypeQuery } from './content';

/**
 * Why an attempt cannot start (the `errorCode` of section 3's exam question response); 0 means it
 * started or continues. The prepare screen shows each reason in words.
 */
export const ExamStartProblem = {
  None: 0,
  CourseNotRead: 1,
  UnderAge: 2,
  NoA1A3Certificate: 3,
  NoSessionPin: 4,
  A2Disabled: 5,
  ExamNotReady: 6,
  NoDateOfBirth: 7,
} as const;
export type ExamStartProblem = (typeof ExamStartProblem)[keyof typeof ExamStartProblem];

/** Section 9: A2 maps to exam (certificate) id 2, everything else to 1. */
export const examTypeQuery = z.preprocess((v) => (v === '2' || v === 2 || v === 'A2' || v === 'a2' ? 2 : 1), z.literal(1).or(z.literal(2)));

// Preparing -----------------------------------------------------------------------------------

export const examRulesDto = z.object({
  certificateType: z.number().int(),
  examinationName: z.string().nullable(),
  numberOfQuestions: z.number().int(),
  timeLimitMinutes: z.number().int(),
  percentNeedToPass: z.number().int(),
  ageLimit: z.number().int(),
  /** Everything that stands between the caller and starting, empty when they may start. */
  problems: z.array(z.number().int()),
  /** The caller's attempt in progress, if any: the exam continues rather than starts. */
  inProgressUserExaminationId: z.number().int().nullable(),
  examSessionId: z.number().int().nullable(),
});
export type ExamRulesDto = z.infer<typeof examRulesDto>;

// Taking --------------------------------------------------------------------------------------

export const examOptionDto = z.object({ id: z.number().int(), descriptionIcelandic: z.string(), descriptionEnglish: z.string() });
export const examQuestionDto = z.object({
  position: z.number().int(),
  questionId: z.number().int(),
  descriptionIcelandic: z.string(),
  descriptionEnglish: z.string(),
  images: z.array(z.object({ url: z.string(), fileName: z.string() })),
  /** More than one option is right: the candidate chooses every right one. */
  multipleAnswers: z.boolean(),
  options: z.array(examOptionDto),
  answerOptionIds: z.array(z.number().int()),
});
export type ExamQuestionDto = z.infer<typeof examQuestionDto>;

export const examAttemptDto = z.object({
  userExaminationId: z.number().int(),
  certificateType: z.number().int(),
  startTime: z.string(),
  deadline: z.string(),
  secondsLeft: z.number().int(),
  questions: z.array(examQuestionDto),
});
export type ExamAttemptDto = z.infer<typeof examAttemptDto>;

/** Section 3: the exam question response, a data list and an error code. */
export const examQuestionResponse = z.object({
  data: examAttemptDto.nullable(),
  errorCode: z.number().int(),
  problems: z.array(z.number().int()),
});
export type ExamQuestionResponse = z.infer<typeof examQuestionResponse>;

/** `code` is the exam type (1 or 2); an A2 attempt also names the session the caller proved with its PIN. */
export const getQuestionsForExamInput = z.object({ code: examTypeQuery.default(1), examSessionId: queryInt.min(0).optional() });

export const updateUserAnswerInput = z.object({
  userExaminationId: entityId,
  questionId: entityId,
  /** The chosen options; empty clears the answer. */
  answerOptionIds: z.array(entityId).max(8),
});
export type UpdateUserAnswerInput = z.infer<typeof updateUserAnswerInput>;
export const userAnswerDto = z.object({ questionId: z.number().int(), answerOptionIds: z.array(z.number().int()), answeredCount: z.number().int(), secondsLeft: z.number().int() });

export const examTypeInput = z.object({ examType: examTypeQuery.default(1) });
export const timeLeftDto = z.object({ userExaminationId: z.number().int().nullable(), secondsLeft: z.number().int(), deadline: z.string().nullable(), serverTime: z.string() });

// Results -------------------------------------------------------------------------------------

export const categoryScoreDto = z.object({
  categoryId: z.number().int(),
  title: z.string(),
  titleEnglish: z.string(),
  questionCount: z.number().int(),
  correctCount: z.number().int(),
});
export type CategoryScoreDto = z.infer<typeof categoryScoreDto>;

/** Section 3's examination result (isPassed, userExaminationId, status) with the score and the breakdown by subject. */
export const examinationResultDto = z.object({
  userExaminationId: z.number().int(),
  certificateType: z.number().int(),
  isPassed: z.boolean(),
  status: z.number().int(),
  startTime: z.string(),
  submitTime: z.string().nullable(),
  questionCount: z.number().int(),
  correctCount: z.number().int(),
  score: z.number(),
  percentNeedToPass: z.number().int(),
  alreadyCertified: z.boolean(),
  userCertificateId: z.number().int().nullable(),
  categories: z.array(categoryScoreDto),
});
export type ExaminationResultDto = z.infer<typeof examinationResultDto>;

export const examIdInput = z.object({ examId: examTypeQuery.default(1) });

export const overallResultDto = z.object({
  items: z.array(
    z.object({
      certificateType: z.number().int(),
      attempts: z.number().int(),
      passed: z.number().int(),
      failed: z.number().int(),
      inProgress: z.number().int(),
      averageScore: z.number().nullable(),
    }),
  ),
});

export const resultRowDto = z.object({
  userExaminationId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  certificateType: z.number().int(),
  status: z.number().int(),
  isPassed: z.boolean().nullable(),
  score: z.number().nullable(),
  startTime: z.string(),
  submitTime: z.string().nullable(),
  examSessionId: z.number().int().nullable(),
  certificateNumber: z.string().nullable(),
});
export type ResultRowDto = z.infer<typeof resultRowDto>;

export const getPagedResultsInput = pagedInput.extend({
  certificateType: contentTypeQuery.optional(),
  isPassed: queryBool.optional(),
  status: queryInt.min(0).max(3).optional(),
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
});
export type GetPagedResultsInput = z.infer<typeof getPagedResultsInput>;

/** Section 3's exam detail lines (isAnswer, index), with the question and the options for the reviewer. */
export const examDetailLineDto = z.object({
  index: z.number().int(),
  questionId: z.number().int(),
  categoryTitle: z.string(),
  descriptionIcelandic: z.string(),
  descriptionEnglish: z.string(),
  isAnswer: z.boolean(),
  options: z.array(z.object({ id: z.number().int(), descriptionIcelandic: z.string(), descriptionEnglish: z.string(), isCorrect: z.boolean(), isChosen: z.boolean() })),
});
export const examinationDetailDto = z.object({ result: examinationResultDto, userId: z.number().int(), fullName: z.string(), lines: z.array(examDetailLineDto) });
export const userExamIdInput = z.object({ userExamId: queryInt.positive() });
export const resultsByUserInput = z.object({ certificateId: contentTypeQuery, userId: queryInt.positive() });
export const changeResultInput = z.object({ userExaminationId: entityId, isPassed: z.boolean() });

// A2 sessions ---------------------------------------------------------------------------------

export const examSessionDto = z.object({
  id: z.number().int(),
  name: z.string(),
  examCode: z.string(),
  pin: z.string(),
  status: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  closedTime: z.string().nullable(),
  isClosedManually: z.boolean(),
  candidateCount: z.number().int(),
});
export type ExamSessionDto = z.infer<typeof examSessionDto>;

export const sessionCandidateDto = z.object({
  userExaminationId: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  status: z.number().int(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  secondsLeft: z.number().int(),
  isPassed: z.boolean().nullable(),
  score: z.number().nullable(),
});
export const examSessionDetailDto = examSessionDto.extend({ candidates: z.array(sessionCandidateDto) });

/** Without an id, opens a new session with a fresh code and PIN; with one, renames it, extends it or draws a new PIN. */
export const updateExamSessionInput = z.object({
  id: entityId.optional(),
  name: text().trim().max(200).default(''),
  lengthMinutes: int.min(1).max(1440).optional(),
  renewPin: z.boolean().default(false),
});
export const sessionIdInput = z.object({ sessionId: queryInt.positive() });
export const endSessionInput = z.object({ sessionId: queryInt.positive(), isClosedManually: queryBool.default(true) });
export const verifyPinInput = z.object({ pin: text().trim().max(20), examCode: text().trim().max(20) });
export const pinResultDto = z.object({ isPinCorrect: z.boolean(), examSessionId: z.number().int() });

