import { endpoint } from './endpoint';
import { z } from 'zod';
import { entityId, listResult, queryInt, text } from './common';

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
  /** Extra time granted as an accommodation (WCAG 2.2.1), already counted in the deadline; 0 when none. */
  extraTimePercent: z.number().int(),
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
  /** The extra time the attempt was taken with, in percent of the base time limit; 0 when none. */
  extraTimePercent: z.number().int(),
  categories: z.array(categoryScoreDto),
});
export type ExaminationResultDto = z.infer<typeof examinationResultDto>;

/** SubmitExamination is a POST whose exam type travels in the query (section 7); a body may carry it too. */
export const submitInput = z.preprocess((v) => v ?? {}, z.object({ examType: examTypeQuery.optional() }));

// Extra time as an accommodation ---------------------------------------------------------------

/** The bounds of an extra-time grant, in percent of the exam's time limit (WCAG 2.2.1, timing adjustable). */
export const extraTimeLimits = { min: 10, max: 200 } as const;
/** The amounts the grant form offers; the server takes any whole percent within the bounds. */
export const extraTimeChoices = [10, 25, 50, 75, 100, 150, 200] as const;

export const grantExtraTimeInput = z.object({
  /** The candidate, by user name or e-mail address, within the caller's tenant. */
  userNameOrEmailAddress: text().trim().min(1).max(256),
  extraTimePercent: z.number().int().min(extraTimeLimits.min).max(extraTimeLimits.max),
  note: text().trim().max(500).optional(),
});
export type GrantExtraTimeInput = z.infer<typeof grantExtraTimeInput>;

/** A grant waiting for the candidate's next attempt. */
export const extraTimeGrantDto = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  extraTimePercent: z.number().int(),
  note: z.string().nullable(),
  creationTime: z.string(),
  grantedByName: z.string().nullable(),
});
export type ExtraTimeGrantDto = z.infer<typeof extraTimeGrantDto>;

/** Every pending grant of the tenant, or only the one of `userId`. */
export const getPendingExtraTimeInput = z.object({ userId: queryInt.positive().optional() });
export const revokeExtraTimeInput = z.object({ id: entityId });

export const examAccommodationEndpoints = {
  grantExtraTime: endpoint({
    service: 'ExamAccommodation',
    method: 'GrantExtraTime',
    input: grantExtraTimeInput,
    result: extraTimeGrantDto,
  }),
  getPendingExtraTime: endpoint({
    service: 'ExamAccommodation',
    method: 'GetPendingExtraTime',
    input: getPendingExtraTimeInput,
    result: listResult(extraTimeGrantDto),
  }),
  revokeExtraTime: endpoint({ service: 'ExamAccommodation', method: 'RevokeExtraTime', input: revokeExtraTimeInput, result: z.null() }),
};

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
