import { pilotCompetencyDto } from './certificates';
import { endpoint } from './endpoint';
import { z } from 'zod';
import { dateOrInstant, entityId, listResult, pagedInput, pagedResult, queryBool, queryInt } from './common';
import { contentTypeQuery } from './content';
import { examinationResultDto, examTypeQuery } from './exams';

/** The results of submitted attempts: the pilot's own, and the results manager's overview, list, review and change. */
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
export type OverallResultDto = z.infer<typeof overallResultDto>;

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
  categoryTitleEnglish: z.string(),
  descriptionIcelandic: z.string(),
  descriptionEnglish: z.string(),
  isAnswer: z.boolean(),
  options: z.array(
    z.object({
      id: z.number().int(),
      descriptionIcelandic: z.string(),
      descriptionEnglish: z.string(),
      isCorrect: z.boolean(),
      isChosen: z.boolean(),
    }),
  ),
});
export const examinationDetailDto = z.object({
  result: examinationResultDto,
  userId: z.number().int(),
  fullName: z.string(),
  lines: z.array(examDetailLineDto),
});
export type ExaminationDetailDto = z.infer<typeof examinationDetailDto>;
export const userExamIdInput = z.object({ userExamId: queryInt.positive() });
export const resultsByUserInput = z.object({ certificateId: contentTypeQuery, userId: queryInt.positive() });
export const changeResultInput = z.object({ userExaminationId: entityId, isPassed: z.boolean() });

/** The CSV export takes the results filter without paging. */
export const exportResultsInput = getPagedResultsInput.omit({ skipCount: true, maxResultCount: true });

export const examResultsEndpoints = {
  /** A file rather than an envelope: the server registers it apart, the browser links to it. */
  getExaminationResultExportCsv: endpoint({
    service: 'Examination',
    method: 'GetExaminationResultExportCSV',
    verb: 'GET',
    input: exportResultsInput,
    result: z.string(),
  }),
  getPilotCompetency: endpoint({ service: 'Pilot', method: 'GetPilotCompetency', result: pilotCompetencyDto }),
  getExaminationResult: endpoint({
    service: 'Examination',
    method: 'GetExaminationResult',
    input: examIdInput,
    result: examinationResultDto.nullable(),
  }),
  getOverralResult: endpoint({ service: 'Examination', method: 'GetOverralResult', result: overallResultDto }),
  getPagedResults: endpoint({
    service: 'Examination',
    method: 'GetPagedResults',
    input: getPagedResultsInput,
    result: pagedResult(resultRowDto),
  }),
  getExaminationDetail: endpoint({
    service: 'Examination',
    method: 'GetExaminationDetail',
    input: userExamIdInput,
    result: examinationDetailDto,
  }),
  getListExaminationResultByUser: endpoint({
    service: 'Examination',
    method: 'GetListExaminationResultByUser',
    input: resultsByUserInput,
    result: listResult(examinationResultDto),
  }),
  changeResultExamination: endpoint({
    service: 'Examination',
    method: 'ChangeResultExamination',
    input: changeResultInput,
    result: examinationResultDto,
  }),
};
