import { examinationCategoryEndpoints, examinationEndpoints } from '../../../shared/contracts/examinations';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import * as categories from './categories.service';
import * as examinations from './examinations.service';

const examinationAuthoringRoutes = (deps: ServiceDeps) => [
  route(examinationEndpoints.create, {
    access: Permission.Examinations,
    summary: 'Creates the examination of a certificate type; a second live one of the type answers 450.',
    handler: (ctx, input) => examinations.createExamination(deps, ctx, input),
  }),
  route(examinationEndpoints.update, {
    access: Permission.Examinations,
    summary: 'Renames an examination or changes its description; its type stays.',
    handler: (ctx, input) => examinations.updateExamination(deps, ctx, input),
  }),
  route(examinationEndpoints.delete, {
    access: Permission.Examinations,
    summary: 'Deletes an examination softly, with its categories and their questions.',
    handler: (ctx, input) => examinations.deleteExamination(deps, ctx, input.id),
  }),
  route(examinationEndpoints.get, {
    access: Permission.Examinations,
    summary: 'One examination with its number of categories.',
    handler: (ctx, input) => examinations.getExamination(deps, ctx, input.id),
  }),
  route(examinationEndpoints.getPagedList, {
    access: Permission.Examinations,
    summary: 'A page of examinations, optionally of one certificate type, searched by keyword.',
    handler: (ctx, input) => examinations.getExaminations(deps, ctx, input),
  }),
  route(examinationEndpoints.getByCertificateType, {
    access: Permission.Examinations,
    summary: 'The live examination of a certificate type, or null when there is none.',
    handler: (ctx, input) => examinations.getExaminationByType(deps, ctx, input.certificateType),
  }),
];

const categoryRoutes = (deps: ServiceDeps) => [
  route(examinationCategoryEndpoints.create, {
    access: Permission.Examinations,
    summary: 'Creates a category of an examination; its minimum can rise only once it has active questions.',
    handler: (ctx, input) => categories.createCategory(deps, ctx, input),
  }),
  route(examinationCategoryEndpoints.update, {
    access: Permission.Examinations,
    summary: 'Changes a category’s titles and minimum, within the rules that keep the exam drawable.',
    handler: (ctx, input) => categories.updateCategory(deps, ctx, input),
  }),
  route(examinationCategoryEndpoints.delete, {
    access: Permission.Examinations,
    summary: 'Deletes a category softly, with its questions.',
    handler: (ctx, input) => categories.deleteCategory(deps, ctx, input.id),
  }),
  route(examinationCategoryEndpoints.get, {
    access: Permission.Examinations,
    summary: 'One category with its numbers of questions and of active questions.',
    handler: (ctx, input) => categories.getCategory(deps, ctx, input.id),
  }),
  route(examinationCategoryEndpoints.getByExaminationId, {
    access: Permission.Examinations,
    summary: 'A page of an examination’s categories in the order they were made, searched by title.',
    handler: (ctx, input) => categories.getCategoriesByExamination(deps, ctx, input),
  }),
  route(examinationCategoryEndpoints.getMaxTotalMininumCategory, {
    access: Permission.Examinations,
    summary: 'The sum of the category minimums of the type’s examination (0 without one).',
    handler: (ctx, input) => categories.getMaxTotalMinimum(deps, ctx, input.certificateType),
  }),
  route(examinationCategoryEndpoints.getTotalQuestionByCertificateId, {
    access: Permission.Examinations,
    summary: 'How many questions an attempt of the type has (settings NumberQuestion and A2NumberQuestion).',
    handler: (ctx, input) => categories.getTotalQuestions(deps, ctx, input.certificateType),
  }),
];

export const examinationRoutes = (deps: ServiceDeps): AbpRoute[] => [...examinationAuthoringRoutes(deps), ...categoryRoutes(deps)];
