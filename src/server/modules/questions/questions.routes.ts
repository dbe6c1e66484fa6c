import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pagedResult } from '../../../shared/contracts/common';
import {
  createQuestionInput,
  getQuestionsByCategoryInput,
  importQuestionsInput,
  importQuestionsResult,
  questionDto,
  questionIdQuery,
  questionImageDto,
  questionSummaryDto,
  updateQuestionInput,
  uploadImageInput,
} from '../../../shared/contracts/questions';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule } from '../../kernel/access';
import { notFound } from '../../kernel/errors';
import { importQuestions } from './question-import.service';
import { findServedImage, uploadImage } from './question-images.service';
import * as questions from './questions.service';

const service = 'Question';
const mebibyte = 1024 * 1024;

export const questionRoutes = (deps: ServiceDeps): AbpRoute[] => [
  defineRoute({
    service,
    method: 'Create',
    access: Permission.Examinations,
    summary: 'Creates a question with its options and uploaded images; the same Icelandic text in the category answers 450.',
    input: createQuestionInput,
    result: questionDto,
    handler: (ctx, input) => questions.createQuestion(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Update',
    access: Permission.Examinations,
    summary: 'Updates a question, its options and images; deactivating one its category needs answers a business error.',
    input: updateQuestionInput,
    result: questionDto,
    handler: (ctx, input) => questions.updateQuestion(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Get',
    access: Permission.Examinations,
    summary: 'One question with its options in order and its images.',
    input: questionIdQuery,
    result: questionDto,
    handler: (ctx, input) => questions.getQuestion(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'GetByCategory',
    access: Permission.Examinations,
    summary: 'A page of a category’s questions (take 10, skip 0 unless told), searched by keyword, ordered by id.',
    input: getQuestionsByCategoryInput,
    result: pagedResult(questionSummaryDto),
    handler: (ctx, input) => questions.getQuestionsByCategory(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'Delete',
    access: Permission.Examinations,
    summary: 'Deletes a question softly, unless its category would have fewer active questions than its minimum.',
    input: questionIdQuery,
    result: z.null(),
    handler: (ctx, input) => questions.deleteQuestion(deps, ctx, input.id),
  }),
  defineRoute({
    service,
    method: 'ImportQuestions',
    access: Permission.Examinations,
    summary: 'Imports a CSV file of questions (docs/question-import.md) into a category: all rows or none.',
    input: importQuestionsInput,
    result: importQuestionsResult,
    bodyLimit: 20 * mebibyte,
    handler: (ctx, input) => importQuestions(deps, ctx, input),
  }),
  defineRoute({
    service,
    method: 'UploadImage',
    access: Permission.Examinations,
    summary: 'Stores a PNG, JPEG, GIF or WebP image of at most 2 MiB for a question; attach it by id when saving.',
    input: uploadImageInput,
    result: questionImageDto,
    bodyLimit: 4 * mebibyte,
    handler: (ctx, input) => uploadImage(deps, ctx, input),
  }),
];

/** An ETag list from If-None-Match matches ours (weak or strong, or `*`). */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/**
 * Question images are served raw (not in the envelope), by key, so `<img>` can load them without
 * a bearer header: the key is the capability. The bytes under a key never change, so the key is
 * the ETag and browsers may keep the image for a year.
 */
export function registerQuestionImageRoute(app: FastifyInstance, deps: ServiceDeps): void {
  app.get('/question-images/:key', { schema: { hide: true }, config: { access: accessRule('anonymous'), needsActor: false }, ...accessHooks('anonymous') }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const etag = `"${key}"`;
    const revalidating = matchesEtag(request.headers['if-none-match'], etag);
    const image = await findServedImage(deps, key, !revalidating);
    if (!image) throw notFound();
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline');
    if (revalidating) return reply.code(304).send();
    return reply.type(image.contentType).send(image.data);
  });
}
