import type { FastifyInstance } from 'fastify';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { questionEndpoints, questionImageEndpoint } from '../../../shared/contracts/questions';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route, type AbpRoute } from '../../kernel/abp-route';
import { accessHooks, accessRule } from '../../kernel/access';
import { notFound } from '../../kernel/errors';
import { importQuestions } from './question-import.service';
import { findServedImage, uploadImage } from './question-images.service';
import * as questions from './questions.service';

const mebibyte = 1024 * 1024;

export const questionRoutes = (deps: ServiceDeps): AbpRoute[] => [
  route(questionEndpoints.create, {
    access: Permission.Examinations,
    summary: 'Creates a question with its options and uploaded images; the same Icelandic text in the category answers 450.',
    handler: (ctx, input) => questions.createQuestion(deps, ctx, input),
  }),
  route(questionEndpoints.update, {
    access: Permission.Examinations,
    summary: 'Updates a question, its options and images; deactivating one its category needs answers a business error.',
    handler: (ctx, input) => questions.updateQuestion(deps, ctx, input),
  }),
  route(questionEndpoints.get, {
    access: Permission.Examinations,
    summary: 'One question with its options in order and its images.',
    handler: (ctx, input) => questions.getQuestion(deps, ctx, input.id),
  }),
  route(questionEndpoints.getByCategory, {
    access: Permission.Examinations,
    summary: 'A page of a category’s questions (take 10, skip 0 unless told), searched by keyword, ordered by id.',
    handler: (ctx, input) => questions.getQuestionsByCategory(deps, ctx, input),
  }),
  route(questionEndpoints.delete, {
    access: Permission.Examinations,
    summary: 'Deletes a question softly, unless its category would have fewer active questions than its minimum.',
    handler: (ctx, input) => questions.deleteQuestion(deps, ctx, input.id),
  }),
  route(questionEndpoints.importQuestions, {
    access: Permission.Examinations,
    summary: 'Imports a CSV file of questions (docs/question-import.md) into a category: all rows or none.',
    bodyLimit: 20 * mebibyte,
    handler: (ctx, input) => importQuestions(deps, ctx, input),
  }),
  route(questionEndpoints.uploadImage, {
    access: Permission.Examinations,
    summary: 'Stores a PNG, JPEG, GIF or WebP image of at most 2 MiB for a question; attach it by id when saving.',
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
  app.get(
    `${questionImageEndpoint.path}/:${questionImageEndpoint.pathParam}`,
    { schema: { hide: true }, config: { access: accessRule('anonymous'), needsActor: false }, ...accessHooks('anonymous') },
    async (request, reply) => {
      const { key } = request.params as EndpointInput<typeof questionImageEndpoint>;
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
    },
  );
}
