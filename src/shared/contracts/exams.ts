import { endpoint } from './endpoint';
import { z } from 'zod';
import { entityId, queryInt } from './common';

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
  examinationNameEnglish: z.string().nullable(),
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
export const userAnswerDto = z.object({
  questionId: z.number().int(),
  answerOptionIds: z.array(z.number().int()),
  answeredCount: z.number().int(),
  secondsLeft: z.number().int(),
});
export type UserAnswerDto = z.infer<typeof userAnswerDto>;

export const examTypeInput = z.object({ examType: examTypeQuery.default(1) });
export const timeLeftDto = z.object({
  userExaminationId: z.number().int().nullable(),
  secondsLeft: z.number().int(),
  deadline: z.string().nullable(),
  serverTime: z.string(),
});
export type TimeLeftDto = z.infer<typeof timeLeftDto>;

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

/** SubmitExamination is a POST whose exam type travels in the query (section 7); a body may carry it too. */
export const submitInput = z.preprocess((v) => v ?? {}, z.object({ examType: examTypeQuery.optional() }));

export const examsEndpoints = {
  getQuestionsForExam: endpoint({
    service: 'Question',
    method: 'GetQuestionsForExam',
    input: getQuestionsForExamInput,
    result: examQuestionResponse,
  }),
  updateUserAnswer: endpoint({ service: 'Question', method: 'UpdateUserAnswer', input: updateUserAnswerInput, result: userAnswerDto }),
  getTimeLeft: endpoint({ service: 'Examination', method: 'GetTimeLeft', input: examTypeInput, result: timeLeftDto }),
  submitExamination: endpoint({
    service: 'Examination',
    method: 'SubmitExamination',
    alsoInQuery: ['examType'],
    verb: 'POST',
    input: submitInput,
    result: examinationResultDto,
  }),
  getExamRules: endpoint({ service: 'Examination', method: 'GetExamRules', input: examTypeInput, result: examRulesDto }),
};
