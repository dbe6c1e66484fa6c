import { z } from 'zod';
import { entityId, idQuery, int, keptWhenOmitted, pagedInput, pagedResult, queryBool, queryInt, text } from './common';
import { requiredRichText } from './content';
import { endpoint } from './endpoint';

// Questions ------------------------------------------------------------------------------------

export const questionOptionDto = z.object({
  id: z.number().int(),
  descriptionIcelandic: z.string(),
  descriptionEnglish: z.string(),
  isAnswer: z.boolean(),
});
export type QuestionOptionDto = z.infer<typeof questionOptionDto>;

export const questionImageDto = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  url: z.string(),
});
export type QuestionImageDto = z.infer<typeof questionImageDto>;

export const questionDto = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  examinationId: z.number().int(),
  descriptionIcelandic: z.string(),
  descriptionEnglish: z.string(),
  rawContentIcelandic: z.string(),
  rawContentEnglish: z.string(),
  questionType: z.number().int(),
  isActive: z.boolean(),
  isRequired: z.boolean(),
  isDeleted: z.boolean(),
  questionOptions: z.array(questionOptionDto),
  questionImages: z.array(questionImageDto),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type QuestionDto = z.infer<typeof questionDto>;

export const questionSummaryDto = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  rawContentIcelandic: z.string(),
  rawContentEnglish: z.string(),
  isActive: z.boolean(),
  isRequired: z.boolean(),
  optionCount: z.number().int(),
  imageCount: z.number().int(),
  lastModificationTime: z.string().nullable(),
});
export type QuestionSummaryDto = z.infer<typeof questionSummaryDto>;

export const questionOptionInput = z.object({
  descriptionIcelandic: text().trim().min(1).max(2000),
  descriptionEnglish: text().trim().min(1).max(2000),
  isAnswer: z.boolean().default(false),
});
export type QuestionOptionInput = z.infer<typeof questionOptionInput>;

export const maxOptions = 8;
/** Section 9: a new question starts with four blank options. */
export const newQuestionOptionCount = 4;

const questionFields = {
  descriptionIcelandic: requiredRichText,
  descriptionEnglish: requiredRichText,
  questionType: int.min(0).max(0).default(0),
  isActive: z.boolean().default(true),
  isRequired: z.boolean().default(false),
  questionOptions: z
    .array(questionOptionInput)
    .min(2, { message: 'validation.optionsTooFew' })
    .max(maxOptions)
    .refine((options) => options.some((o) => o.isAnswer), { message: 'validation.noCorrectOption' }),
  /** Images uploaded through Question/UploadImage, attached to the question on save. */
  questionImages: z
    .array(z.object({ id: entityId }))
    .max(10)
    .default([]),
};
export const createQuestionInput = z.object({ categoryId: entityId, ...questionFields });
export const updateQuestionInput = z.object({ id: entityId, ...keptWhenOmitted(questionFields) });
export type CreateQuestionInput = z.infer<typeof createQuestionInput>;
export type UpdateQuestionInput = z.infer<typeof updateQuestionInput>;

/** Section 9: a question page takes 10 and skips 0 unless told; `take`/`skip` are accepted too. */
export const getQuestionsByCategoryInput = pagedInput.extend({
  categoryId: queryInt.positive(),
  take: queryInt.min(1).max(1000).optional(),
  skip: queryInt.min(0).optional(),
  isActive: queryBool.optional(),
});
export type GetQuestionsByCategoryInput = z.infer<typeof getQuestionsByCategoryInput>;

export const questionIdQuery = idQuery;

// Images ---------------------------------------------------------------------------------------

export const imageContentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const maxImageBytes = 2 * 1024 * 1024;
export const uploadImageInput = z.object({
  fileName: text().trim().min(1).max(200),
  contentType: z.enum(imageContentTypes, { message: 'validation.imageType' }),
  /** Base64 of at most 2 MiB. */
  dataBase64: text()
    .min(1)
    .max(Math.ceil((maxImageBytes * 4) / 3) + 4, { message: 'validation.imageTooLarge' }),
});
export type UploadImageInput = z.infer<typeof uploadImageInput>;

// Import ---------------------------------------------------------------------------------------

export const maxImportBytes = 5 * 1024 * 1024;
export const maxImportRows = 10_000;
export const importQuestionsInput = z.object({
  categoryId: entityId,
  /** The CSV file, base64; docs/question-import.md describes its columns. */
  csvFileBase64: text()
    .min(1)
    .max(20 * 1024 * 1024),
});
export type ImportQuestionsInput = z.infer<typeof importQuestionsInput>;
export const importQuestionsResult = z.object({ importedCount: z.number().int(), totalRows: z.number().int() });
export type ImportQuestionsResult = z.infer<typeof importQuestionsResult>;

// Calls ----------------------------------------------------------------------------------------

export const questionEndpoints = {
  create: endpoint({ service: 'Question', method: 'Create', input: createQuestionInput, result: questionDto }),
  update: endpoint({ service: 'Question', method: 'Update', input: updateQuestionInput, result: questionDto }),
  get: endpoint({ service: 'Question', method: 'Get', input: questionIdQuery, result: questionDto }),
  getByCategory: endpoint({
    service: 'Question',
    method: 'GetByCategory',
    input: getQuestionsByCategoryInput,
    result: pagedResult(questionSummaryDto),
  }),
  delete: endpoint({ service: 'Question', method: 'Delete', input: questionIdQuery, result: z.null() }),
  importQuestions: endpoint({ service: 'Question', method: 'ImportQuestions', input: importQuestionsInput, result: importQuestionsResult }),
  uploadImage: endpoint({ service: 'Question', method: 'UploadImage', input: uploadImageInput, result: questionImageDto }),
};

/**
 * A question image's bytes, served raw (outside the envelope) by its key, so an `<img>` loads it
 * without a bearer header: the key is the capability. Link to it, never call it.
 */
export const questionImageEndpoint = endpoint({
  service: 'QuestionImage',
  method: 'Get',
  path: '/question-images',
  pathParam: 'key',
  input: z.object({ key: text() }),
  result: z.unknown(),
});
/** The address of an image, as the server writes it into a question and the browser loads it. */
export const questionImagePath = (key: string) => `${questionImageEndpoint.path}/${key}`;
