import { z } from 'zod';
import { idQuery, pagedResult } from '../../../shared/contracts/common';
import {
  categoryDto,
  certificateTypeInput,
  createCategoryInput,
  createExaminationInput,
  examinationDto,
  getCategoriesInput,
  getExaminationsInput,
  updateCategoryInput,
  updateExaminationInput,
} from '../../../shared/contracts/questions';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute, type AbpRoute } from '../../kernel/abp-route';
import * as categories from './categories.service';
import * as examinations from './examinations.service';

const examinationService = 'Examination';
const categoryService = 'ExaminationCategory';

const examinationAuthoringRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service: examinationService,
    method: 'Create',
    access: Permission.Examinations,
    summary: 'Creates the examination of a certificate type; a second live one of the type answers 450.',
    input: createExaminationInput,
    result: examinationDto,
    handler: (ctx, input) => examinations.createExamination(deps, ctx, input),
  }),
  defineRoute({
    service: examinationService,
    method: 'Update',
    access: Permission.Examinations,
    summary: 'Renames an examination or changes its description; its type stays.',
    input: updateExaminationInput,
    result: examinationDto,
    handler: (ctx, input) => examinations.updateExamination(deps, ctx, input),
  }),
  defineRoute({
    service: examinationService,
    method: 'Delete',
    access: Permission.Examinations,
    summary: 'Deletes an examination softly, with its categories and their questions.',
    input: idQuery,
    result: z.null(),
    handler: (ctx, input) => examinations.deleteExamination(deps, ctx, input.id),
  }),
  defineRoute({
    service: examinationService,
    method: 'Get',
    access: Permission.Examinations,
    summary: 'One examination with its number of categories.',
    input: idQuery,
    result: examinationDto,
    handler: (ctx, input) => examinations.getExamination(deps, ctx, input.id),
  }),
  defineRoute({
    service: examinationService,
    method: 'GetPagedList',
    access: Permission.Examinations,
    summary: 'A page of examinations, optionally of one certificate type, searched by keyword.',
    input: getExaminationsInput,
    result: pagedResult(examinationDto),
    handler: (ctx, input) => examinations.getExaminations(deps, ctx, input),
  }),
  defineRoute({
    service: examinationService,
    method: 'GetByCertificateType',
    access: Permission.Examinations,
    summary: 'The live examination of a certificate type, or null when there is none.',
    input: certificateTypeInput,
    result: examinationDto.nullable(),
    handler: (ctx, input) => examinations.getExaminationByType(deps, ctx, input.certificateType),
  }),
];

const categoryRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service: categoryService,
    method: 'Create',
    access: Permission.Examinations,
    summary: 'Creates a category of an examination; its minimum can rise only once it has active questions.',
    input: createCategoryInput,
    result: categoryDto,
    handler: (ctx, input) => categories.createCategory(deps, ctx, input),
  }),
  defineRoute({
    service: categoryService,
    method: 'Update',
    access: Permission.Examinations,
    summary: 'Changes a category’s titles and minimum, within the rules that keep the exam drawable.',
    input: updateCategoryInput,
    result: categoryDto,
    handler: (ctx, input) => categories.updateCategory(deps, ctx, input),
  }),
  defineRoute({
    service: categoryService,
    method: 'Delete',
    access: Permission.Examinations,
    summary: 'Deletes a category softly, with its questions.',
    input: idQuery,
    result: z.null(),
    handler: (ctx, input) => categories.deleteCategory(deps, ctx, input.id),
  }),
  defineRoute({
    service: categoryService,
    method: 'Get',
    access: Permission.Examinations,
    summary: 'One category with its numbers of questions and of active questions.',
    input: idQuery,
    result: categoryDto,
    handler: (ctx, input) => categories.getCategory(deps, ctx, input.id),
  }),
  defineRoute({
    service: categoryService,
    method: 'GetByExaminationId',
    access: Permission.Examinations,
    summary: 'A page of an examination’s categories in the order they were made, searched by title.',
    input: getCategoriesInput,
    result: pagedResult(categoryDto),
    handler: (ctx, input) => categories.getCategoriesByExamination(deps, ctx, input),
  }),
  defineRoute({
    service: categoryService,
    method: 'GetMaxTotalMininumCategory',
    access: Permission.Examinations,
    summary: 'The sum of the category minimums of the type’s examination (0 without one).',
    input: certificateTypeInput,
    result: z.number().int(),
    handler: (ctx, input) => categories.getMaxTotalMinimum(deps, ctx, input.certificateType),
  }),
  defineRoute({
    service: categoryService,
    method: 'GetTotalQuestionByCertificateId',
    access: Permission.Examinations,
    summary: 'How many questions an attempt of the type has (settings NumberQuestion and A2NumberQuestion).',
    input: certificateTypeInput,
    result: z.number().int(),
    handler: (ctx, input) => categories.getTotalQuestions(deps, ctx, input.certificateType),
  }),
];

export const examinationRoutes = (deps: ServiceDeps): AbpRoute[] => [...examinationAuthoringRoutes(deps), ...categoryRoutes(deps)];
