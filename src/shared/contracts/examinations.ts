import { z } from 'zod';
import { entityId, idQuery, int, keptWhenOmitted, pagedInput, pagedResult, queryInt, text } from './common';
import { contentType, contentTypeQuery } from './content';
import { endpoint } from './endpoint';

// Examinations ---------------------------------------------------------------------------------

export const examinationDto = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEnglish: z.string(),
  description: z.string(),
  descriptionEnglish: z.string(),
  certificateType: z.number().int(),
  categoryCount: z.number().int(),
  creationTime: z.string(),
});
export type ExaminationDto = z.infer<typeof examinationDto>;

const examinationFields = {
  name: text().trim().min(1).max(200),
  description: text().trim().max(2000).default(''),
};
/** The English may stay empty (English readers then see the Icelandic); an update without it keeps it. */
const englishName = text().trim().max(200);
const englishDescription = text().trim().max(2000);
export const createExaminationInput = z.object({
  ...examinationFields,
  nameEnglish: englishName.default(''),
  descriptionEnglish: englishDescription.default(''),
  certificateType: contentType,
});
export const updateExaminationInput = z.object({
  id: entityId,
  ...keptWhenOmitted(examinationFields),
  nameEnglish: englishName.optional(),
  descriptionEnglish: englishDescription.optional(),
});
export const getExaminationsInput = pagedInput.extend({ certificateType: contentTypeQuery.optional() });
export const certificateTypeInput = z.object({ certificateType: contentTypeQuery });
export type CreateExaminationInput = z.infer<typeof createExaminationInput>;
export type UpdateExaminationInput = z.infer<typeof updateExaminationInput>;
export type GetExaminationsInput = z.infer<typeof getExaminationsInput>;

// Categories -----------------------------------------------------------------------------------

/** Sections 5 and 9: a category may demand at most 6 questions of an attempt, 16 in the A2 exam. */
export const categoryMinimumCap: Record<number, number> = { 1: 6, 2: 16 };

export const categoryDto = z.object({
  id: z.number().int(),
  examinationId: z.number().int(),
  certificateType: z.number().int(),
  title: z.string(),
  titleEnglish: z.string(),
  minimumRequiredQuestions: z.number().int(),
  questionCount: z.number().int(),
  activeQuestionCount: z.number().int(),
  creationTime: z.string(),
});
export type CategoryDto = z.infer<typeof categoryDto>;

const categoryFields = {
  title: text().trim().min(1).max(200),
  titleEnglish: text().trim().max(200).default(''),
  minimumRequiredQuestions: int.min(0).max(16),
};
export const createCategoryInput = z.object({ examinationId: entityId, ...categoryFields });
export const updateCategoryInput = z.object({ id: entityId, ...keptWhenOmitted(categoryFields) });
export const getCategoriesInput = pagedInput.extend({
  examinationId: queryInt.positive(),
  maxResultCount: queryInt.min(1).max(1000).default(100),
});
export type CreateCategoryInput = z.infer<typeof createCategoryInput>;
export type UpdateCategoryInput = z.infer<typeof updateCategoryInput>;
export type GetCategoriesInput = z.infer<typeof getCategoriesInput>;

// Calls ----------------------------------------------------------------------------------------

export const examinationEndpoints = {
  create: endpoint({ service: 'Examination', method: 'Create', input: createExaminationInput, result: examinationDto }),
  update: endpoint({ service: 'Examination', method: 'Update', input: updateExaminationInput, result: examinationDto }),
  delete: endpoint({ service: 'Examination', method: 'Delete', input: idQuery, result: z.null() }),
  get: endpoint({ service: 'Examination', method: 'Get', input: idQuery, result: examinationDto }),
  getPagedList: endpoint({
    service: 'Examination',
    method: 'GetPagedList',
    input: getExaminationsInput,
    result: pagedResult(examinationDto),
  }),
  getByCertificateType: endpoint({
    service: 'Examination',
    method: 'GetByCertificateType',
    input: certificateTypeInput,
    result: examinationDto.nullable(),
  }),
};

export const examinationCategoryEndpoints = {
  create: endpoint({ service: 'ExaminationCategory', method: 'Create', input: createCategoryInput, result: categoryDto }),
  update: endpoint({ service: 'ExaminationCategory', method: 'Update', input: updateCategoryInput, result: categoryDto }),
  delete: endpoint({ service: 'ExaminationCategory', method: 'Delete', input: idQuery, result: z.null() }),
  get: endpoint({ service: 'ExaminationCategory', method: 'Get', input: idQuery, result: categoryDto }),
  getByExaminationId: endpoint({
    service: 'ExaminationCategory',
    method: 'GetByExaminationId',
    input: getCategoriesInput,
    result: pagedResult(categoryDto),
  }),
  /** The name keeps the specification's spelling. */
  getMaxTotalMininumCategory: endpoint({
    service: 'ExaminationCategory',
    method: 'GetMaxTotalMininumCategory',
    input: certificateTypeInput,
    result: z.number().int(),
  }),
  getTotalQuestionByCertificateId: endpoint({
    service: 'ExaminationCategory',
    method: 'GetTotalQuestionByCertificateId',
    input: certificateTypeInput,
    result: z.number().int(),
  }),
};
